import type { PreviewSize } from '@file-browser/api-contract';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Storage } from '../ports/storage';
import type { WorkPool } from './work-pool';
import { previewFormat, renderPreview } from './render-preview';

/** Where the sources are (the served files) and where the cache is (the server's own disk). */
export interface PreviewDisks {
  storage: Storage;
  ownDisk: Storage;
}

/** Where previews are cached and how many are made at once. */
export interface PreviewCache {
  dir: string;
  pool: WorkPool;
  /** Renders in progress by key, so concurrent requests for one preview render it once. */
  pending: Map<string, Promise<void>>;
}

/** Cache file name: a hash of real path, size and modified time (seconds), never the path itself. */
function cacheKey(real: string, size: PreviewSize, mtimeMs: number): string {
  const seconds = Math.floor(mtimeMs / 1000);
  return createHash('sha256')
    .update(`${real}\0${size}\0${String(seconds)}`)
    .digest('hex');
}

/**
 * The cached preview of a source, rendered first (through the bounded pool) when missing.
 * A changed source has a new modified time and therefore a new key.
 */
export async function cachedPreview(
  disks: PreviewDisks,
  cache: PreviewCache,
  real: string,
  name: string,
  size: PreviewSize,
): Promise<string> {
  const source = await disks.storage.stat(real);
  const key = cacheKey(real, size, source.mtimeMs);
  const extension = previewFormat(name, size) === 'png' ? 'png' : 'jpg';
  const file = join(cache.dir, key.slice(0, 2), `${key}.${extension}`);
  if (await disks.ownDisk.exists(file)) return file;
  let render = cache.pending.get(key);
  if (!render) {
    render = cache.pool.run(async () => {
      await disks.ownDisk.ensureFolder(join(cache.dir, key.slice(0, 2)), 0o700);
      await renderPreview(disks, { real, name, mtime: source.mtime }, file, size);
    });
    cache.pending.set(key, render);
    void render.catch(() => undefined).finally(() => cache.pending.delete(key));
  }
  await render;
  return file;
}
