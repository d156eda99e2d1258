import type { FileInfo, Listing, ListingPage } from '@file-browser/api-contract';
import { mkdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { FolderCache } from '../listing/folder-cache';
import { PICKED_MAX } from '../listing/listing-order';
import { Pacer } from '../listing/pacing';
import { addTestUser, denyRule } from '../../testing/resources';
import { localDisk } from '../drivers/local-disk/local-disk';

const fixture: Record<string, string | null | { link: string }> = {
  'data/mix/.hidden': 'dot',
  'data/mix/movie.mp4': 'video',
  'data/mix/movie.srt': '1\n00:00:01,000 --> 00:00:02,000\nhi\n',
  'data/mix/secret/inner.txt': 'no',
  'data/mix/inside': { link: 'data/mix/sub1' },
  'data/mix/outside': { link: 'elsewhere' },
  'data/mix/broken': { link: 'data/mix/nothing-here' },
  'elsewhere/x.txt': 'outside the root',
};
for (let i = 0; i < 40; i++) fixture[`data/mix/file${i}.txt`] = 'x'.repeat((i * 37) % 50);
for (let i = 0; i < 6; i++) fixture[`data/mix/sub${i}`] = null;

const names = (items: FileInfo[]) => items.map((item) => item.name);

describe('GET /api/resources{folder}?limit=&offset= (paged listings)', () => {
  let test: TestServer;
  let token: string;

  const get = (path: string, as = token) => test.request(`/api/resources${path}`, { token: as });
  const whole = async (query: string, as = token) =>
    (await (await get(`/mix/${query}`, as)).json()) as Listing;
  const pages = async (query: string, size: number, as = token) => {
    const items: FileInfo[] = [];
    let page: ListingPage;
    let offset = 0;
    do {
      const response = await get(`/mix/?limit=${size}&offset=${offset}${query}`, as);
      expect(response.status).toBe(200);
      page = (await response.json()) as ListingPage;
      items.push(...page.items);
      offset += page.limit;
    } while (offset < page.total);
    return { items, last: page };
  };

  beforeAll(async () => {
    test = await startTestServer(fixture);
    token = await test.login();
    // Distinct times, in an order unrelated to the names.
    for (let i = 0; i < 40; i++) {
      const when = new Date(Date.UTC(2020, 0, 1) + ((i * 7919) % 40) * 60_000);
      utimesSync(join(test.root, 'mix', `file${i}.txt`), when, when);
    }
  });
  afterAll(async () => {
    await test.close();
  });

  for (const sort of ['name', 'size', 'modified'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`concatenated pages equal the whole listing, sort=${sort}&order=${order}`, async () => {
        const query = `&sort=${sort}&order=${order}`;
        const all = await whole(`?${query.slice(1)}`);
        const { items, last } = await pages(query, 7);
        expect(items).toEqual(all.items);
        expect(last).toMatchObject({ numDirs: all.numDirs, numFiles: all.numFiles, limit: 7 });
        expect(last.total).toBe(all.items.length);
        expect(last.sorting).toEqual(all.sorting);
      });
    }
  }

  // Pages ending within PICKED_MAX are picked in one pass; later ones slice the sorted folder.
  it('agrees with the whole listing on both sides of the picked pages’ limit', async () => {
    const folder = join(test.root, 'many');
    mkdirSync(folder);
    for (let i = 0; i < PICKED_MAX + 300; i++) {
      const name = `${i % 3 === 0 ? 'Item' : 'item'}-${String((i * 7919) % 2000)}${i % 5 === 0 ? '' : '.txt'}`;
      if (i % 97 === 0) mkdirSync(join(folder, name));
      else writeFileSync(join(folder, name), 'x'.repeat(i % 13));
    }
    for (const query of ['sort=name&order=asc', 'sort=name&order=desc', 'sort=size&order=asc']) {
      const all = (await (await get(`/many/?${query}`)).json()) as Listing;
      for (const offset of [PICKED_MAX - 20, PICKED_MAX - 10, PICKED_MAX + 150]) {
        const response = await get(`/many/?limit=20&offset=${offset}&${query}`);
        const page = (await response.json()) as ListingPage;
        expect(names(page.items)).toEqual(names(all.items.slice(offset, offset + 20)));
      }
    }
  });

  it('keeps upstream’s shape and the saved sorting without the new parameters', async () => {
    const all = await whole('');
    expect(Object.keys(all).slice(0, 5)).toEqual([
      'items',
      'numDirs',
      'numFiles',
      'sorting',
      'path',
    ]);
    expect(all).not.toHaveProperty('total');
    // The admin's saved sorting: names, upstream's asc=false meaning A→Z, folders first.
    expect(names(all.items).slice(0, 8)).toEqual(
      ['inside', 'sub0', 'sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'secret'].sort((a, b) =>
        a.localeCompare(b),
      ),
    );
    const { items } = await pages('', 10);
    expect(items).toEqual(all.items);
    // Links out of the root are left out, broken ones inside shown; subtitles found.
    expect(names(all.items)).not.toContain('outside');
    expect(all.items.find((item) => item.name === 'broken')?.type).toBe('invalid_link');
    expect(all.items.find((item) => item.name === 'movie.mp4')?.subtitles).toEqual([
      '/mix/movie.srt',
    ]);
    expect(all.numDirs + all.numFiles).toBe(all.items.length);
  });

  it('answers one page with the folder’s totals and where the page lies', async () => {
    const response = await get('/mix/?limit=5&offset=3&sort=name&order=desc');
    const page = (await response.json()) as ListingPage;
    const all = await whole('?sort=name&order=desc');
    expect(page).toMatchObject({ offset: 3, limit: 5, total: all.items.length, path: '/mix/' });
    expect(page.sorting).toEqual({ by: 'name', asc: true });
    expect(page.items).toEqual(all.items.slice(3, 8));
    const past = (await (await get('/mix/?limit=5&offset=1000')).json()) as ListingPage;
    expect(past.items).toEqual([]);
  });

  it('refuses bad paging parameters with 400 and the cause', async () => {
    for (const query of [
      'limit=0',
      'limit=10001',
      'limit=abc',
      'limit=1.5',
      'limit=5&offset=-1',
      'offset=5',
      'limit=5&sort=colour',
      'limit=5&order=up',
    ]) {
      const response = await get(`/mix/?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text(), query).toMatch(/^400 Bad Request \(.+\)/);
    }
    expect((await get('/mix/?limit=10000')).status).toBe(200);
  });

  it('respects hidden files and rules in pages and totals', async () => {
    const user = await addTestUser(test, 'hider', {
      hideDotfiles: true,
      rules: [denyRule('/mix/secret')],
    });
    const all = await whole('', user);
    expect(names(all.items)).not.toContain('.hidden');
    expect(names(all.items)).not.toContain('secret');
    const { items, last } = await pages('&sort=size&order=desc', 6, user);
    expect(items).toEqual((await whole('?sort=size&order=desc', user)).items);
    expect(last.total).toBe(all.items.length);
    expect(last.numDirs).toBe(all.numDirs);
  });

  it('shows our own writes on the next page at once', async () => {
    const first = (await (await get('/mix/?limit=100&sort=size&order=desc')).json()) as ListingPage;
    const upload = await test.request('/api/resources/mix/new.txt', {
      method: 'POST',
      token,
      body: 'y'.repeat(500),
    });
    expect(upload.status).toBe(200);
    let page = (await (await get('/mix/?limit=100&sort=size&order=desc')).json()) as ListingPage;
    expect(page.total).toBe(first.total + 1);
    expect(page.items[0]?.name).toBe('new.txt');
    // A write into a file leaves the folder's times alone: only the invalidation tells.
    const save = await test.request('/api/resources/mix/file0.txt', {
      method: 'PUT',
      token,
      body: 'z'.repeat(900),
    });
    expect(save.status).toBe(200);
    page = (await (await get('/mix/?limit=100&sort=size&order=desc')).json()) as ListingPage;
    expect(names(page.items).slice(0, 2)).toEqual(['file0.txt', 'new.txt']);
    const move = await test.request(
      `/api/resources/mix/new.txt?action=rename&destination=${encodeURIComponent('/mix/renamed.txt')}`,
      { method: 'PATCH', token },
    );
    expect(move.status).toBe(200);
    page = (await (await get('/mix/?limit=100&sort=size&order=desc')).json()) as ListingPage;
    expect(names(page.items)).toContain('renamed.txt');
    expect(names(page.items)).not.toContain('new.txt');
    expect(
      (await test.request('/api/resources/mix/renamed.txt', { method: 'DELETE', token })).status,
    ).toBe(204);
    page = (await (await get('/mix/?limit=100&sort=size&order=desc')).json()) as ListingPage;
    expect(page.total).toBe(first.total);
  });

  it('lists a write as soon as it is answered: the cache forgets before the answer goes', async () => {
    for (let round = 1; round <= 20; round++) {
      const save = await test.request('/api/resources/mix/file1.txt', {
        method: 'PUT',
        token,
        body: 'w'.repeat(round),
      });
      expect(save.status).toBe(200);
      const listed = await whole('?limit=100');
      expect(listed.items.find((item) => item.name === 'file1.txt')?.size).toBe(round);
    }
  });

  it('re-reads a folder changed outside the server, and nothing else', async () => {
    mkdirSync(join(test.root, 'settled'));
    writeFileSync(join(test.root, 'settled', 'a.txt'), 'a');
    // Past the settle time: the table read now is trusted while the folder's times hold.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const real = join(test.root, 'settled');
    const before = (await (await get('/settled/?limit=10')).json()) as ListingPage;
    expect(names(before.items)).toEqual(['a.txt']);
    const disk = localDisk();
    // A cache like the server's own (each server holds one; issue 31).
    const folderCache = new FolderCache();
    const cached = await folderCache.folder(
      disk,
      real,
      statSync(real, { bigint: true }),
      new Pacer(),
    );
    const again = await folderCache.folder(
      disk,
      real,
      statSync(real, { bigint: true }),
      new Pacer(),
    );
    // An unchanged folder: the same table, no readdir, no stat per entry.
    expect(again).toBe(cached);
    writeFileSync(join(test.root, 'settled', 'b.txt'), 'b');
    const after = (await (await get('/settled/?limit=10')).json()) as ListingPage;
    expect(names(after.items)).toEqual(['a.txt', 'b.txt']);
    const whole = (await (await get('/settled/')).json()) as Listing;
    expect(names(whole.items)).toEqual(['a.txt', 'b.txt']);
  });
});
