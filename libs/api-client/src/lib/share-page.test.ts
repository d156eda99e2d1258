import { describe, expect, it, vi } from 'vitest';
import { createClient } from './api-client';

const entry = (name: string, isDir = false) => ({
  path: `/${name}`,
  name,
  size: 1,
  extension: isDir ? '' : '.txt',
  modified: '2025-01-02T03:04:05Z',
  mode: 420,
  isDir,
  isSymlink: false,
  type: isDir ? '' : 'text',
});
const folder = {
  ...entry('trip', true),
  path: '/',
  numDirs: 1,
  numFiles: 4,
  sorting: { by: 'name', asc: false },
};
const NAMES = ['a', 'b', 'c', 'd', 'e'];

/**
 * A fake public share endpoint: pages of a five-entry folder at `/`, a file at `/notes.txt`
 * (its info, whatever the paging); records each request's URL, password header and session
 * token.
 */
function shareFetch() {
  const requests: { url: string; password: string | null; xAuth: string | null }[] = [];
  const fetch = vi.fn((input: string | URL, init?: RequestInit) => {
    const url = new URL(input, 'http://x');
    const headers = new Headers(init?.headers);
    requests.push({
      url: `${url.pathname}${url.search}`,
      password: headers.get('X-SHARE-PASSWORD'),
      xAuth: headers.get('X-Auth'),
    });
    if (url.pathname.endsWith('/notes.txt')) {
      return Promise.resolve(Response.json({ ...entry('notes.txt'), path: '', token: 'tok' }));
    }
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const items = NAMES.slice(offset, offset + limit).map((name) => entry(name, name === 'a'));
    return Promise.resolve(
      Response.json({ items, ...folder, offset, limit, total: 5, token: 'tok' }),
    );
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe('listSharePage', () => {
  it("asks for one page of a shared folder with the share's credentials", async () => {
    const { fetch, requests } = shareFetch();
    const client = createClient({ baseURL: '/fb', token: 'session', fetch });
    const page = await client.listSharePage('abc-_123', '/sub dir/', {
      limit: 2,
      offset: 2,
      sort: 'modified',
      order: 'asc',
      password: 'p w+',
      token: 'tok',
    });
    expect(requests).toEqual([
      {
        url: '/fb/api/public/share/abc-_123/sub%20dir/?token=tok&limit=2&offset=2&sort=modified&order=asc',
        password: 'p%20w%2B',
        // Anonymous: a visitor's session token never goes to a public share.
        xAuth: null,
      },
    ]);
    expect(page).toMatchObject({ offset: 2, limit: 2, total: 5, numDirs: 1, token: 'tok' });
    expect('items' in page && page.items.map((item) => item.name)).toEqual(['c', 'd']);
  });

  it("answers a file's info when the location is a file", async () => {
    const { fetch } = shareFetch();
    const client = createClient({ baseURL: '', fetch });
    const file = await client.listSharePage('abcdefgh', '/notes.txt', { limit: 200 });
    expect(file).toMatchObject({ name: 'notes.txt', isDir: false, token: 'tok' });
    expect('items' in file).toBe(false);
  });

  it('refuses a whole listing (a server without share paging) as an invalid page', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json({ items: [], ...folder })),
    ) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseURL: '', fetch });
    await expect(client.listSharePage('abcdefgh', '/', { limit: 2 })).rejects.toThrow(
      /Invalid response/,
    );
  });

  it('reports a wrong password as a 401 without ending a session', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(() =>
      Promise.resolve(new Response('401 Unauthorized', { status: 401 })),
    ) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseURL: '', token: 'session', fetch, onUnauthorized });
    await expect(
      client.listSharePage('abcdefgh', '/', { limit: 2, password: 'wrong' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
