import type { PreviewSize } from '@file-browser/api-contract';
import { randomBytes } from 'node:crypto';
import { rename, rm, utimes, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { HttpError } from '../http/http-error';

/** Sources larger than this in either dimension are refused with 413 (api-contract §3.3). */
export const MAX_SOURCE_SIDE = 10_000;

/** Extensions that get resized; other images are served unchanged (api-contract §3.3). */
const RESIZABLE = new Set(['.jpg', '.jpeg', '.png', '.tif', '.tiff', '.bmp']);

/** True when a file name is one the server resizes (GIFs and others go out raw). */
export function isResizable(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot >= 0 && RESIZABLE.has(name.slice(dot).toLowerCase());
}

function pipelineFor(source: string, size: PreviewSize): Sharp {
  const image = sharp(source, { autoOrient: true, failOn: 'error' });
  if (size === 'thumb') {
    return image.resize(256, 256, { fit: 'cover', kernel: 'nearest' }).jpeg({ quality: 95 });
  }
  // Same format as the source: sharp writes what it decoded when no format is asked for.
  return image.resize(1080, 1080, { fit: 'inside', withoutEnlargement: true });
}

async function checkSource(source: string): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw new HttpError(415);
  }
  const width = metadata.width;
  const height = metadata.height;
  if (width > MAX_SOURCE_SIDE || height > MAX_SOURCE_SIDE) throw new HttpError(413);
}

/**
 * Renders a preview of `source` into `target` (written to a temp name, then renamed, so a
 * reader never sees half a file) and gives it the source's modified time, so `Last-Modified`
 * and the ETag follow the source. 415 for what cannot be decoded, 413 for huge sources.
 * differs from upstream: undecodable images are 415, not 500; the EXIF thumbnail is not used.
 */
export async function renderPreview(
  source: string,
  target: string,
  size: PreviewSize,
  mtime: Date,
): Promise<void> {
  await checkSource(source);
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const bytes = await pipelineFor(source, size).toBuffer();
    await writeFile(temp, bytes, { mode: 0o600 });
    await utimes(temp, mtime, mtime);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    if (error instanceof HttpError) throw error;
    throw new HttpError(415);
  }
}
