import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliOptions,
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

/**
 * True for an answer this hook may compress: JSON, or the app's page (which carries a folder's
 * first page, ~40 KB of JSON), with a body, not conditional on its bytes.
 */
function compressible(request: FastifyRequest, reply: FastifyReply, payload: Payload): boolean {
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304)
    return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string') return false;
  // The app's page is the one HTML answer made as a string (files are streams or buffers).
  const page = type.startsWith('text/html') && typeof payload === 'string';
  if (!page && !type.startsWith('application/json')) return false;
  // An ETag names these very bytes; none of ours is on a JSON answer large enough to matter.
  if (reply.hasHeader('content-encoding') || reply.hasHeader('etag')) return false;
  if (payload instanceof Readable) return true;
  return typeof payload === 'string' || Buffer.isBuffer(payload)
    ? Buffer.byteLength(payload) >= MIN_BYTES
    : false;
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
      return payload.pipe(encoder);
    }
    return coding === 'br' ? brotli(payload, BROTLI) : gzipped(payload, GZIP);
  });
}
