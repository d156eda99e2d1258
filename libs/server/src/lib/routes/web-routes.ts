import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import type { ServerContext } from '../context';
import { decodeUrlPath } from '../files/paths';
import { USER_FILE_CSP } from '../files/send-file';
import { sendStatus } from '../http/envelope';
import { brandingFile, brandingIcons } from '../web/branding-files';
import { firstPageFor } from '../web/first-page';
import {
  firstScreenStyles,
  indexContentSecurityPolicy,
  inlineScripts,
  renderIndexHtml,
  withFirstPage,
} from '../web/index-html';
import type { StaticFile } from '../web/static-assets';
import { loadStaticFiles, plainStaticFile, sendStaticFile } from '../web/static-assets';
import { startupConfig } from '../web/startup-config';
import { webManifest } from '../web/web-manifest';

/**
 * The built web app: `/static/*` from its folder (precompressed copies by `Accept-Encoding`,
 * hashed assets cached for a year) and `index.html`, rendered with the startup config, for
 * every other GET outside `/api` and for `/static/index.html` (api-contract §6.3, §6.4). Every
 * HTML page sent carries the app's CSP; `/static/manifest.json` is the web app manifest, made
 * from the live settings like the page. Unknown API routes and other methods get 404. The
 * folder is read once, at start-up. The branding folder (`branding.files`) is looked at on
 * every request: its `custom.css` and `img/…` files answer in place of the built ones. A page
 * at a folder's address carries the folder's first page when the session's cookie came along
 * (`firstPageFor`).
 */
export async function webRoutes(
  app: FastifyInstance,
  context: ServerContext,
  webRoot: string | undefined,
): Promise<void> {
  const disk = context.ownDisk;
  const indexFile = webRoot && join(webRoot, 'index.html');
  const found =
    indexFile &&
    (await disk.stat(indexFile).then(
      () => true,
      () => false,
    ));
  const template = found ? (await disk.readFile(indexFile)).toString('utf8') : undefined;
  const pageScripts = template ? inlineScripts(template) : [];
  const screenStyles = template ? firstScreenStyles(template) : [];
  const files: Map<string, StaticFile> =
    webRoot && template ? await loadStaticFiles(disk, webRoot) : new Map<string, StaticFile>();

  /** The page; at a folder's address (`request`), with the folder's first page when it can. */
  const sendIndex = async (reply: FastifyReply, request?: FastifyRequest) => {
    if (!template) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`) and restart.\n');
    }
    // Asked first: the folder is read while the rest of the page is made.
    const firstPage = request && firstPageFor(app, request, context.baseURL);
    const config = await startupConfig(context);
    const icons = await brandingIcons(disk, context.settings.branding.files);
    const html = renderIndexHtml(
      template,
      config,
      icons,
      firstPage && { url: firstPage.url, screenStyles },
    );
    void reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', indexContentSecurityPolicy(config, pageScripts))
      .header('Referrer-Policy', 'same-origin')
      .header('X-XSS-Protection', '1; mode=block')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-cache, no-store, must-revalidate')
      .header('Vary', 'Cookie');
    return reply.send(firstPage ? withFirstPage(html, firstPage) : html);
  };

  const staticPrefix = `${context.baseURL}/static/`;
  app.get(`${staticPrefix}*`, async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const name = decodeUrlPath(pathname.slice(staticPrefix.length));
    // The page itself, as at any other address: rendered, with its CSP.
    if (name === 'index.html') return sendIndex(reply);
    // Built from the live settings (branding name and colour, base URL), like the page.
    if (name === 'manifest.json') {
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(webManifest(await startupConfig(context))));
    }
    const branded = await brandingFile(disk, context.settings.branding.files, name);
    // Gone since it was found: the built file (or 404) answers instead.
    const own = branded && (await plainStaticFile(disk, branded, name).catch(() => undefined));
    if (own) {
      // An admin's folder, maybe writable by others: opened on its own, nothing in it may run.
      const sandbox: Record<string, string> =
        name === 'custom.css' ? {} : { 'Content-Security-Policy': USER_FILE_CSP };
      return sendStaticFile(disk, request, reply, own, sandbox);
    }
    const file = files.get(name);
    if (!file) return sendStatus(reply, 404);
    const page: Record<string, string> = /^text\/html\b/.test(file.type)
      ? {
          'Content-Security-Policy': indexContentSecurityPolicy(
            await startupConfig(context),
            pageScripts,
          ),
        }
      : {};
    return sendStaticFile(disk, request, reply, file, page);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const base = context.baseURL;
    if (request.method !== 'GET' || !pathname.startsWith(base)) return sendStatus(reply, 404);
    if (pathname === base) return reply.redirect(`${base}/`, 301);
    const rest = pathname.slice(base.length);
    if (rest.startsWith('/api/') || rest === '/api' || rest.startsWith('/static/')) {
      return sendStatus(reply, 404);
    }
    return sendIndex(reply, request);
  });
}
