import type { Sorting } from '@file-browser/api-contract';
import { encodePath } from './encode-path';

/**
 * A PATCH `destination` the way upstream's client builds it (api-contract §2.10): each segment
 * encoded, then the whole value encoded again by the query string, because the server
 * query-unescapes it a second time. Pass the result as the raw query value.
 */
export function encodeDestination(path: string): string {
  return encodePath(path);
}

/**
 * The `files=` selection of an archive download (api-contract §3.2): full paths, each
 * segment-encoded, joined with commas (the query string encodes the whole list once more).
 */
export function encodeFiles(paths: readonly string[]): string {
  return paths.map((path) => encodePath(path)).join(',');
}

/** Which way a listing is sorted, as a user sees it. */
export type SortOrder = 'ascending' | 'descending';

/**
 * The `sorting` to send for a column and a visible order. Upstream inverts `asc` for names
 * (api-contract §2.4: `asc: false` lists A→Z), so this hides the quirk.
 */
export function wireSorting(by: string, order: SortOrder): Sorting {
  const ascending = order === 'ascending';
  return { by, asc: by === 'name' ? !ascending : ascending };
}

/** The visible order of a `sorting` preference, undoing the name quirk of {@link wireSorting}. */
export function sortOrderOf(sorting: Sorting): SortOrder {
  const ascending = sorting.by === 'name' ? !sorting.asc : sorting.asc;
  return ascending ? 'ascending' : 'descending';
}
