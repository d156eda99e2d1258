import { ApiError, type ApiClient } from '@file-browser/api-client';
import {
  FIRST_PAGE_LIMIT,
  isListing,
  type ListingPage,
  type Resource,
} from '@file-browser/api-contract';
import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Above this many entries a folder is not fetched again each time the window regains focus: a
 * 100,000-entry listing is ~18 MB and most of a second of parsing and drawing, paid for every
 * switch back to the tab. It is still fetched again when it is opened again or after our own
 * changes; smaller folders keep the refresh on focus, which picks up changes made elsewhere.
 */
export const FOCUS_REFRESH_MAX_ITEMS = 10_000;

/** The whole folder's entry count (a first page holds fewer items than that). */
const entriesOf = (resource: Resource | undefined) =>
  resource && isListing(resource) ? resource.numDirs + resource.numFiles : 0;

/**
 * Whether `resource` is all there is: a file's info, a whole listing, or a first page that
 * holds the whole folder. A first page of a bigger folder is shown while the rest loads.
 */
export function isComplete(resource: Resource): boolean {
  if (!isListing(resource) || !('total' in resource)) return true;
  const page = resource as ListingPage;
  return page.offset === 0 && page.limit >= page.total;
}

/**
 * A folder's first page, or undefined when the path is a file after all (`/files/notes.txt/`):
 * the server answers a file's info there, paging or not, which is a successful answer that is
 * not a page. Errors of the request itself (404, 403, no connection) are thrown.
 */
async function firstPage(client: ApiClient, path: string, signal: AbortSignal) {
  try {
    return await client.listPage(path, { limit: FIRST_PAGE_LIMIT, signal });
  } catch (error) {
    const answered = error instanceof ApiError && error.status >= 200 && error.status < 300;
    if (answered) return undefined;
    throw error;
  }
}

/** Resolves after the next frame has been painted (at once where nothing is painted). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painting =
      typeof requestAnimationFrame === 'function' &&
      typeof document !== 'undefined' &&
      document.visibilityState !== 'hidden';
    // A timeout queued from a frame's callback runs once that frame has been painted.
    if (painting) requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the query's first page has been painted: when something shows the query (an
 * observer: the files screen) and a frame has been drawn since. Started at boot, the first page
 * often arrives before the screen's code; the whole listing (~18 MB for 100,000 entries) would
 * then be downloaded and parsed on the main thread while the screen mounts, and delay the first
 * rows by the parse. Rejects if the query is cancelled meanwhile.
 */
async function firstPageShown(queries: QueryClient, queryKey: QueryKey, signal: AbortSignal) {
  const cache = queries.getQueryCache();
  const query = cache.find({ queryKey, exact: true });
  const shown = () => !query || query.getObserversCount() > 0;
  if (!shown()) {
    await new Promise<void>((resolve, reject) => {
      const stop = cache.subscribe(() => {
        if (!shown()) return;
        stop();
        resolve();
      });
      signal.addEventListener('abort', () => {
        stop();
        reject(signal.reason as Error);
      });
    });
  }
  await nextPaint();
}

/**
 * The query of a folder listing or file info, also used to start it early (`prefetchQuery`).
 * A first load of a folder (its path ends with `/`, as the app's folder URLs do) asks for the
 * first {@link FIRST_PAGE_LIMIT} entries in the user's saved order, shows them as the query's
 * data, then, once they are painted, loads the whole listing in the same fetch; the page keeps the folder's totals, so
 * the list has its full height meanwhile. A reload with data already shown loads the whole
 * listing straight away (a page would replace what is on screen). A path without the slash
 * may be a file: it is asked for whole, as the server answers a file's info only so; a file
 * asked for with the slash is asked for again without paging (the route then drops the slash).
 */
export function resourceQuery(client: ApiClient, path: string) {
  return queryOptions({
    queryKey: ['resource', path],
    queryFn: async ({ signal, client: queries, queryKey }): Promise<Resource> => {
      if (path.endsWith('/') && queries.getQueryData(queryKey) === undefined) {
        const first = await firstPage(client, path, signal);
        if (!first) return client.getResource(path, { signal });
        if (isComplete(first)) return first;
        queries.setQueryData<Resource>(queryKey, first);
        await firstPageShown(queries, queryKey, signal);
      }
      return client.getResource(path, { signal });
    },
    retry: false,
    refetchOnWindowFocus: (query) => entriesOf(query.state.data) <= FOCUS_REFRESH_MAX_ITEMS,
  });
}

/**
 * Loads a folder listing or file info (see {@link resourceQuery}; {@link isComplete} tells a
 * first page from the whole). A new path cancels the request in flight (TanStack Query aborts
 * the signal), and the cancelled result is dropped silently (spec §4).
 * With `enabled` false it stays idle (a file's folder is only needed while a file is open).
 */
export function useResource(client: ApiClient, path: string, enabled = true) {
  return useQuery({ ...resourceQuery(client, path), enabled });
}
