import type { FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime-types';
import rangeParser from 'range-parser';
import { sendStatus } from '../http/envelope';
import type { Storage } from '../ports/storage';
import { contentDisposition } from './disposition';
import { etagOf } from './etag';
import { mimeNeedsHeader, mimeOf } from './file-type';
import { checkConditions } from './conditional';
import { ACTIVE_TYPES } from './mime-table';

/**
 * The CSP of a user file (issue 27 item 5): nothing it may load or run, in an opaque origin, as
 * GitHub sends raw files. Opened on its own, HTML, SVG or a script's text cannot reach this
 * origin; an image, text or SVG still shows (the app shows images and SVG through `<img>`,
 * where a response's CSP does not apply).
 */
export const USER_FILE_CSP =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; sandbox";
/**
 * The CSP of audio, video and PDF opened inline: still script-less, but not sandboxed.
 * Chromium's media page loads the file again, with CORS (which an opaque origin fails) and
 * under `media-src` (tried in Chromium 156: no sound, no picture); a sandboxed page may run no
 * plugins, which some browsers' PDF viewers are.
 */
const VIEWER_CSP = "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'";
const VIEWER_TYPES = /^(audio\/|video\/|application\/pdf\b)/;
/** What a script or an active document is sent as when opened inline. */
const NEUTRAL_TYPE = 'text/plain; charset=utf-8';

/**
 * Bytes read from a file at a time while sending it. Node's default, 64 KiB, costs a read, a
 * stream hand-over and a socket write per 64 KiB; at 1 MiB a 1 GiB download took 343–470 ms
 * against 652–669 ms, where nginx's sendfile took 427–494 ms (docs/performance.md, P4). A
 * download holds about two of these in memory: one in the socket's buffer, one read ahead.
 */
const READ_CHUNK = 1024 * 1024;

const rawHeaders = new WeakMap<FastifyReply, Record<string, string>>();

/**
 * `onSend` hook for raw routes: puts back the headers the API-wide hook replaced
 * (`Cache-Control: private` and the raw content's CSP).
 */
export function restoreRawHeaders(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const headers = rawHeaders.get(reply);
  if (headers) void reply.headers(headers);
  done(null, payload);
}

/**
 * True for a type a browser would run or render as an active document: one of
 * {@link ACTIVE_TYPES} or any other `…+xml` but SVG (feeds, XSLT, XUL, MathML documents).
 */
function isActiveType(type: string): boolean {
  const essence = (type.split(';', 1)[0] ?? '').trim().toLowerCase();
  if (ACTIVE_TYPES.has(essence)) return true;
  return essence.endsWith('+xml') && essence !== 'image/svg+xml';
}

/**
 * The type a user file is sent inline with: from its name (else its first bytes), except that
 * scripts and active documents are `text/plain`, so no page of this origin can run them or
 * load them as a script, a worker or a frame (issue 27 item 5).
 */
async function inlineType(storage: Storage, real: string, name: string): Promise<string> {
  const type = mimeOf(name, mimeNeedsHeader(name) ? await storage.readHeader(real) : undefined);
  if (type && isActiveType(type)) return NEUTRAL_TYPE;
  return (type && mime.contentType(type)) || 'application/octet-stream';
}

/**
 * The one range a `Range` header asks of `size` bytes: a range, -1 when unsatisfiable, or -2
 * to send the whole (no header, an empty file, another unit, or several ranges).
 */
export function singleRange(header: string | undefined, size: number): rangeParser.Range | number {
  if (!header || size === 0) return -2;
  const ranges = rangeParser(size, header, { combine: true });
  if (typeof ranges === 'number') return ranges;
  // differs from upstream: several ranges are answered with the whole file, not multipart.
  return ranges.type === 'bytes' && ranges.length === 1 && ranges[0] ? ranges[0] : -2;
}

/**
 * Streams one file for `GET /api/raw` (api-contract §3.1): `attachment` with
 * `application/octet-stream` unless `inline`, the name escaped as upstream does, `nosniff`, a
 * script-less sandbox CSP ({@link USER_FILE_CSP}; {@link VIEWER_CSP} for media and PDF inline),
 * scripts and active documents inline as `text/plain` (security-requirements K72, K73, K79,
 * issue 27 item 5),
 * `ETag`/`Last-Modified` with conditional requests (304/412), and one `Range` (206/416).
 * Pipes, sockets and devices get the headers and an empty body, never a read that could hang.
 */
export async function sendFile(
  storage: Storage,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { real: string; name: string; inline: boolean },
): Promise<FastifyReply> {
  const stats = await storage.stat(file.real, { bigint: true });
  const type = file.inline
    ? await inlineType(storage, file.real, file.name)
    : 'application/octet-stream';
  const csp = file.inline && VIEWER_TYPES.test(type) ? VIEWER_CSP : USER_FILE_CSP;
  rawHeaders.set(reply, { 'Cache-Control': 'private', 'Content-Security-Policy': csp });
  void reply.headers({
    'Content-Disposition': contentDisposition(file.inline ? 'inline' : 'attachment', file.name),
    'X-Content-Type-Options': 'nosniff',
  });
  if (!stats.isFile()) return reply.code(200).send('');
  const etag = etagOf(stats);
  const mtimeMs = Number(stats.mtimeMs);
  const lastModified = new Date(mtimeMs).toUTCString();
  void reply.headers({ ETag: etag, 'Last-Modified': lastModified, 'Accept-Ranges': 'bytes' });
  const condition = checkConditions(request.headers, { etag, mtimeMs });
  if (condition === 304) return reply.code(304).send();
  if (condition === 412) return sendStatus(reply, 412);
  void reply.type(type);
  const size = Number(stats.size);
  const range = rangeApplies(request, etag, mtimeMs)
    ? singleRange(request.headers.range, size)
    : -2;
  if (range === -1) {
    return sendStatus(reply.header('Content-Range', `bytes */${size}`), 416);
  }
  if (typeof range === 'number') {
    void reply.header('Content-Length', size);
    return reply.code(200).send(storage.readStream(file.real, { highWaterMark: READ_CHUNK }));
  }
  void reply.headers({
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    'Content-Length': range.end - range.start + 1,
  });
  return reply.code(206).send(
    storage.readStream(file.real, {
      start: range.start,
      end: range.end,
      highWaterMark: READ_CHUNK,
    }),
  );
}

/** `If-Range` (an ETag or a date) keeps a Range only while the file is unchanged. */
export function rangeApplies(request: FastifyRequest, etag: string, mtimeMs: number): boolean {
  const header = request.headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(mtimeMs / 1000) * 1000 === date;
}
