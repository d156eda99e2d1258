/**
 * What `uploadFile` and `saveFile` accept: a Blob or File, bytes, text, a web ReadableStream, or
 * any async iterable of chunks, such as a Node `Readable` (`fs.createReadStream`).
 */
export type UploadBody =
  | Blob
  | ArrayBuffer
  | Uint8Array
  | string
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array | string> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/** A web stream over an async iterable, pulled chunk by chunk so large files never sit in memory. */
function streamOf(source: AsyncIterable<Uint8Array | string>): ReadableStream<Uint8Array> {
  const iterator = source[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else
        controller.enqueue(
          typeof next.value === 'string' ? encoder.encode(next.value) : next.value,
        );
    },
    async cancel(reason: unknown) {
      await iterator.return?.(reason);
    },
  });
}

/**
 * A request body fetch sends as is. Named here rather than the DOM's `BodyInit`, which Node's
 * types (@types/node) do not declare: the package's types compile with either.
 */
export type RequestBody = Blob | ArrayBuffer | Uint8Array | string | ReadableStream<Uint8Array>;

/** Turns an upload body into something fetch sends as is. */
export function toBodyInit(body: UploadBody): RequestBody {
  if (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) return body;
  if (isAsyncIterable(body)) return streamOf(body);
  return body;
}
