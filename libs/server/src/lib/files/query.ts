import { HttpError } from '../core/http-error';
import { canonicalPath } from './paths';

/** The query string of a request URL, decoded once (`+` is a space, as in forms). */
export function queryOf(url: string): URLSearchParams {
  const start = url.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : url.slice(start + 1));
}

/** Upstream's flags are true only for the literal `true`. */
export function flag(query: URLSearchParams, name: string): boolean {
  return query.get(name) === 'true';
}

/**
 * A `destination` as upstream reads it (api-contract §2.10): after the query decoding it is
 * query-unescaped once more (the client encodes names twice), then canonicalised without a
 * trailing slash. differs from upstream: a malformed escape is 400 with its cause, not 500.
 */
export function destinationPath(query: URLSearchParams): string {
  const raw = query.get('destination');
  if (raw === null || raw === '') throw new HttpError(400, 'missing destination');
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    throw new HttpError(400, 'malformed percent-encoding in destination');
  }
  if (decoded.includes('\0')) throw new HttpError(400, 'NUL byte in destination');
  return canonicalPath(decoded).replace(/\/+$/, '') || '/';
}
