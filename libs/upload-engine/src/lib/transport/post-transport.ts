import type { FileTransport, UploadClient } from '../engine/types';
import { UploadError, postErrorMessage } from './errors';

/** A byte stream that reports how much of it the consumer (fetch) has pulled so far. */
function countingStream(
  source: Blob | ReadableStream<Uint8Array>,
  onProgress: (sentBytes: number) => void,
): ReadableStream<Uint8Array> {
  const stream = source instanceof Blob ? source.stream() : source;
  let sent = 0;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sent += chunk.byteLength;
        onProgress(sent);
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Plain `POST /api/resources{path}?override=` through the api-client's `uploadFile` (fetch), for
 * Node. The body is streamed, so large files are never held in memory. A POST has no
 * acknowledgement before its answer: progress counts the bytes fetch has taken from the body
 * (handed to the socket; they run ahead of the server by what the socket buffers hold), and
 * the engine keeps the item one byte short of its total until the server answered. Browsers'
 * fetch cannot stream request bodies over HTTP/1.1: use {@link createXhrPostTransport} there.
 * Aborting the signal cancels the request; the server then keeps nothing under the final name.
 */
export function createPostTransport(client: UploadClient): FileTransport {
  return async ({ path, body, overwrite, signal, onProgress }) => {
    try {
      await client.uploadFile(path, countingStream(body, onProgress), {
        override: overwrite,
        signal,
      });
    } catch (error) {
      throw new UploadError(postErrorMessage(error, signal));
    }
  };
}
