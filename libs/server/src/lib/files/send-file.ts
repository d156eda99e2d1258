import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BigIntStats } from 'node:fs';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import mime from 'mime-types';
import rangeParser from 'range-parser';
import { sendStatus } from '../http/envelope';
import { contentDisposition } from './disposition';
import { etagOf } from './etag';
import { readHeader } from './file-bytes';
import { mimeFromName, sniffMime } from './file-type';
import { checkConditions } from './conditional';

const BASE_CSP = "default-src 'self'; style-src 'unsafe-inline'; script-src 'none'";
// Types a browser would run as a document: opened inline they get an opaque, script-less origin.
const ACTIVE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)/;

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

async function inlineType(real: string, name: string): Promise<string> {
  const type = mimeFromName(name) ?? sniffMime(await readHeader(real));
  return (type && mime.contentType(type)) || 'application/octet-stream';
}

function singleRange(request: FastifyRequest, stats: BigIntStats): rangeParser.Range | number {
  const header = request.headers.range;
  const size = Number(stats.size);
  if (!header || size === 0) return -2;
  const ranges = rangeParser(size, header, { combine: true });
  if (typeof ranges === 'number') return ranges;
  // differs from upstream: several ranges are answered with the whole file, not multipart.
  return ranges.type === 'bytes' && ranges.length === 1 && ranges[0] ? ranges[0] : -2;
}

/**
 * Streams one file for `GET /api/raw` (api-contract §3.1): `attachment` with
 * `application/octet-stream` unless `inline`, the name escaped as upstream does, `nosniff`, a
 * script-less CSP (sandboxed for HTML, SVG and XML, security-requirements K72, K73, K79),
 * `ETag`/`Last-Modified` with conditional requests (304/412), and one `Range` (206/416).
 * Pipes, sockets and devices get the headers and an empty body, never a read that could hang.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { real: string; name: string; inline: boolean },
): Promise<FastifyReply> {
  const stats = await stat(file.real, { bigint: true });
  const type = file.inline ? await inlineType(file.real, file.name) : 'application/octet-stream';
  const csp = file.inline && ACTIVE.test(type) ? `${BASE_CSP}; sandbox` : BASE_CSP;
  rawHeaders.set(reply, { 'Cache-Control': 'private', 'Content-Security-Policy': csp });
  void reply.headers({
    'Content-Disposition': contentDisposition(file.inline ? 'inline' : 'attachment', file.name),
    'X-Content-Type-Options': 'nosniff',
  });
  if (!stats.isFile()) return reply.code(200).send('');
  const etag = etagOf(stats);
  const lastModified = new Date(Number(stats.mtimeMs)).toUTCString();
  void reply.headers({ ETag: etag, 'Last-Modified': lastModified, 'Accept-Ranges': 'bytes' });
  const condition = checkConditions(request.headers, { etag, mtimeMs: Number(stats.mtimeMs) });
  if (condition === 304) return reply.code(304).send();
  if (condition === 412) return sendStatus(reply, 412);
  void reply.type(type);
  const size = Number(stats.size);
  const range = rangeApplies(request, etag, stats) ? singleRange(request, stats) : -2;
  if (range === -1) {
    return sendStatus(reply.header('Content-Range', `bytes */${size}`), 416);
  }
  if (typeof range === 'number') {
    void reply.header('Content-Length', size);
    return reply.code(200).send(createReadStream(file.real, { highWaterMark: READ_CHUNK }));
  }
  void reply.headers({
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    'Content-Length': range.end - range.start + 1,
  });
  return reply.code(206).send(
    createReadStream(file.real, {
      start: range.start,
      end: range.end,
      highWaterMark: READ_CHUNK,
    }),
  );
}

/** `If-Range` (an ETag or a date) keeps a Range only while the file is unchanged. */
function rangeApplies(request: FastifyRequest, etag: string, stats: BigIntStats): boolean {
  const header = request.headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(Number(stats.mtimeMs) / 1000) * 1000 === date;
}
