import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser, denyRule } from '../../testing/resources';

interface Info {
  path: string;
  name: string;
  type: string;
  isDir: boolean;
  isSymlink: boolean;
  size: number;
  mode: number;
  content?: string;
  subtitles?: string[];
  checksums?: Record<string, string>;
  items?: Info[];
}

describe('GET /api/resources', () => {
  let test: TestServer;
  let admin: string;
  let noDownload: string;
  let readOnly: string;
  let ruled: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/notes.txt': 'hello',
      'data/latin1.csv': 'caf\xe9',
      'data/empty.txt': '',
      'data/big.log': 'x'.repeat(10 * 1024 * 1024 + 1),
      'data/.hidden': 'secret',
      'data/videos/movie.mp4': 'not really a video',
      'data/videos/movie.en.srt': '1',
      'data/videos/movie_srt': '1',
      'data/videos/other.vtt': '1',
      'data/videos/Subs/all.ass': '1',
      'data/videos/Subs/movie/deep.ssa': '1',
      'data/videos/Subs/else/deep.vtt': '1',
      'data/private/secret.txt': 'top secret',
      'data/dangling': { link: 'data/nowhere' },
      'data/loop-a': { link: 'data/loop-b' },
      'data/loop-b': { link: 'data/loop-a' },
      'data/escape': { link: 'outside/secret.txt' },
      'outside/secret.txt': 'outside',
      'data/alias.txt': { link: 'data/notes.txt' },
      'data/alias-private': { link: 'data/private' },
    });
    admin = await test.login();
    noDownload = await addTestUser(test, 'nodl', { perm: { download: false } });
    readOnly = await addTestUser(test, 'reader', { perm: { modify: false } });
    ruled = await addTestUser(test, 'ruled', { rules: [denyRule('/private')], hideDotfiles: true });
  });
  afterAll(async () => {
    await test.close();
  });

  const get = async (path: string, token = admin, headers: Record<string, string> = {}) =>
    test.request(`/api/resources${path}`, { token, headers });
  const info = async (path: string, token = admin) =>
    (await (await get(path, token)).json()) as Info;

  it('lists a folder with every FileInfo field, dangling links as invalid_link, escaping ones left out (K12)', async () => {
    const listing = await info('/');
    const names = listing.items?.map((item) => item.name);
    expect(names).toContain('dangling');
    expect(names).not.toContain('escape');
    const dangling = listing.items?.find((item) => item.name === 'dangling');
    expect(dangling).toMatchObject({ type: 'invalid_link', isSymlink: true, isDir: false });
    const alias = listing.items?.find((item) => item.name === 'alias.txt');
    expect(alias).toMatchObject({ type: 'text', isSymlink: true, size: 5 });
    const notes = listing.items?.find((item) => item.name === 'notes.txt');
    expect(Object.keys(notes ?? {})).toEqual([
      'path',
      'name',
      'size',
      'extension',
      'modified',
      'mode',
      'isDir',
      'isSymlink',
      'type',
    ]);
  });

  it('returns text content only with download, and never above 10 MiB (K17, K81)', async () => {
    expect((await info('/notes.txt')).content).toBe('hello');
    expect((await info('/notes.txt', noDownload)).content).toBeUndefined();
    expect(await info('/notes.txt', readOnly)).toMatchObject({ type: 'textImmutable' });
    const big = await info('/big.log');
    expect(big).toMatchObject({ type: 'blob' });
    expect(big.content).toBeUndefined();
    expect('content' in (await info('/empty.txt'))).toBe(false);
  });

  it('lists subtitles of a video in the folder, in subs folders and one level below', async () => {
    const movie = await info('/videos/movie.mp4');
    expect(movie.type).toBe('video');
    expect([...(movie.subtitles ?? [])].sort()).toEqual([
      '/videos/Subs/all.ass',
      '/videos/Subs/movie/deep.ssa',
      '/videos/movie.en.srt',
      '/videos/movie_srt',
    ]);
    const listing = await info('/videos/');
    const item = listing.items?.find((entry) => entry.name === 'movie.mp4');
    expect(item?.subtitles).toHaveLength(4);
  });

  it('answers ?checksum= with a streamed digest, 400 for an unknown algorithm, 403 without download (K18)', async () => {
    const sha = createHash('sha256').update('hello').digest('hex');
    const response = await get('/notes.txt?checksum=sha256');
    const body = (await response.json()) as Info;
    expect(body.checksums).toEqual({ sha256: sha });
    expect(body.content).toBeUndefined();
    const md5 = (await (await get('/notes.txt?checksum=md5')).json()) as Info;
    expect(md5.checksums?.md5).toBe(createHash('md5').update('hello').digest('hex'));
    const unknown = await get('/notes.txt?checksum=crc32');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe('400 Bad Request (unknown checksum algorithm "crc32")\n');
    const denied = await get('/notes.txt?checksum=sha256', noDownload);
    expect(denied.status).toBe(403);
    expect(await denied.text()).not.toContain(sha);
    expect(((await (await get('/videos/?checksum=sha256')).json()) as Info).items).toBeDefined();
  });

  it('never reads a named pipe: a blob without content, no checksum (K32)', async () => {
    execFileSync('mkfifo', [join(test.root, 'pipe')]);
    expect(await info('/pipe')).toMatchObject({ type: 'blob' });
    expect((await get('/pipe?checksum=md5')).status).toBe(400);
    expect((await get('/pipe', admin, { 'X-Encoding': 'true' })).status).toBe(200);
  });

  it('answers X-Encoding: true with the raw bytes of a text file, only with download (K17)', async () => {
    const response = await get('/latin1.csv', admin, { 'X-Encoding': 'true' });
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from('caf\xe9'));
    // Bytes as stored (Latin-1 here, not UTF-8), and to a read-only user (immutable text) too.
    const latin1 = Buffer.from([0x63, 0x61, 0x66, 0xe9]);
    writeFileSync(join(test.root, 'real-latin1.csv'), latin1);
    for (const token of [admin, readOnly]) {
      const bytes = await get('/real-latin1.csv', token, { 'X-Encoding': 'true' });
      expect(Buffer.from(await bytes.arrayBuffer())).toEqual(latin1);
    }
    expect((await get('/notes.txt', noDownload, { 'X-Encoding': 'true' })).status).toBe(403);
  });

  it('hides dotfiles and rule-denied paths: 403 when asked for, left out of listings', async () => {
    const names = (await info('/', ruled)).items?.map((item) => item.name);
    expect(names).not.toContain('.hidden');
    expect(names).not.toContain('private');
    expect((await get('/.hidden', ruled)).status).toBe(403);
    expect((await get('/private/secret.txt', ruled)).status).toBe(403);
    expect((await get('/private/secret.txt')).status).toBe(200);
  });

  it('judges links by where they lead too, so an alias cannot open a denied folder (K08)', async () => {
    const names = (await info('/', ruled)).items?.map((item) => item.name);
    expect(names).not.toContain('alias-private');
    expect((await get('/alias-private/secret.txt', ruled)).status).toBe(403);
    expect((await get('/alias-private/', ruled)).status).toBe(403);
    const raw = await test.request('/api/raw/alias-private/secret.txt', { token: ruled });
    expect(raw.status).toBe(403);
    const write = await test.request('/api/resources/alias-private/new.txt', {
      method: 'POST',
      token: ruled,
      body: 'x',
    });
    expect(write.status).toBe(403);
    expect((await get('/alias-private/new.txt')).status).toBe(404);
    expect((await get('/alias-private/secret.txt')).status).toBe(200);
  });

  it('refuses links out of scope and bad paths with clear statuses (K10, K12)', async () => {
    expect((await get('/escape')).status).toBe(403);
    expect((await get('/dangling')).status).toBe(404);
    // Links that lead round to each other: listed as broken, never opened or written through.
    const listed = (await info('/')).items?.find((item) => item.name === 'loop-a');
    expect(listed).toMatchObject({ type: 'invalid_link', isSymlink: true });
    for (const path of ['/loop-a', '/loop-a/inner.txt']) {
      expect((await get(path)).status, path).toBe(404);
      expect((await test.request(`/api/raw${path}`, { token: admin })).status, path).toBe(404);
    }
    const write = await test.request('/api/resources/loop-a/new.txt', {
      method: 'POST',
      token: admin,
      body: 'x',
    });
    expect(write.status).toBe(403);
    // Deleted as itself, like any link; its partner is then a dangling one.
    const removed = await test.request('/api/resources/loop-a', { method: 'DELETE', token: admin });
    expect(removed.status).toBe(204);
    expect((await info('/')).items?.map((item) => item.name)).not.toContain('loop-a');
    const nul = await get('/a%00b');
    expect(nul.status).toBe(400);
    expect(await nul.text()).toContain('NUL');
    const malformed = await get('/%E0%A4%A');
    expect(malformed.status).toBe(400);
    const climbing = await test.request('/api/resources/..%2F..%2Foutside/secret.txt', {
      token: admin,
      redirect: 'manual',
    });
    expect(climbing.status).toBe(301);
    expect(await climbing.text()).not.toContain('outside');
  });
});

describe('GET /api/resources/recursive', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/target/nested/file.txt': 'hi',
      'data/target/.dot': '',
      'data/target/b.txt': 'b',
      'data/target/loop': { link: 'data/target' },
      'data/file.txt': 'x',
      'data/empty': null,
    });
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  it('lists every descendant pre-order in name order, links not followed', async () => {
    const response = await test.request('/api/resources/recursive/target', { token: admin });
    expect(response.status).toBe(200);
    const entries = (await response.json()) as { path: string; isDir: boolean; size: number }[];
    expect(entries.map((entry) => entry.path)).toEqual([
      '/target/.dot',
      '/target/b.txt',
      '/target/loop',
      '/target/nested',
      '/target/nested/file.txt',
    ]);
    expect(entries[4]).toMatchObject({ name: 'file.txt', size: 2, isDir: false });
    expect(Object.keys(entries[4] ?? {})).toEqual(['path', 'name', 'size', 'modified', 'isDir']);
  });

  it('skips hidden and denied entries with their subtrees', async () => {
    const token = await addTestUser(test, 'ruled', {
      rules: [denyRule('/target/nested')],
      hideDotfiles: true,
    });
    const response = await test.request('/api/resources/recursive/target/', { token });
    const entries = (await response.json()) as { path: string }[];
    expect(entries.map((entry) => entry.path)).toEqual(['/target/b.txt', '/target/loop']);
  });

  it('answers [] for an empty folder, 400 for a file, 404 for nothing', async () => {
    expect(
      await (await test.request('/api/resources/recursive/empty', { token: admin })).json(),
    ).toEqual([]);
    const file = await test.request('/api/resources/recursive/file.txt', { token: admin });
    expect(file.status).toBe(400);
    expect(await file.text()).toBe('400 Bad Request (path is not a directory)\n');
    expect((await test.request('/api/resources/recursive/nope', { token: admin })).status).toBe(
      404,
    );
    expect((await test.request('/api/resources/recursive/target')).status).toBe(401);
  });
});
