import type { ApiClient } from '@file-browser/api-client';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { tokenFor } from '../../testing/render-app';
import { appRoutes } from './app-routes';
import { prefetchAtBoot } from './listing-prefetch';

/** A page load at `path` with `stored` in local storage, whose renewal never answers. */
function boot(path: string, stored: string | null) {
  const client = {
    listPage: vi.fn(() => new Promise(() => undefined)),
    getResource: vi.fn(() => new Promise(() => undefined)),
    renew: vi.fn(() => new Promise(() => undefined)),
  };
  const loadScreen = vi.fn(() => Promise.resolve());
  const started = prefetchAtBoot({
    router: createMemoryRouter(appRoutes(), { initialEntries: [path] }),
    tokens: { load: () => stored, save: vi.fn(), clear: vi.fn() },
    queries: new QueryClient(),
    client: client as unknown as ApiClient,
    loadScreen,
  });
  return { started, client, loadScreen };
}

describe('prefetchAtBoot', () => {
  it("asks for a folder's first page and the files screen at once, before the session renews", () => {
    const { started, client, loadScreen } = boot('/files/big/', tokenFor(makeTokenUser()));
    expect(started).toBe(true);
    expect(client.listPage).toHaveBeenCalledWith('/big/', expect.objectContaining({ limit: 200 }));
    expect(client.renew).not.toHaveBeenCalled();
    expect(loadScreen).toHaveBeenCalledTimes(1);
  });

  it('waits for the session without a usable stored token, and outside the files pages', () => {
    const expired = tokenFor(makeTokenUser()).replace(/\.[^.]*\./, `.${btoa('{"exp":1}')}.`);
    for (const { path, token } of [
      { path: '/files/big/', token: null },
      { path: '/files/big/', token: expired },
      { path: '/settings/profile', token: tokenFor(makeTokenUser()) },
    ]) {
      const { started, client } = boot(path, token);
      expect(started).toBe(false);
      expect(client.listPage).not.toHaveBeenCalled();
    }
  });
});
