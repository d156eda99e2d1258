import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../context';
import { sendStatus } from '../http/envelope';
import { indexContentSecurityPolicy, renderIndexHtml } from '../web/index-html';
import { startupConfig } from '../web/startup-config';

/**
 * The built web app: `/static/*` from its folder and `index.html`, rendered with the startup
 * config, for every other GET outside `/api` (api-contract §6.3, §6.4). Unknown API routes and
 * other methods get 404.
 */
export async function webRoutes(
  app: FastifyInstance,
  context: ServerContext,
  webRoot: string | undefined,
): Promise<void> {
  const indexFile = webRoot && join(webRoot, 'index.html');
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (webRoot && template) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: `${context.baseURL}/static/`,
      index: false,
      wildcard: true,
      maxAge: 86_400_000,
    });
  }

  const sendIndex = (reply: FastifyReply) => {
    if (!template) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`) and restart.\n');
    }
    const config = startupConfig(context);
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', indexContentSecurityPolicy(config))
      .header('Referrer-Policy', 'same-origin')
      .header('X-XSS-Protection', '1; mode=block')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-cache, no-store, must-revalidate')
      .send(renderIndexHtml(template, config));
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const base = context.baseURL;
    if (request.method !== 'GET' || !pathname.startsWith(base)) return sendStatus(reply, 404);
    if (pathname === base) return reply.redirect(`${base}/`, 301);
    const rest = pathname.slice(base.length);
    if (rest.startsWith('/api/') || rest === '/api' || rest.startsWith('/static/')) {
      return sendStatus(reply, 404);
    }
    return sendIndex(reply);
  });
}
