import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * The plain-text body upstream sends when a handler ends with a status instead of data
 * (api-contract §0.3): `"<code> <reason>\n"`, with the cause in parentheses when there is one.
 * Upstream's client shows these strings and parses causes out of them. differs from upstream:
 * upstream gives a cause with 400 only; here a cause the code chose to give (a full disk, what a
 * move left behind, a lost race) reaches the client with any status. Errors nobody described
 * stay a bare 500, so nothing internal leaks.
 */
export function statusText(status: number, cause?: string): string {
  const reason = STATUS_CODES[status] ?? 'Unknown';
  const withCause = cause ? ` (${cause})` : '';
  return `${status} ${reason}${withCause}\n`;
}

/** Ends a request with a status-only response. */
export function sendStatus(reply: FastifyReply, status: number, cause?: string): FastifyReply {
  if (status === 204) return reply.code(204).send();
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .header('X-Content-Type-Options', 'nosniff')
    .send(statusText(status, cause));
}

/**
 * JSON the way upstream writes it: compact, with `<`, `>` and `&` escaped so a response can
 * never be read as HTML.
 */
export function serialiseJson(value: unknown): string {
  return escapeJsonText(JSON.stringify(value));
}

/**
 * JSON text with `<`, `>`, `&` and the two line separators written as `\u` escapes: they only
 * occur in its strings, where the escapes mean the same, and so it is safe inside a script
 * element of a page.
 */
export function escapeJsonText(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
