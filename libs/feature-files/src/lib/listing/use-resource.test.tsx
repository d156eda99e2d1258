import type { ApiClient } from '@file-browser/api-client';
import type { Listing } from '@file-browser/api-contract';
import { QueryClient, QueryClientProvider, focusManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_REFRESH_MAX_ITEMS, useResource } from './use-resource';

afterEach(() => {
  focusManager.setFocused(undefined);
});

/** A client whose every folder holds `count` files, counting the requests. */
function folderOf(count: number) {
  const items = Array.from({ length: count }, (_, index) => ({
    path: `/f${String(index)}.txt`,
    name: `f${String(index)}.txt`,
    size: 1,
    modified: '2026-01-02T03:04:05Z',
    isDir: false,
    type: 'text',
  }));
  const listing = { path: '/', name: '', isDir: true, items } as unknown as Listing;
  const getResource = vi.fn(() => Promise.resolve(listing));
  return { client: { getResource } as unknown as ApiClient, getResource };
}

async function openThenRefocus(count: number) {
  const { client, getResource } = folderOf(count);
  const queries = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useResource(client, '/'), { wrapper });
  await waitFor(() => {
    expect(result.current.isSuccess).toBe(true);
  });
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  // Give a refetch, if one was started, the time to reach the client.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return getResource.mock.calls.length;
}

describe('useResource', () => {
  it('fetches a folder again when the window regains focus', async () => {
    expect(await openThenRefocus(3)).toBe(2);
  });

  it('leaves a very large folder alone on focus (it would re-download and re-draw it all)', async () => {
    expect(await openThenRefocus(FOCUS_REFRESH_MAX_ITEMS + 1)).toBe(1);
  });
});
