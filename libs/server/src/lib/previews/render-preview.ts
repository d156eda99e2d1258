import type { PreviewSize } from '@file-browser/api-contract';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import { HttpError } from '../core/http-error';
import type { Storage } from '../ports/storage';
import type { PreviewDisks } from './preview-cache';
import { embeddedJpeg, RAW_EXTENSIONS } from './embedded-jpeg';

/** Sources larger than this in either dimension are refused with 413 (api-contract §3.3). */
export const MAX_SOURCE_SIDE = 10_000;

/** Extensions that get a rendered preview; other images are served unchanged (api-contract §3.3). */
const RESIZABLE = new Set(['.jpg', '.jpeg', '.png', '.tif', '.tiff', '.bmp', ...RAW_EXTENSIONS]);

/** Extensions a browser cannot show: their previews are rendered even with resizing off. */
const UNVIEWABLE = new Set(['.tif', '.tiff', '.bmp', ...RAW_EXTENSIONS]);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
};

/** True when a file name is one the server renders previews of (GIFs and others go out raw). */
export function isResizable(name: string): boolean {
  return RESIZABLE.has(extensionOf(name));
}

/** True when a browser cannot show the file itself, so its preview is always rendered. */
export function needsConversion(name: string): boolean {
  return UNVIEWABLE.has(extensionOf(name));
}

/**
 * The web format a preview is written in: thumbnails are JPEG; big previews of PNG stay PNG
 * (transparency), everything else (JPEG, TIFF, camera raw) is JPEG.
 */
export function previewFormat(name: string, size: PreviewSize): 'jpeg' | 'png' {
  return size === 'big' && extensionOf(name) === '.png' ? 'png' : 'jpeg';
}

/** Clockwise turns for the EXIF orientations cameras write (1 upright; no camera mirrors). */
const TURNS: Readonly<Record<number, number>> = { 3: 180, 6: 90, 8: 270 };

/** A decodable source and the clockwise turn it needs beyond its own EXIF orientation. */
interface Decodable {
  input: string | Buffer;
  turn: number;
}

function pipelineFor(source: Decodable, size: PreviewSize, format: 'jpeg' | 'png'): Sharp {
  const decoded = sharp(source.input, { autoOrient: true, failOn: 'error' });
  const image = source.turn === 0 ? decoded : decoded.rotate(source.turn);
  if (size === 'thumb') {
    return image.resize(256, 256, { fit: 'cover', kernel: 'nearest' }).jpeg({ quality: 95 });
  }
  const fitted = image.resize(1080, 1080, { fit: 'inside', withoutEnlargement: true });
  return format === 'png' ? fitted.png() : fitted.jpeg();
}

async function checkSource(source: string | Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch {
    throw new HttpError(415);
  }
  const width = metadata.width;
  const height = metadata.height;
  if (width > MAX_SOURCE_SIDE || height > MAX_SOURCE_SIDE) throw new HttpError(413);
  return metadata;
}

/**
 * What sharp decodes, checked: the file, or for a camera raw the JPEG it embeds (415 without
 * one), turned by the raw's orientation when the JPEG has none of its own.
 */
async function decodableSource(storage: Storage, source: string, name: string): Promise<Decodable> {
  if (!RAW_EXTENSIONS.has(extensionOf(name))) {
    await checkSource(source);
    return { input: source, turn: 0 };
  }
  const embedded = await embeddedJpeg(storage, source);
  if (!embedded) throw new HttpError(415, 'no embedded preview in this raw file');
  const own = (await checkSource(embedded.jpeg)).orientation;
  const turn = own === undefined ? (TURNS[embedded.orientation ?? 1] ?? 0) : 0;
  return { input: embedded.jpeg, turn };
}

/**
 * Renders a preview of `source` into `target` (written to a temp name, then renamed, so a
 * reader never sees half a file) and gives it the source's modified time, so `Last-Modified`
 * and the ETag follow the source, always in a web format ({@link previewFormat}). 415 for what
 * cannot be decoded (a camera raw without an embedded JPEG too), 413 for huge sources.
 * differs from upstream: undecodable images are 415, not 500; the EXIF thumbnail is not used;
 * TIFF and camera raw previews are JPEG, not the source format.
 */
export async function renderPreview(
  disks: PreviewDisks,
  source: { real: string; name: string; mtime: Date },
  target: string,
  size: PreviewSize,
): Promise<void> {
  const decodable = await decodableSource(disks.storage, source.real, source.name);
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const bytes = await pipelineFor(decodable, size, previewFormat(source.name, size)).toBuffer();
    await disks.ownDisk.createFile(temp, bytes, 0o600);
    await disks.ownDisk.utimes(temp, source.mtime, source.mtime);
    await disks.ownDisk.rename(temp, target);
  } catch (error) {
    await disks.ownDisk.remove(temp, { force: true });
    if (error instanceof HttpError) throw error;
    throw new HttpError(415);
  }
}
