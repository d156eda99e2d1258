import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPath, decodeUrlPath } from '../files/paths';
import { sendStatus, statusText } from './envelope';

/** Largest request body a route accepts unless it streams (security-requirements K51). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendStatus(reply, 400, 'malformed percent-encoding in path');
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendStatus(reply, 414);
  return sendStatus(reply, 400, error.message);
}

function clientStatus(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, ''];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, ''];
  return [400, 'malformed HTTP request'];
}

/**
 * Requests Node's HTTP parser refuses (bad chunking, Content-Length with Transfer-Encoding,
 * obs-fold, …) get a status-only answer and the connection is closed (security-requirements
 * K93), so nothing smuggled after them is read.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, cause] = clientStatus(error.code);
  const body = statusText(status, cause);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify options that make malformed requests end in clear, status-only 4xx answers. */
export const hardenedFastifyOptions = {
  bodyLimit: BODY_LIMIT_BYTES,
  frameworkErrors,
  clientErrorHandler,
};

/**
 * The cleaned form of a decoded request path, as upstream's router computes it: `//`, `.` and
 * `..` collapsed, trailing slash kept. Under a base URL only the part after it is cleaned, so
 * `..` cannot climb out of the mount and the result keeps the base URL.
 */
export function cleanRequestPath(decoded: string, baseURL: string): string {
  if (baseURL && decoded.startsWith(`${baseURL}/`)) {
    return baseURL + canonicalPath(decoded.slice(baseURL.length));
  }
  return canonicalPath(decoded);
}

/** Percent-encodes a decoded path for a `Location` header; never emits CR, LF or `//`. */
export function encodeLocationPath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Decodes every request path once before routing: malformed escapes and NUL bytes are a 400
 * with the cause, and a path holding `//`, `/./` or `/../` is answered 301 to its cleaned form
 * (api-contract §0.1, security-requirements K01, K10), query kept. So no handler ever sees a
 * non-canonical path, and every redirect stays on this origin (K94).
 */
export function registerPathCleaning(app: FastifyInstance, baseURL: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const { url } = request;
    // Absolute-form and `*` request targets are left to the router, which answers 404.
    if (!url.startsWith('/')) return;
    const queryStart = url.indexOf('?');
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
    const decoded = decodeUrlPath(rawPath);
    const cleaned = cleanRequestPath(decoded, baseURL);
    if (cleaned === decoded) return;
    const query = queryStart === -1 ? '' : url.slice(queryStart);
    // A query is kept as sent; only bytes a header cannot carry are escaped.
    const safeQuery = query.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
    return reply.redirect(encodeLocationPath(cleaned) + safeQuery, 301);
  });
}
