import type { UploadFile, UploadType } from './types';
import { UploadError } from '../transport/errors';

/** What a transport sends: a sliceable Blob, or a one-pass stream. */
export type OpenedSource = Blob | ReadableStream<Uint8Array>;

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** A web stream over an async iterable (a Node `Readable`), pulled chunk by chunk. */
function streamOf(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel(reason: unknown) {
      await iterator.return?.(reason);
    },
  });
}

/** The size known without opening anything, or undefined (paths, streams). */
export function knownSize(file: UploadFile | undefined): number | undefined {
  if (file instanceof Blob) return file.size;
  if (file instanceof ArrayBuffer || file instanceof Uint8Array) return file.byteLength;
  return undefined;
}

/**
 * Opens an item's file for sending: Blobs as they are, bytes as a Blob, a local path through
 * `openFile` (Node: `fs.openAsBlob`), streams and async iterables as a web stream.
 */
export async function openSource(
  file: UploadFile | undefined,
  openFile: ((path: string) => Promise<Blob>) | undefined,
): Promise<OpenedSource> {
  if (file === undefined) return new Blob([]);
  if (file instanceof Blob) return file;
  // Bytes from a Buffer or Uint8Array never sit on a SharedArrayBuffer here.
  if (file instanceof ArrayBuffer || file instanceof Uint8Array)
    return new Blob([file as Uint8Array<ArrayBuffer>]);
  if (typeof file === 'string') {
    if (!openFile) throw new UploadError('Upload failed: no openFile option for local paths');
    return openFile(file);
  }
  if (file instanceof ReadableStream) return file;
  if (isAsyncIterable(file)) return streamOf(file);
  throw new UploadError('Upload failed');
}

/** Upstream's item kind: `dir`, or the MIME family (video, audio, image, text), else `blob`. */
export function typeOf(isDir: boolean, file: UploadFile | undefined): UploadType {
  if (isDir) return 'dir';
  const mime = file instanceof Blob ? file.type : '';
  const family = mime.split('/')[0];
  return family === 'video' || family === 'audio' || family === 'image' || family === 'text'
    ? family
    : 'blob';
}
