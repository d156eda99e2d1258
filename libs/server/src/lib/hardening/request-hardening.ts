import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPath, decodeUrlPath } from '../files/paths';
import { sendStatus, statusText } from '../http/envelope';

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

/**
 * How slowly a request body may arrive, and how a socket is closed after an answer that came
 * before its request's body (issue 27 item 4).
 */
export interface SlowBodyLimits {
  /**
   * Fewest bytes per second a request body must average over each window while the server is
   * reading it; 0 turns the floor off.
   */
  minBytesPerSecond: number;
  /** The window the rate is averaged over. */
  windowMs: number;
  /**
   * After an answer sent before the body arrived, how long the socket, its side closed, goes on
   * reading and discarding before it is destroyed.
   */
  lingerMs: number;
}

/**
 * 1 KiB/s (8 kbit/s, below any link that can upload a file in useful time) averaged over 30 s,
 * and Apache's 2-second lingering close.
 */
export const DEFAULT_SLOW_BODY_LIMITS: SlowBodyLimits = {
  minBytesPerSecond: 1024,
  windowMs: 30_000,
  lingerMs: 2000,
};

/** True for a request that frames a body: a `Content-Length` above 0, or chunked. */
function hasBody(request: IncomingMessage): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  return Number(request.headers['content-length'] ?? 0) > 0;
}

/** Body bytes not yet received: whatever is answered now is answered before the body arrived. */
function bodyStillArriving(request: IncomingMessage): boolean {
  return hasBody(request) && !request.complete;
}

/**
 * Makes Node's close after a `Connection: close` answer a lingering one: the socket's side is
 * ended once the answer is flushed, and it is destroyed when the client closes too or `lingerMs`
 * later. Destroying it at once with unread input makes the kernel send a reset, which can wipe
 * the answer before the client read it (in the tests a client still sending its body lost most
 * of a 4 MiB download); a trickling client gets no more than `lingerMs`. Node no longer tracks a
 * request once its answer is done, so whatever may still wait on the body is told here.
 */
function lingerOnClose(socket: Socket, request: IncomingMessage, lingerMs: number): void {
  let closing = false;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (closing) return;
    closing = true;
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => {
      clearTimeout(timer);
      if (!request.complete) request.destroy(bodyCut('the connection closed'));
    });
  };
}

/**
 * The error a reader of a body cut short sees. `ECONNRESET`, as for a client that went away:
 * passed on to the socket, it is one `clientErrorHandler` leaves alone.
 */
function bodyCut(why: string): Error {
  return Object.assign(new Error(`request body not received: ${why}`), { code: 'ECONNRESET' });
}

/**
 * Ends a request whose body comes in below the floor: a 408 and a closed connection when nothing
 * was answered yet, else only the closed connection. The request goes as soon as the 408 is
 * flushed, so whatever was reading the body fails (an upload removes its temp file) instead of
 * completing from bytes that still trickle in.
 */
function cutSlowBody(request: IncomingMessage, response: ServerResponse): void {
  const cut = () => {
    request.destroy(bodyCut('it arrived too slowly'));
  };
  if (response.headersSent) {
    cut();
    return;
  }
  const body = statusText(408, 'request body arrived too slowly');
  response.writeHead(408, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  response.end(body, cut);
}

/**
 * Watches a body's arrival: every window in which the server was reading it must bring at least
 * `minBytesPerSecond` a second on average, counted on the socket (`bytesRead`), so the body's
 * readers are left alone. Time the server itself holds the body back (a handler not reading
 * yet, an upload paused for a slow disk) starts the window again: only the client's slowness
 * counts. Stops once the body is in or an answer is complete.
 */
function watchBodyRate(request: IncomingMessage, response: ServerResponse, limits: SlowBodyLimits) {
  const { socket } = request;
  const floor = limits.minBytesPerSecond;
  if (floor <= 0 || limits.windowMs <= 0) return;
  let since = Date.now();
  let base = socket.bytesRead;
  const timer = setInterval(
    () => {
      if (request.complete || response.writableEnded || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = Date.now();
      const reading = request.readableFlowing === true;
      const elapsed = now - since;
      if (reading && elapsed < limits.windowMs) return;
      if (!reading || (socket.bytesRead - base) * 1000 >= floor * elapsed) {
        // Held back by the server, or a window passed at the floor or above: a new window.
        since = now;
        base = socket.bytesRead;
        return;
      }
      clearInterval(timer);
      cutSlowBody(request, response);
    },
    Math.max(25, Math.min(1000, limits.windowMs / 5)),
  );
  timer.unref();
  request.once('close', () => {
    clearInterval(timer);
  });
}

/**
 * Slow clients cannot hold sockets (issue 27 item 4):
 * - an answer sent while the request's body is still arriving (a 401 or 413 before an upload
 *   reads its body, a redirect, any early error) carries `Connection: close`, and the socket is
 *   closed once the answer is flushed, after at most `lingerMs` of discarding input, instead of
 *   draining a body that may trickle for ever;
 * - a body arriving below the rate floor is cut (408, or a bare close when an answer had
 *   begun). Uploads come under the same floor and no overall limit: one that keeps up the floor
 *   runs as long as it takes, one that stalls is cut within a window.
 * Upgrades (the command WebSocket) never reach the `request` event and are left alone, and so
 * are answers themselves: a slow reader of a download is bounded by the idle timeout.
 */
export function registerSlowClientGuards(app: FastifyInstance, limits: SlowBodyLimits): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyStillArriving(request.raw)) void reply.header('Connection', 'close');
    done(null, payload);
  });
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!hasBody(request)) return;
    const { socket } = request;
    // Before Node's own `finish` listener, which ends a `Connection: close` socket.
    response.prependListener('finish', () => {
      if (bodyStillArriving(request)) lingerOnClose(socket, request, limits.lingerMs);
    });
    // After it: an answer that went out without the header is closed all the same.
    response.once('finish', () => {
      if (bodyStillArriving(request) && !socket.writableEnded) socket.destroySoon();
    });
    watchBodyRate(request, response, limits);
  });
}
