import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { eventually } from '../../testing/search-index';
import { tusClient } from '../../testing/tus-uploads';
import { addTestUser, patchQuery } from '../../testing/resources';

// Issue 27 item 2: served with the database inside the root (`--root` = the folder holding
// `fb.db`), the server's own files are nobody's: not listed, read, searched, archived, shared,
// overwritten, moved, copied or deleted, by a plain user or the admin, or through a link.
const OWN = ['fb.db', 'fb.db-wal', 'fb.db-shm', 'fb.db-search', 'fb.db.uploads', 'previews'];

describe("the server's own files inside the served root (issue 27)", () => {
  let test: TestServer;
  let admin: string;
  let user: string;
  const dbBytes = () => readFileSync(join(test.base, 'fb.db'));

  beforeAll(async () => {
    test = await startTestServer(
      { 'a.txt': 'hello', 'data/b.txt': 'b', 'link.db': { link: 'fb.db' } },
      { root: '.' },
    );
    admin = await test.login();
    user = await addTestUser(test, 'alice', {
      perm: { create: true, rename: true, modify: true, delete: true, share: true, download: true },
    });
    // Make the staging folder and a WAL exist, so there is something to hide.
    expect((await tusClient(test, user).create('/data/up.bin', 4)).status).toBe(201);
  });
  afterAll(async () => {
    await test.close();
  });

  it('reports them at start-up', () => {
    expect(test.server.ownFilesInRoot.map((own) => own.what)).toEqual([
      'database',
      'search index',
      'upload staging',
      'preview cache',
    ]);
    expect(test.server.ownFilesInRoot[0]?.path).toBe(join(test.base, 'fb.db'));
  });

  it('leaves them out of the listing, links to them included', async () => {
    expect(existsSync(join(test.base, 'fb.db.uploads'))).toBe(true);
    for (const token of [admin, user]) {
      const response = await test.request('/api/resources/', { token });
      const names = ((await response.json()) as { items: { name: string }[] }).items.map(
        (item) => item.name,
      );
      expect(names.sort()).toEqual(['a.txt', 'data']);
    }
  });

  it('refuses to read, download, archive or share them (404)', async () => {
    for (const token of [admin, user]) {
      for (const name of [...OWN, 'link.db', 'fb.db-journal', 'fb.db-search-wal']) {
        for (const path of [`/api/resources/${name}`, `/api/raw/${name}`]) {
          expect((await test.request(path, { token })).status, path).toBe(404);
        }
        const share = await test.request(`/api/share/${name}`, { method: 'POST', token });
        expect(share.status, name).toBe(404);
      }
      expect((await test.request('/api/preview/thumb/fb.db', { token })).status).toBe(404);
      for (const path of ['/api/raw/?algo=tar', '/api/raw/?files=/fb.db,/a.txt&algo=tar']) {
        const archive = Buffer.from(await (await test.request(path, { token })).arrayBuffer());
        expect(archive.includes('a.txt'), path).toBe(true);
        expect(archive.includes('fb.db'), path).toBe(false);
        expect(archive.includes('SQLite format'), path).toBe(false);
      }
    }
  });

  it('finds none of them in search, from the walk and from the index', async () => {
    const search = async () => {
      const response = await test.request('/api/search/?query=fb.db', { token: user });
      return { source: response.headers.get('x-search-source'), body: await response.text() };
    };
    expect((await search()).body).toBe('');
    await eventually(search, (answer) => answer.source === 'index');
    expect(await search()).toEqual({ source: 'index', body: '' });
    const previews = await test.request('/api/search/?query=previews', { token: user });
    expect(await previews.text()).toBe('');
  });

  it('refuses every write onto them and leaves the database unchanged', async () => {
    const before = dbBytes();
    const attempts: [string, string, number][] = [
      ['PUT', '/api/resources/fb.db', 404],
      ['POST', '/api/resources/fb.db?override=true', 403],
      ['POST', '/api/resources/fb.db-journal', 403],
      ['POST', '/api/resources/fb.db.uploads/x', 403],
      ['POST', '/api/resources/previews/', 403],
      ['PUT', '/api/resources/link.db', 404],
      ['DELETE', '/api/resources/fb.db', 404],
      ['DELETE', '/api/resources/fb.db-wal', 404],
      ['DELETE', '/api/resources/fb.db.uploads', 404],
      ['PATCH', `/api/resources/a.txt${patchQuery('rename', '/fb.db', { override: true })}`, 403],
      ['PATCH', `/api/resources/a.txt${patchQuery('copy', '/fb.db', { override: true })}`, 403],
      ['PATCH', `/api/resources/a.txt${patchQuery('copy', '/fb.db-shm')}`, 403],
      ['PATCH', `/api/resources/fb.db${patchQuery('rename', '/data/x.db')}`, 404],
      ['PATCH', `/api/resources/fb.db${patchQuery('copy', '/data/x.db')}`, 404],
      ['PATCH', `/api/resources/link.db${patchQuery('copy', '/data/x.db')}`, 404],
    ];
    for (const token of [admin, user]) {
      for (const [method, path, status] of attempts) {
        const response = await test.request(path, {
          method,
          token,
          body: method === 'PUT' || method === 'POST' ? 'evil' : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(status);
      }
      expect((await tusClient(test, token).create('/fb.db-journal', 4)).status).toBe(403);
    }
    expect(existsSync(join(test.base, 'fb.db-journal'))).toBe(false);
    expect(existsSync(join(test.base, 'data', 'x.db'))).toBe(false);
    expect(readFileSync(join(test.base, 'a.txt'), 'utf8')).toBe('hello');
    expect(dbBytes().subarray(0, 16).toString()).toBe('SQLite format 3\0');
    expect(dbBytes().length).toBeGreaterThanOrEqual(before.length);
    expect(dbBytes().includes('evil')).toBe(false);
    // Still the same working database.
    expect((await test.request('/api/resources/a.txt', { token: user })).status).toBe(200);
  });
});

describe("a folder holding the server's own files (issue 27 item 2)", () => {
  let test: TestServer;
  let admin: string;
  const db = () => join(test.root, 'state', 'fb.db');

  beforeAll(async () => {
    // The database in a folder of the root, beside a file of the user's.
    test = await startTestServer(
      { 'data/state/notes.txt': 'mine' },
      { database: 'data/state/fb.db' },
    );
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  it('may not be deleted, moved or replaced; the database stays where it is', async () => {
    const attempts: [string, string][] = [
      ['DELETE', '/api/resources/state'],
      ['PATCH', `/api/resources/state${patchQuery('rename', '/moved')}`],
      ['PATCH', `/api/resources/notes-copy${patchQuery('rename', '/state', { override: true })}`],
    ];
    await test.request('/api/resources/notes-copy', { method: 'POST', token: admin, body: 'x' });
    for (const [method, path] of attempts) {
      const response = await test.request(path, { method, token: admin });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(existsSync(db())).toBe(true);
    expect(existsSync(join(test.root, 'moved'))).toBe(false);
    expect(readFileSync(join(test.root, 'state', 'notes.txt'), 'utf8')).toBe('mine');
    expect((await test.request('/api/resources/', { token: admin })).status).toBe(200);
  });

  it('is copied, archived and shared without them', async () => {
    const copy = await test.request(`/api/resources/state${patchQuery('copy', '/copied')}`, {
      method: 'PATCH',
      token: admin,
    });
    expect(copy.status).toBe(200);
    expect(readdirSync(join(test.root, 'copied'))).toEqual(['notes.txt']);
    const archive = await test.request('/api/raw/state?algo=tar', { token: admin });
    const bytes = Buffer.from(await archive.arrayBuffer());
    expect(bytes.includes('notes.txt')).toBe(true);
    expect(bytes.includes('SQLite format')).toBe(false);
    const share = await test.request('/api/share/state', {
      method: 'POST',
      token: admin,
      body: '{}',
    });
    const { hash } = (await share.json()) as { hash: string };
    const listing = (await (await test.request(`/api/public/share/${hash}`)).json()) as {
      items: { name: string }[];
    };
    expect(listing.items.map((item) => item.name)).toEqual(['notes.txt']);
    const download = await test.request(`/api/public/dl/${hash}?algo=tar`);
    const shared = Buffer.from(await download.arrayBuffer());
    expect(shared.includes('notes.txt')).toBe(true);
    expect(shared.includes('SQLite format')).toBe(false);
    expect((await test.request(`/api/public/dl/${hash}/fb.db`)).status).toBe(404);
  });
});
