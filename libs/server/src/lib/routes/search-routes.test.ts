import { parseSearchLines } from '@file-browser/api-contract';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { hashPassword } from '../users/password';
import { firstChunkThenHangUp } from '../../testing/raw-http';
import { defaultUser } from '../users/default-user';

describe('GET /api/search (real server, real folder)', () => {
  let test: TestServer;
  let admin: string;
  let alice: string;
  let bob: string;

  const search = async (path: string, query: string, token = admin) => {
    const response = await test.request(`/api/search${path}?query=${encodeURIComponent(query)}`, {
      token,
    });
    expect(response.status).toBe(200);
    return parseSearchLines(await response.text());
  };
  const paths = async (path: string, query: string, token = admin) =>
    (await search(path, query, token)).map((result) => result.path);

  beforeAll(async () => {
    test = await startTestServer(
      {
        'data/docs/Annual Report.pdf': '%PDF',
        'data/docs/annual report draft.txt': 'x',
        'data/docs/notes.PDF': 'x',
        'data/docs/x.pdf': null,
        'data/docs/sub/holiday.jpg': 'x',
        'data/docs/sub/holiday.mp3': 'x',
        'data/photos/holiday.png': 'x',
        'data/private/secret report.txt': 'x',
        'data/.git/config': 'x',
        'data/.env': 'x',
        'outside/report outside.txt': 'x',
        'data/link-out': { link: 'outside' },
        'data/link-in': { link: 'data/photos' },
        'data/link-private': { link: 'data/private' },
        'data/dangling': { link: 'data/nowhere' },
        'data/many': null,
        'data/docs/sub/to-photos': { link: 'data/photos' },
      },
      // The live walk; search-index.test.ts checks the index answers the same.
      { baseURL: '/fb', searchIndex: { enabled: false } },
    );
    admin = await test.login();
    await test.withStore(async (store) => {
      await store.users.create({
        ...defaultUser(),
        username: 'alice',
        passwordHash: await hashPassword('alice-password-long'),
        hideDotfiles: true,
        rules: [{ regex: false, allow: false, path: '/private', regexp: null }],
      });
      await store.users.create({
        ...defaultUser(),
        username: 'bob',
        passwordHash: await hashPassword('bob-password-long'),
        scope: 'docs',
      });
    });
    bob = await test.login('bob', 'bob-password-long');
    alice = await test.login('alice', 'alice-password-long');
  });

  afterAll(async () => {
    await test.close();
  });

  it('streams every entry, depth-first in name order, relative to the searched folder', async () => {
    const response = await test.request('/api/search/docs/?query=', { token: admin });
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect(await response.text()).toBe(
      [
        '{"dir":false,"path":"Annual Report.pdf"}',
        '{"dir":false,"path":"annual report draft.txt"}',
        '{"dir":false,"path":"notes.PDF"}',
        '{"dir":true,"path":"sub"}',
        '{"dir":false,"path":"sub/holiday.jpg"}',
        '{"dir":false,"path":"sub/holiday.mp3"}',
        '{"dir":true,"path":"sub/to-photos"}',
        '{"dir":true,"path":"x.pdf"}',
        '',
      ].join('\n'),
    );
  });

  it('matches names case-insensitively unless case:sensitive, and quoted phrases', async () => {
    expect(await paths('/docs/', 'REPORT')).toEqual([
      'Annual Report.pdf',
      'annual report draft.txt',
    ]);
    expect(await paths('/docs/', 'Report case:sensitive')).toEqual(['Annual Report.pdf']);
    expect(await paths('/docs/', '"report draft"')).toEqual(['annual report draft.txt']);
  });

  it('filters by type, folders included, with exact extensions', async () => {
    expect(await paths('/docs/', 'type:pdf')).toEqual(['Annual Report.pdf', 'x.pdf']);
    expect(await paths('/', 'type:image holiday')).toEqual([
      'docs/sub/holiday.jpg',
      'photos/holiday.png',
    ]);
    expect(await paths('/docs/', 'type:music')).toEqual(['sub/holiday.mp3']);
  });

  it('never reports links out of scope, and reports links inside as what they point to (K09, K12)', async () => {
    const results = await search('/', 'link');
    expect(results).toEqual([
      { dir: true, path: 'link-in' },
      { dir: true, path: 'link-private' },
    ]);
    expect(await paths('/', 'outside')).toEqual([]);
    expect(await paths('/', 'dangling')).toEqual([]);
  });

  it('stays inside the user’s scope, links out of it included', async () => {
    const all = await paths('/', '', bob);
    expect(all).toContain('Annual Report.pdf');
    expect(all).toContain('sub/holiday.jpg');
    expect(all).not.toContain('sub/to-photos');
    expect(all.filter((path) => path.includes('photos') || path.includes('private'))).toEqual([]);
  });

  it('skips what the rules and hideDotfiles hide, with everything below it (K09)', async () => {
    const all = await paths('/', '', alice);
    expect(all).not.toContain('private');
    expect(all).not.toContain('private/secret report.txt');
    expect(all).not.toContain('link-private');
    expect(all.filter((path) => path.includes('.git') || path === '.env')).toEqual([]);
    expect(all).toContain('docs/sub/holiday.jpg');
    const forbidden = await test.request('/api/search/private/?query=x', { token: alice });
    expect(forbidden.status).toBe(403);
  });

  it('keeps serving after a client leaves in the middle of a long search', async () => {
    for (let index = 0; index < 3000; index++) {
      writeFileSync(join(test.root, 'many', `file-${index}.txt`), '');
    }
    const first = await firstChunkThenHangUp(test.url, '/fb/api/search/many/?query=file', {
      'X-Auth': admin,
    });
    expect(first).toMatch(/^\{"dir":false,"path":"file-0\.txt"\}\n/);
    expect(await paths('/docs/', 'draft')).toEqual(['annual report draft.txt']);
  });

  it('requires a session, an existing folder, and well-formed input', async () => {
    expect((await test.request('/api/search/?query=x')).status).toBe(401);
    expect((await test.request('/api/search/nope/?query=x', { token: admin })).status).toBe(404);
    expect((await test.request('/api/search/link-out/?query=x', { token: admin })).status).toBe(
      403,
    );
    const malformed = await test.request('/api/search/?query=%E0%A4%A', { token: admin });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe('400 Bad Request (malformed percent-encoding in query)\n');
    const bare = await test.request('/api/search', { token: admin, redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/fb/api/search/');
  });
});
