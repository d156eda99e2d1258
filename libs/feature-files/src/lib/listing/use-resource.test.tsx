import type { ApiClient } from '@file-browser/api-client';
import { FIRST_PAGE_LIMIT, isListing, type Listing } from '@file-browser/api-contract';
import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withListPage } from '../../testing/fake-pages';
import { FOCUS_REFRESH_MAX_ITEMS, isComplete, resourceQuery, useResource } from './use-resource';

afterEach(() => {
  focusManager.setFocused(undefined);
});

/** A client whose every folder holds `count` files, counting the requests (pages and wholes). */
function folderOf(count: number) {
  const items = Array.from({ length: count }, (_, index) => ({
    path: `/f${String(index)}.txt`,
    name: `f${String(index)}.txt`,
    size: 1,
    modified: '2026-01-02T03:04:05Z',
    isDir: false,
    type: 'text',
  }));
  const listing = {
    path: '/',
    name: '',
    isDir: true,
    items,
    numDirs: 0,
    numFiles: count,
  } as unknown as Listing;
  // A little later, as over a network: a first page is drawn before the whole arrives.
  const getResource = vi.fn(
    () =>
      new Promise<Listing>((resolve) => {
        setTimeout(() => {
          resolve(listing);
        }, 5);
      }),
  );
  const fake = withListPage({ getResource });
  return { client: fake as unknown as ApiClient, requests: () => getResource.mock.calls.length };
}

/** Renders the hook on `/`; `seen` gets each new count of loaded entries. */
function renderResource(client: ApiClient, seen: number[] = [], queries = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      const query = useResource(client, '/');
      const data = query.data;
      if (data && isListing(data) && seen.at(-1) !== data.items.length)
        seen.push(data.items.length);
      return query;
    },
    { wrapper },
  );
}

/** Requests made when the window regains focus after the folder has loaded. */
async function openThenRefocus(count: number) {
  const { client, requests } = folderOf(count);
  const { result } = renderResource(client);
  await waitFor(() => {
    expect(result.current.data && isComplete(result.current.data)).toBe(true);
  });
  const before = requests();
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  // Give a refetch, if one was started, the time to reach the client.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return requests() - before;
}

describe('useResource', () => {
  it('fetches a folder again when the window regains focus', async () => {
    expect(await openThenRefocus(3)).toBe(1);
  });

  it('leaves a very large folder alone on focus (it would re-download and re-draw it all)', async () => {
    expect(await openThenRefocus(FOCUS_REFRESH_MAX_ITEMS + 1)).toBe(0);
  });

  it('answers a small folder with its one page, and a big one with a first page, then the whole', async () => {
    const small = folderOf(3);
    const { result } = renderResource(small.client);
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(result.current.data && isComplete(result.current.data)).toBe(true);
    expect(small.requests()).toBe(1);

    const big = folderOf(FIRST_PAGE_LIMIT + 1);
    const seen: number[] = [];
    const { result: bigResult } = renderResource(big.client, seen);
    await waitFor(() => {
      const data = bigResult.current.data;
      expect(data && isComplete(data)).toBe(true);
    });
    expect(seen).toEqual([FIRST_PAGE_LIMIT, FIRST_PAGE_LIMIT + 1]);
  });

  it('asks for the rest of a big folder only once its first page is shown', async () => {
    const big = folderOf(FIRST_PAGE_LIMIT + 1);
    const queries = new QueryClient();
    // Started early (at boot), before the screen that shows it has mounted.
    void queries.query(resourceQuery(big.client, '/'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(big.requests()).toBe(1);

    const seen: number[] = [];
    const { result } = renderResource(big.client, seen, queries);
    await waitFor(() => {
      const data = result.current.data;
      expect(data && isComplete(data)).toBe(true);
    });
    expect(big.requests()).toBe(2);
    expect(seen).toEqual([FIRST_PAGE_LIMIT, FIRST_PAGE_LIMIT + 1]);
  });
});
