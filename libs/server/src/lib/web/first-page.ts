import { FIRST_PAGE_LIMIT } from '@file-browser/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The longest a page load waits for its folder's first page. A folder on a slow disk must not
 * hold the whole page: past this, the page goes without it and asks for it itself (the listing
 * started here goes on and warms the folder's cache for that request).
 */
const FIRST_PAGE_WAIT_MS = 300;

/** A folder's first page, being answered for the page that is being sent. */
export interface FirstPage {
  /** The API request it answers, as the page's script writes it. */
  url: string;
  /**
   * The API's answer (a 200's JSON body), as it would have sent it; undefined when the page
   * must ask for itself.
   */
  body: Promise<string | undefined>;
}

/**
 * The API request the page at `pathname` would send for its folder's first page: the folder's
 * segments decoded and encoded again with `encodeURIComponent`, as `index.html` does. Undefined
 * for pages that are not a folder's (`<base>/files/…/`) or a malformed address.
 */
export function firstPageUrl(baseURL: string, pathname: string): string | undefined {
  const files = `${baseURL}/files/`;
  if (!pathname.startsWith(files) || !pathname.endsWith('/')) return undefined;
  try {
    const folder = pathname
      .slice(files.length - 1)
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
      .join('/');
    return `${baseURL}/api/resources${folder}?limit=${String(FIRST_PAGE_LIMIT)}&offset=0`;
  } catch {
    return undefined;
  }
}

/**
 * The first page of the folder a page load at `request`'s address opens, when the request
 * carries the session's `auth` cookie (set by the web app with its token, sent by the browser
 * on same-site navigations only): asked of the API itself at once, through the same route,
 * checks and caches as the page's own request, so the page needs no second round trip and the
 * listing starts before the browser has even parsed the page's head. Only a plain 200 is
 * handed over; anything else (no session, an error, a token to renew, past
 * {@link FIRST_PAGE_WAIT_MS}) leaves the page to ask for itself, as without this.
 */
export function firstPageFor(
  app: FastifyInstance,
  request: FastifyRequest,
  baseURL: string,
): FirstPage | undefined {
  const cookie = request.headers.cookie;
  if (!cookie || !/(?:^|;)\s*auth=/.test(cookie)) return undefined;
  const pathname = request.url.split('?', 1)[0] ?? '';
  const url = firstPageUrl(baseURL, pathname);
  if (!url) return undefined;
  return { url, body: answered(app, url, cookie) };
}

/** The API's answer to `url` for the session in `cookie`, if a plain 200 in time. */
async function answered(
  app: FastifyInstance,
  url: string,
  cookie: string,
): Promise<string | undefined> {
  const waited = new AbortController();
  const answer = app.inject({ method: 'GET', url, headers: { cookie } }).catch(() => undefined);
  const settled = await Promise.race([
    answer,
    sleep(FIRST_PAGE_WAIT_MS, undefined, { signal: waited.signal }).catch(() => undefined),
  ]);
  waited.abort();
  if (!settled || settled.statusCode !== 200) return undefined;
  if (settled.headers['x-renew-token'] === 'true') return undefined;
  return settled.body;
}
