import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { posix } from 'node:path';
import { stat } from 'node:fs/promises';
import type { ServerContext } from '../context';
import { HttpError } from '../http/http-error';
import { flag, queryOf } from '../files/query';
import { restoreRawHeaders, sendFile } from '../files/send-file';
import { readable, requirePerm, userFiles } from '../files/user-files';
import { pathAfter } from './resource-routes';

/**
 * `GET /api/raw{path}` for one file (api-contract §3.1). Folder archives (§3.2) come later.
 * differs from upstream: without `download` the answer is 403, not 202.
 */
export function rawRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/raw`;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await userFiles(context, request, reply);
    requirePerm(files.user, 'download');
    const path = pathAfter(request.url, prefix);
    const real = await readable(files, path);
    if ((await stat(real)).isDirectory()) {
      throw new HttpError(400, 'folder downloads (archives) are not available yet');
    }
    const name = posix.basename(path.replace(/\/+$/, ''));
    return sendFile(request, reply, { real, name, inline: flag(queryOf(request.url), 'inline') });
  };
  void app.register((scope, _options, done) => {
    scope.addHook('onSend', restoreRawHeaders);
    scope.get('/api/raw', handler);
    scope.get('/api/raw/*', handler);
    done();
  });
}
