import { previewSizeSchema } from '@file-browser/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { extname, posix } from 'node:path';
import type { ServerContext } from '../context';
import { detectType, needsHeader } from '../files/file-type';
import { flag, queryOf } from '../files/query';
import { restoreRawHeaders, sendFile } from '../files/send-file';
import { readable, requirePerm } from '../files/user-files';
import { userFiles } from './caller-files';
import { decodeUrlPath, canonicalPath } from '../files/paths';
import { HttpError } from '../core/http-error';
import type { Storage } from '../ports/storage';
import { cachedPreview } from '../previews/preview-cache';
import type { PreviewSettings } from '../previews/preview-options';
import { isResizable, needsConversion } from '../previews/render-preview';

async function isImage(storage: Storage, real: string, name: string, size: number) {
  const header = needsHeader(name) ? await storage.readHeader(real) : undefined;
  return detectType({ name, size, canModify: false, ...(header && { header }) }) === 'image';
}

/** Splits `/{size}{path}`; 400 for a size other than thumb or big. */
function sizeAndPath(url: string, prefix: string) {
  const rest = decodeUrlPath((url.split('?', 1)[0] ?? '').slice(prefix.length));
  const [, size = '', ...parts] = rest.split('/');
  const parsed = previewSizeSchema.safeParse(size);
  if (!parsed.success) throw new HttpError(400, `unknown preview size "${size}"`);
  return { size: parsed.data, path: canonicalPath(`/${parts.join('/')}`) };
}

/**
 * `GET /api/preview/{thumb|big}{path}` (api-contract §3.3): a 256×256 JPEG thumbnail or an
 * image fitted into 1080×1080 (PNG stays PNG, the rest JPEG), cached on disk and rendered by a
 * bounded pool. TIFF and camera raw (its embedded JPEG) are always rendered, a browser cannot
 * show them; GIFs, other formats and disabled settings get the image unchanged. Non-images are
 * 501.
 * differs from upstream: without `download` the answer is 403, not 202.
 */
export function previewRoutes(
  app: FastifyInstance,
  context: ServerContext,
  settings: PreviewSettings,
): void {
  const prefix = `${context.baseURL}/api/preview`;
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await userFiles(context, request, reply);
    requirePerm(files.user, 'download');
    const { size, path } = sizeAndPath(request.url, prefix);
    const real = await readable(files, path);
    const { storage, ownDisk } = context;
    const stats = await storage.stat(real);
    if (stats.isDirectory()) throw new HttpError(501);
    const name = posix.basename(path);
    if (!stats.isFile() || !(await isImage(storage, real, name, stats.size)))
      throw new HttpError(501);
    const inline = flag(queryOf(request.url), 'inline');
    const enabled = size === 'thumb' ? settings.thumbnails : settings.resizePreview;
    const rendered = isResizable(name) && (enabled || needsConversion(name));
    if (!rendered) return sendFile(storage, request, reply, { real, name, inline });
    const preview = await cachedPreview(context, settings.cache, real, name, size);
    // Named for what it is (`photo.tif` → `photo.jpg`), so its type is the preview's own.
    const previewName = `${name.replace(/\.[^.]*$/, '')}${extname(preview)}`;
    return sendFile(ownDisk, request, reply, { real: preview, name: previewName, inline });
  };
  void app.register((scope, _options, done) => {
    scope.addHook('onSend', restoreRawHeaders);
    scope.get('/api/preview/*', handler);
    done();
  });
}
