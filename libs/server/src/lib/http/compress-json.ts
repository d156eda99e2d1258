import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliCompress,
  type BrotliOptions,
  type Gzip,
  type ZlibOptions,
} from 'node:zlib';
import { chooseCoding } from './accept-encoding';

/**
 * JSON answers shorter than this go as they are: below a packet or two, compressing saves
 * no time on any link and costs some on the server.
 */
const MIN_BYTES = 1400;

/**
 * Fast levels. A 5,000-entry listing (950 KB) becomes ~60 KB as brotli 2 or ~85 KB as gzip 1,
 * each in 5–10 ms of the thread pool's time; brotli 4 saves another 2 KB for twice the work,
 * and the server's throughput of listings is what pays for it.
 */
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };
const GZIP: ZlibOptions = { level: 1 };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Payload = string | Buffer | Readable | null | undefined;

/** Streams made by {@link partsAsTheyCome}. */
const flushed = new WeakSet<Readable>();

/**
 * A body sent in parts, each reaching the client as it comes: compressed, each is flushed
 * through the encoder rather than held until its window fills. The app's page with a folder's
 * first page: its head goes at once, so the browser fetches the styles and code while the folder
 * is read (`withFirstPage`).
 */
export function partsAsTheyCome(parts: AsyncIterable<Buffer>): Readable {
  const stream = Readable.from(parts, { objectMode: false });
  flushed.add(stream);
  return stream;
}

/**
 * True for an answer this hook may compress: JSON, or the app's page, with a body, not
 * conditional on its bytes.
 */
function compressible(request: FastifyRequest, reply: FastifyReply, payload: Payload): boolean {
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304)
    return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string') return false;
  // The app's page is the one HTML answer made here: a string, or in parts (files sent are
  // buffers or streams of their bytes).
  const page =
    type.startsWith('text/html') &&
    (typeof payload === 'string' || (payload instanceof Readable && flushed.has(payload)));
  if (!page && !type.startsWith('application/json')) return false;
  // An ETag names these very bytes; none of ours is on a JSON answer large enough to matter.
  if (reply.hasHeader('content-encoding') || reply.hasHeader('etag')) return false;
  if (payload instanceof Readable) return true;
  return typeof payload === 'string' || Buffer.isBuffer(payload)
    ? Buffer.byteLength(payload) >= MIN_BYTES
    : false;
}

/** `parts` through `encoder`, each flushed as it comes ({@link partsAsTheyCome}). */
function flushingEachPart(parts: Readable, encoder: Gzip | BrotliCompress): Gzip | BrotliCompress {
  parts.on('data', (part: Buffer) => {
    // The client may have gone (the encoder destroyed with the answer).
    if (encoder.destroyed) return;
    encoder.write(part);
    encoder.flush();
  });
  parts.once('end', () => encoder.end());
  return encoder;
}

/**
 * Compresses streamed JSON answers (whole listings) and others of {@link MIN_BYTES} or more, and
 * the app's page, brotli or gzip as `Accept-Encoding` prefers (issue 28 item 11): a
 * 5,000-entry listing is ~940 KB as JSON, seconds on a slow link.
 * Streamed listings are compressed as they stream, in the thread pool, so the event loop and
 * the memory per request stay as they were. File downloads are never JSON or a string, so never
 * touched here: their bytes are often compressed already, and `Range` counts plain bytes.
 */
export function compressJson(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload: Payload) => {
    if (!compressible(request, reply, payload)) return payload;
    const vary = reply.getHeader('vary');
    void reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const coding = chooseCoding(request.headers['accept-encoding'], ['br', 'gzip'] as const);
    if (coding === 'identity' || !payload) return payload;
    void reply.header('Content-Encoding', coding).removeHeader('content-length');
    if (payload instanceof Readable) {
      const encoder = coding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
      // A failing listing destroys the encoder too, so the client sees a cut answer, not a
      // short one that looks whole.
      payload.once('error', (error) => encoder.destroy(error));
      if (flushed.has(payload)) return flushingEachPart(payload, encoder);
      return payload.pipe(encoder);
    }
    return coding === 'br' ? brotli(payload, BROTLI) : gzipped(payload, GZIP);
  });
}
