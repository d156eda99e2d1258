import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { eventually, generateTree, startWalkTwin } from '../../testing/search-index';
import type { FileBrowserServer } from '../create-server';
import { addTestUser, denyRule } from '../../testing/resources';

interface Answer {
  source: string | null;
  body: string;
}

async function searchAt(base: string, path: string, query: string, token: string) {
  const url = `${base}/api/search${path}?query=${encodeURIComponent(query)}`;
  const response = await fetch(url, { headers: { 'X-Auth': token } });
  expect(response.status).toBe(200);
  return { source: response.headers.get('x-search-source'), body: await response.text() };
}

const fromIndex = (answer: Answer) => answer.source === 'index';
/** The walk's answer minus the folder the index excludes (`/skip`), left out by design. */
const withoutExcluded = (body: string) =>
  body
    .split('\n')
    .filter((line) => !line.includes('"path":"skip'))
    .join('\n');

describe('GET /api/search from the index (real server, real folder)', () => {
  let test: TestServer;
  let twin: { url: string; server: FileBrowserServer };
  let admin: string;
  let users: Record<string, string>;

  const search = (path: string, query: string, token = admin) =>
    searchAt(test.url, path, query, token);
  const paths = (answer: Answer) =>
    answer.body
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { path: string }).path);

  beforeAll(async () => {
    test = await startTestServer(
      { 'data/docs/.git/config': 'x', 'data/private/secret.txt': 'x', 'data/skip/me.txt': 'x' },
      { searchIndex: { exclude: ['/skip'] } },
    );
    generateTree(join(test.root, 'docs'), 1500);
    generateTree(join(test.root, 'private'), 100, 3);
    writeFileSync(join(test.root, 'docs', 'generated-last.txt'), '');
    twin = await startWalkTwin(test.root, join(test.base, 'fb.db'));
    admin = await test.login();
    users = {
      admin,
      alice: await addTestUser(test, 'alice', {
        hideDotfiles: true,
        rules: [
          denyRule('/private'),
          { regex: true, allow: false, path: '', regexp: { raw: 'été' } },
        ],
      }),
      bob: await addTestUser(test, 'bob', { scope: '/docs' }),
    };
    // The tree was written after start-up: wait until the index has caught up with it.
    await eventually(
      () => search('/', 'generated-last'),
      (answer) => fromIndex(answer) && answer.body !== '',
    );
  });

  afterAll(async () => {
    await twin.server.close();
    await test.close();
  });

  it('answers exactly as the live walk does, in the same order', async () => {
    const queries = ['', 'a', 'ab', 'REPORT', 'Report case:sensitive', '"x y"', 'été'];
    queries.push('alpha  beta', 'type:pdf', 'type:image', 'type:music report', 'rep beta');
    for (const query of queries) {
      for (const path of ['/', '/docs/']) {
        const indexed = await search(path, query);
        const walked = await searchAt(twin.url, path, query, admin);
        expect(indexed.source).toBe('index');
        expect(walked.source).toBe('walk');
        expect(indexed.body, `${path} ${query}`).toBe(withoutExcluded(walked.body));
      }
    }
  });

  it('applies each user’s scope, rules and hidden files', async () => {
    for (const [name, token] of Object.entries(users)) {
      for (const query of ['', 'e', 'config', 'secret', 'report']) {
        const indexed = await search('/', query, token);
        expect(indexed.source).toBe('index');
        expect(indexed.body, `${name} ${query}`).toBe(
          withoutExcluded((await searchAt(twin.url, '/', query, token)).body),
        );
      }
    }
    const alice = paths(await search('/', '', users['alice']));
    expect(alice.some((path) => path.startsWith('private') || path.includes('.git'))).toBe(false);
    expect(alice.some((path) => path.includes('été'))).toBe(false);
    expect(alice.length).toBeGreaterThan(100);
    const bob = paths(await search('/', 'secret', users['bob']));
    expect(bob).toEqual([]);
  });

  it('pages through results with offset and limit', async () => {
    const all = paths(await search('/docs/', 'a'));
    const response = await test.request('/api/search/docs/?query=a&offset=50&limit=50', {
      token: admin,
    });
    const page = paths({ source: null, body: await response.text() });
    expect(all.length).toBeGreaterThan(100);
    expect(page).toEqual(all.slice(50, 100));
    const bad = await fetch(`${test.url}/api/search/?query=a&limit=-1`, {
      headers: { 'X-Auth': admin },
    });
    expect(bad.status).toBe(400);
  });

  it('sees the server’s own creates, renames and deletes', async () => {
    const post = await test.request('/api/resources/docs/fresh-upload.txt', {
      method: 'POST',
      token: admin,
      body: 'x',
    });
    expect(post.status).toBe(200);
    expect(paths(await search('/', 'fresh-upload'))).toEqual(['docs/fresh-upload.txt']);
    const destination = encodeURIComponent('/docs/renamed-upload.txt');
    const patch = await test.request(
      `/api/resources/docs/fresh-upload.txt?action=rename&destination=${destination}`,
      { method: 'PATCH', token: admin },
    );
    expect(patch.status).toBe(200);
    expect(paths(await search('/', '-upload'))).toEqual(['docs/renamed-upload.txt']);
    await test.request('/api/resources/docs/renamed-upload.txt', {
      method: 'DELETE',
      token: admin,
    });
    expect(paths(await search('/', '-upload'))).toEqual([]);
    const folder = await test.request('/api/resources/docs/new-parent/new-child/', {
      method: 'POST',
      token: admin,
    });
    expect(folder.status).toBe(200);
    expect(paths(await search('/', 'new-'))).toEqual([
      'docs/new-parent',
      'docs/new-parent/new-child',
    ]);
    const settled = await eventually(
      () => search('/', 'new-'),
      (answer) => fromIndex(answer),
    );
    expect(paths(settled)).toEqual(['docs/new-parent', 'docs/new-parent/new-child']);
    expect(paths(await search('/', 'upload'))).toEqual([]);
  });

  it('sees changes made directly on disk', async () => {
    writeFileSync(join(test.root, 'docs', 'on-disk-new.txt'), '');
    mkdirSync(join(test.root, 'docs', 'on-disk-folder'));
    writeFileSync(join(test.root, 'docs', 'on-disk-folder', 'inner.txt'), '');
    const wanted = ['docs/on-disk-folder', 'docs/on-disk-new.txt'];
    const created = await eventually(
      () => search('/', 'on-disk'),
      (answer) => fromIndex(answer) && paths(answer).join() === wanted.join(),
    );
    expect(paths(created)).toEqual(wanted);
    renameSync(join(test.root, 'docs', 'on-disk-folder'), join(test.root, 'docs', 'moved-away'));
    rmSync(join(test.root, 'docs', 'on-disk-new.txt'));
    const changed = await eventually(
      () => search('/', 'inner'),
      (answer) => paths(answer).join() === 'docs/moved-away/inner.txt',
    );
    expect(paths(changed)).toEqual(['docs/moved-away/inner.txt']);
    expect(paths(await search('/', 'on-disk'))).toEqual([]);
  });

  it('walks live where the index does not reach: an excluded folder', async () => {
    const inside = await search('/skip/', 'me');
    expect(inside.source).toBe('walk');
    expect(paths(inside)).toEqual(['me.txt']);
    // Excluded folders are left out of indexed answers from above them, by design.
    const above = await search('/', 'me.txt');
    expect(above.source).toBe('index');
    expect(paths(above)).toEqual([]);
  });
});

describe('GET /api/search with the index off or not watching', () => {
  it('answers from the live walk when the index is off', async () => {
    const test = await startTestServer(
      { 'data/a/report.txt': 'x' },
      { searchIndex: { enabled: false } },
    );
    try {
      const answer = await searchAt(test.url, '/', 'report', await test.login());
      expect(answer).toEqual({ source: 'walk', body: '{"dir":false,"path":"a/report.txt"}\n' });
    } finally {
      await test.close();
    }
  });

  it('answers at once on start, and finds disk changes by rescanning without watching', async () => {
    const test = await startTestServer(
      { 'data/a/report.txt': 'x' },
      { searchIndex: { watch: false, rescanIntervalMs: 50 } },
    );
    try {
      const token = await test.login();
      const first = await searchAt(test.url, '/', 'report', token);
      expect(first.body).toBe('{"dir":false,"path":"a/report.txt"}\n');
      await eventually(() => searchAt(test.url, '/', 'report', token), fromIndex);
      mkdirSync(join(test.root, 'a', 'b'));
      writeFileSync(join(test.root, 'a', 'b', 'late report.md'), '');
      const later = await eventually(
        () => searchAt(test.url, '/', 'report', token),
        (answer) => fromIndex(answer) && answer.body.includes('late'),
      );
      expect(later.body).toBe(
        '{"dir":false,"path":"a/b/late report.md"}\n{"dir":false,"path":"a/report.txt"}\n',
      );
    } finally {
      await test.close();
    }
  });
});
