import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basename, posix } from 'node:path';
import type { ServerContext } from '../context';
import type { Storage } from '../ports/storage';
import {
  archiveAlgorithm,
  archiveName,
  selectedPaths,
  sendArchive,
} from '../archives/archive-response';
import { checksumAlgorithm, fileChecksum } from '../files/checksum';
import { HttpError } from '../core/http-error';
import { flag, queryOf } from '../files/query';
import { restoreRawHeaders, sendFile } from '../files/send-file';
import { readable, requirePerm } from '../files/user-files';
import { userFiles } from './caller-files';
import { pathAfter } from './resource-routes';

/**
 * `?checksum=md5|sha1|sha256|sha512` on a file: the lower-case hex digest as plain text,
 * streamed from disk. Folders are 400.
 */
async function sendChecksum(storage: Storage, reply: FastifyReply, real: string, value: string) {
  const algorithm = checksumAlgorithm(value);
  if (!(await storage.stat(real)).isFile()) throw new HttpError(400, 'not a regular file');
  const digest = await fileChecksum(storage, real, algorithm);
  return reply
    .type('text/plain; charset=utf-8')
    .header('X-Content-Type-Options', 'nosniff')
    .send(`${digest}\n`);
}

/**
 * `GET /api/raw{path}` (api-contract §3.1, §3.2): one file with ranges, a folder or a `files=`
 * selection as an archive in any of the nine formats, or `?checksum=` of a file.
 * differs from upstream: without `download` the answer is 403, not 202.
 */
export function rawRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/raw`;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await userFiles(context, request, reply);
    requirePerm(files.user, 'download');
    const path = pathAfter(request.url, prefix);
    const real = await readable(files, path);
    const query = queryOf(request.url);
    const checksum = query.get('checksum');
    if (checksum !== null) return sendChecksum(context.storage, reply, real, checksum);
    const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if ((await context.storage.stat(real)).isDirectory()) {
      const algo = archiveAlgorithm(query);
      const selected = selectedPaths(bare, query);
      const fallback = bare === '/' ? basename(files.resolver.root) : posix.basename(bare);
      const name = archiveName(selected, fallback, algo);
      return sendArchive(request, reply, {
        files,
        confine: files.resolver.root,
        selected,
        name,
        algo,
        limits: context.archiveLimits,
      });
    }
    return sendFile(context.storage, request, reply, {
      real,
      name: posix.basename(bare),
      inline: flag(query, 'inline'),
    });
  };
  void app.register((scope, _options, done) => {
    scope.addHook('onSend', restoreRawHeaders);
    scope.get('/api/raw', handler);
    scope.get('/api/raw/*', handler);
    done();
  });
}
