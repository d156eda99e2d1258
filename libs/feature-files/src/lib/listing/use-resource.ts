import type { ApiClient } from '@file-browser/api-client';
import { isListing, type Resource } from '@file-browser/api-contract';
import { useQuery } from '@tanstack/react-query';

/**
 * Above this many entries a folder is not fetched again each time the window regains focus: a
 * 100,000-entry listing is ~18 MB and most of a second of parsing and drawing, paid for every
 * switch back to the tab. It is still fetched again when it is opened again or after our own
 * changes; smaller folders keep the refresh on focus, which picks up changes made elsewhere.
 */
export const FOCUS_REFRESH_MAX_ITEMS = 10_000;

const entriesOf = (resource: Resource | undefined) =>
  resource && isListing(resource) ? resource.items.length : 0;

/**
 * Loads a folder listing or file info. A new path cancels the request in flight (TanStack
 * Query aborts the signal), and the cancelled result is dropped silently (spec §4).
 * With `enabled` false it stays idle (a file's folder is only needed while a file is open).
 */
export function useResource(client: ApiClient, path: string, enabled = true) {
  return useQuery({
    queryKey: ['resource', path],
    queryFn: ({ signal }) => client.getResource(path, { signal }),
    retry: false,
    enabled,
    refetchOnWindowFocus: (query) => entriesOf(query.state.data) <= FOCUS_REFRESH_MAX_ITEMS,
  });
}
