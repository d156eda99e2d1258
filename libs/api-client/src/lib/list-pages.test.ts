import { describe, expect, it, vi } from 'vitest';
import { createClient } from './api-client';

const folder = {
  numDirs: 1,
  numFiles: 4,
  sorting: { by: 'name', asc: false },
  path: '/big/',
  name: 'big',
  size: 4096,
  extension: '',
  modified: '2025-01-02T03:04:05Z',
  mode: 2147484141,
  isDir: true,
  isSymlink: false,
  type: '',
};
const entry = (name: string) => ({
  path: `/big/${name}`,
  name,
  size: 1,
  extension: '.txt',
  modified: '2025-01-02T03:04:05Z',
  mode: 420,
  isDir: false,
  isSymlink: false,
  type: 'text',
});
const NAMES = ['a', 'b', 'c', 'd', 'e'];

/** A fake server answering pages of a five-entry folder. */
function pagingFetch() {
  const urls: string[] = [];
  const fetch = vi.fn((input: string | URL) => {
    const url = new URL(input, 'http://x');
    urls.push(`${url.pathname}${url.search}`);
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const items = NAMES.slice(offset, offset + limit).map(entry);
    return Promise.resolve(Response.json({ items, ...folder, offset, limit, total: 5 }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls };
}

describe('listPage / listPages', () => {
  it('asks for one page with the paging query and checks the answer', async () => {
    const { fetch, urls } = pagingFetch();
    const client = createClient({ baseURL: '', token: 't', fetch });
    const page = await client.listPage('/big', {
      limit: 2,
      offset: 2,
      sort: 'size',
      order: 'desc',
    });
    expect(urls).toEqual(['/api/resources/big/?limit=2&offset=2&sort=size&order=desc']);
    expect(page.items.map((item) => item.name)).toEqual(['c', 'd']);
    expect(page).toMatchObject({ offset: 2, limit: 2, total: 5, numFiles: 4 });
  });

  it('yields pages until the total is reached', async () => {
    const { fetch, urls } = pagingFetch();
    const client = createClient({ baseURL: '', token: 't', fetch });
    const names: string[] = [];
    for await (const page of client.listPages('/big/', { pageSize: 2 })) {
      names.push(...page.items.map((item) => item.name));
    }
    expect(names).toEqual(NAMES);
    expect(urls).toHaveLength(3);
  });

  it('refuses a whole listing (a server without paging) as an invalid page', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(Response.json({ items: [], ...folder })),
    ) as unknown as typeof globalThis.fetch;
    const client = createClient({ baseURL: '', token: 't', fetch });
    await expect(client.listPage('/big', { limit: 2 })).rejects.toThrow(/Invalid response/);
  });
});
