import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { posix } from 'node:path';
import type { ServerContext } from '../context';
import { contentDisposition } from '../files/disposition';
import { flag, queryOf } from '../files/query';
import { USER_FILE_CSP } from '../files/send-file';
import { assToVtt, decodeSubtitle, isSubtitleName, srtToVtt } from '../files/subtitles';
import { readable, requirePerm } from '../files/user-files';
import { userFiles } from './caller-files';
import { HttpError } from '../core/http-error';
import { pathAfter } from './resource-routes';

/** Subtitle files larger than this are refused (413): they are read whole to convert them. */
export const MAX_SUBTITLE_BYTES = 8 * 1024 * 1024;

const SUBTITLE_HEADERS = {
  'Cache-Control': 'private',
  'Content-Security-Policy': USER_FILE_CSP,
};

/** WebVTT text of a subtitle file: `.srt` and `.ass`/`.ssa` converted, anything else decoded. */
export function toVtt(name: string, bytes: Uint8Array): string {
  const text = decodeSubtitle(bytes);
  if (name.endsWith('.srt')) return srtToVtt(text);
  if (/\.(ass|ssa)$/i.test(name)) return assToVtt(text);
  return text;
}

/**
 * `GET /api/subtitle{path}` (api-contract §3.4): always `text/vtt` in UTF-8. 400 for folders
 * and names that are not subtitles, 413 above {@link MAX_SUBTITLE_BYTES}.
 * differs from upstream: without `download` the answer is 403, not 202; other encodings than
 * UTF-8 are converted to UTF-8; no Range support (the files are small).
 */
export function subtitleRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/subtitle`;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await userFiles(context, request, reply);
    requirePerm(files.user, 'download');
    const path = pathAfter(request.url, prefix);
    const real = await readable(files, path);
    const stats = await context.storage.stat(real);
    if (stats.isDirectory()) throw new HttpError(400, 'is a folder');
    const name = posix.basename(path);
    if (!isSubtitleName(name) || !stats.isFile()) throw new HttpError(400, 'not a subtitle file');
    if (stats.size > MAX_SUBTITLE_BYTES) throw new HttpError(413);
    const vtt = toVtt(name, await context.storage.readFile(real));
    const kind = flag(queryOf(request.url), 'inline') ? 'inline' : 'attachment';
    return reply
      .type('text/vtt; charset=utf-8')
      .headers({
        'Content-Disposition': contentDisposition(kind, name),
        'X-Content-Type-Options': 'nosniff',
        'Last-Modified': stats.mtime.toUTCString(),
      })
      .send(vtt);
  };
  void app.register((scope, _options, done) => {
    // After the API-wide hook, which sets no-cache: subtitles are private and cacheable.
    scope.addHook('onSend', (_request, reply, payload, next) => {
      if (reply.statusCode === 200) void reply.headers(SUBTITLE_HEADERS);
      next(null, payload);
    });
    scope.get('/api/subtitle', handler);
    scope.get('/api/subtitle/*', handler);
    done();
  });
}
