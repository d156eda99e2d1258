import type { IncomingHttpHeaders } from 'node:http';

function listMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Seconds-precision comparison, as HTTP dates have no fractions. */
function modifiedAfter(mtimeMs: number, header: string | undefined): boolean | undefined {
  if (!header) return undefined;
  const date = Date.parse(header);
  if (Number.isNaN(date)) return undefined;
  return Math.floor(mtimeMs / 1000) * 1000 > date;
}

/**
 * Evaluates conditional request headers for a GET (RFC 9110 §13.2.2, the order Go's
 * `ServeContent` uses): 412 when `If-Match`/`If-Unmodified-Since` fail, 304 when
 * `If-None-Match`/`If-Modified-Since` say the client's copy is current, otherwise 200.
 */
export function checkConditions(
  headers: IncomingHttpHeaders,
  file: { etag: string; mtimeMs: number },
): 200 | 304 | 412 {
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    if (!listMatches(ifMatch, file.etag)) return 412;
  } else if (modifiedAfter(file.mtimeMs, headers['if-unmodified-since']) === true) {
    return 412;
  }
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) return listMatches(ifNoneMatch, file.etag) ? 304 : 200;
  return modifiedAfter(file.mtimeMs, headers['if-modified-since']) === false ? 304 : 200;
}
