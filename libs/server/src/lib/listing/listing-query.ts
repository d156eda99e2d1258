import type { Sorting } from '@file-browser/api-contract';
import { listingQuerySchema, MAX_PAGE_LIMIT } from '@file-browser/api-contract';
import { z } from 'zod';
import { HttpError } from '../core/http-error';

/** What a folder request asks for: which order, and one page or the whole listing. */
export interface ListingAsk {
  sorting: Sorting;
  page: { offset: number; limit: number } | null;
}

const PARAMS = ['limit', 'offset', 'sort', 'order'] as const;

/**
 * Reads the paging query (api-contract `listingQuerySchema`, ours): 400 with the cause for a
 * bad value. `sort`/`order` name the visible order; the answer's `sorting` is upstream's wire
 * form of it, where names invert `asc` (api-contract §2.4). Without them the saved sorting
 * applies as it is, quirks included.
 */
export function listingAskOf(query: URLSearchParams, saved: Sorting): ListingAsk {
  const raw = Object.fromEntries(
    PARAMS.flatMap((name) => {
      const value = query.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const parsed = z.safeParse(listingQuerySchema, raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, `${issue?.path.join('.') ?? 'query'}: ${issue?.message ?? 'invalid'}`);
  }
  const { limit, offset, sort, order } = parsed.data;
  if (offset !== undefined && limit === undefined) throw new HttpError(400, 'offset needs limit');
  let sorting = saved;
  if (sort !== undefined || order !== undefined) {
    const by = sort ?? saved.by;
    const ascending = (order ?? 'asc') === 'asc';
    sorting = { by, asc: by === 'name' ? !ascending : ascending };
  }
  if (limit === undefined) return { sorting, page: null };
  const pageLimit = Number(limit);
  if (pageLimit < 1 || pageLimit > MAX_PAGE_LIMIT) {
    throw new HttpError(400, `limit: must be from 1 to ${MAX_PAGE_LIMIT}`);
  }
  const pageOffset = Number(offset ?? '0');
  if (!Number.isSafeInteger(pageOffset)) throw new HttpError(400, 'offset: too large');
  return { sorting, page: { offset: pageOffset, limit: pageLimit } };
}
