import { HttpError } from '../core/http-error';

/** Which slice of the results a client asked for; `limit` null = all of them. */
export interface Page {
  offset: number;
  limit: number | null;
}

function count(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw new HttpError(400, `${name} must be a whole number`);
  return Number(raw);
}

/**
 * Reads our optional paging parameters, `offset` (results to skip) and `limit` (most results to
 * send). Upstream has none, so without them every result is sent (api-contract §7).
 */
export function pageOf(url: string): Page {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const params = new URLSearchParams(search);
  return { offset: count(params, 'offset') ?? 0, limit: count(params, 'limit') };
}

/**
 * The page's slice of `source`, which is not read further once the page is full; `source` itself
 * when the page is everything (one async hand-over less per result).
 */
export function paged<T>(source: AsyncIterable<T>, page: Page): AsyncIterable<T> {
  return page.offset === 0 && page.limit === null ? source : slice(source, page);
}

async function* slice<T>(source: AsyncIterable<T>, page: Page): AsyncGenerator<T> {
  if (page.limit === 0) return;
  const end = page.limit === null ? Infinity : page.offset + page.limit;
  let index = 0;
  for await (const item of source) {
    if (index >= page.offset) yield item;
    if (++index >= end) return;
  }
}
