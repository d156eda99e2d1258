import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { eventually, openPatch, tusClient } from '../../testing/tus-uploads';
import { addTestUser, denyRule } from '../../testing/resources';

describe('/api/tus (api-contract §9)', () => {
  let test: TestServer;
  let admin: string;
  let tus: ReturnType<typeof tusClient>;
  const onDisk = (path: string) => join(test.root, path);
  const staged = () => readdirSync(`${join(test.base, 'fb.db')}.uploads`);

  beforeAll(async () => {
    test = await startTestServer(
      { 'data/existing.txt': 'old', 'data/folder/keep.txt': 'keep' },
      { maxUploadBytes: 1024 * 1024 },
    );
    admin = await test.login();
    tus = tusClient(test, admin);
  });
  afterAll(async () => {
    await test.close();
  });

  it('uploads in chunks: 201 + Location, offsets, nothing at the target until complete (K30)', async () => {
    const created = await tus.create('/new dir/é.txt', 11, '?override=false');
    expect(created.status).toBe(201);
    expect(await created.text()).toBe('201 Created\n');
    expect(created.headers.get('location')).toBe('/api/tus/new%20dir/%C3%A9.txt');
    const head = await tus.head('/new dir/é.txt');
    expect([
      head.status,
      head.headers.get('upload-offset'),
      head.headers.get('upload-length'),
    ]).toEqual([200, '0', '11']);

    const first = await tus.patch('/new dir/é.txt', 0, 'hello ');
    expect([first.status, first.headers.get('upload-offset')]).toEqual([204, '6']);
    expect(existsSync(onDisk('new dir/é.txt'))).toBe(false);
    expect((await tus.head('/new dir/é.txt')).headers.get('upload-offset')).toBe('6');

    const last = await tus.patch('/new dir/é.txt', 6, 'world');
    expect([last.status, last.headers.get('upload-offset')]).toEqual([204, '11']);
    expect(readFileSync(onDisk('new dir/é.txt'), 'utf8')).toBe('hello world');
    expect(statSync(onDisk('new dir/é.txt')).mode & 0o777).toBe(0o640);
    expect((await tus.head('/new dir/é.txt')).status).toBe(404);
    expect(staged()).toEqual([]);
  });

  it('validates Upload-Length before any side effect (K26, K28)', async () => {
    for (const bad of ['-1', 'abc', '1e3', '']) {
      expect((await tus.create('/bad.bin', bad)).status).toBe(400);
    }
    expect((await tus.create('/huge.bin', 2 * 1024 * 1024)).status).toBe(413);
    expect(existsSync(onDisk('bad.bin')) || existsSync(onDisk('huge.bin'))).toBe(false);
    expect((await tus.head('/bad.bin')).status).toBe(404);
    expect(staged()).toEqual([]);
  });

  it('writes an empty file at once for a zero-length upload', async () => {
    expect((await tus.create('/empty.txt', 0)).status).toBe(201);
    expect(readFileSync(onDisk('empty.txt'), 'utf8')).toBe('');
    expect((await tus.head('/empty.txt')).status).toBe(404);
  });

  it('refuses a wrong offset (409), content type (415), offset and over-long chunks', async () => {
    await tus.create('/checks.txt', 4);
    expect((await tus.patch('/checks.txt', 1, 'x')).status).toBe(409);
    expect((await tus.patch('/checks.txt', 0, 'x', 'text/plain')).status).toBe(415);
    expect((await tus.patch('/checks.txt', 'x', 'x')).status).toBe(400);
    expect((await tus.patch('/checks.txt', 9, 'x')).status).toBe(400);
    expect((await tus.patch('/missing.txt', 0, 'x')).status).toBe(404);
    expect((await tus.patch('/checks.txt', 0, 'ab')).status).toBe(204);
    // Over the declared length: refused and rolled back to the previous offset (K26).
    const over = await tus.patch('/checks.txt', 2, 'cdef');
    expect([over.status, await over.text()]).toEqual([413, '413 Payload Too Large\n']);
    expect((await tus.head('/checks.txt')).headers.get('upload-offset')).toBe('2');
    // The same without Content-Length (chunked): found while streaming, still rolled back.
    const streamed = await test.request('/api/tus/checks.txt', {
      method: 'PATCH',
      token: admin,
      headers: { 'Upload-Offset': '2', 'Content-Type': 'application/offset+octet-stream' },
      body: new Blob(['c', 'def']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await tus.head('/checks.txt')).headers.get('upload-offset')).toBe('2');
    expect((await tus.patch('/checks.txt', 2, 'cd')).status).toBe(204);
    expect(readFileSync(onDisk('checks.txt'), 'utf8')).toBe('abcd');
  });

  it('lets only one of two concurrent PATCHes write (K27)', async () => {
    await tus.create('/race.bin', 8);
    const slow = openPatch(test, admin, '/race.bin', 0, 8);
    await slow.write(new Uint8Array(4).fill(1));
    await eventually(
      async () => (await tus.head('/race.bin')).headers.get('upload-offset') === '4',
    );
    expect((await tus.patch('/race.bin', 0, new Uint8Array(8).fill(2))).status).toBe(409);
    await slow.write(new Uint8Array(4).fill(1));
    expect(await slow.end()).toEqual({ status: 204, offset: '8' });
    expect([...readFileSync(onDisk('race.bin'))]).toEqual(new Array(8).fill(1));
  });

  it('keeps the old file whole while an overwrite is aborted, then resumes it', async () => {
    expect((await tus.create('/existing.txt', 6)).status).toBe(409);
    expect((await tus.create('/existing.txt', 6, '?override=true')).status).toBe(201);
    const aborted = openPatch(test, admin, '/existing.txt', 0, 6);
    await aborted.write(new TextEncoder().encode('new'));
    await eventually(
      async () => (await tus.head('/existing.txt')).headers.get('upload-offset') === '3',
    );
    aborted.request.destroy();
    expect(readFileSync(onDisk('existing.txt'), 'utf8')).toBe('old');
    await eventually(async () => (await tus.patch('/existing.txt', 3, 'er!')).status === 204);
    expect(readFileSync(onDisk('existing.txt'), 'utf8')).toBe('newer!');
  });

  it('terminates an upload with DELETE, touching nothing in the folder', async () => {
    await tus.create('/folder/keep.txt', 5, '?override=true');
    expect((await tus.remove('/folder/keep.txt')).status).toBe(204);
    expect((await tus.head('/folder/keep.txt')).status).toBe(404);
    expect((await tus.remove('/folder/keep.txt')).status).toBe(404);
    expect(readFileSync(onDisk('folder/keep.txt'), 'utf8')).toBe('keep');
  });

  it('checks permissions, rules and folders on every method (K19, K21)', async () => {
    const noCreate = await addTestUser(test, 'nocreate', { perm: { create: false } });
    const noModify = await addTestUser(test, 'nomodify', { perm: { modify: false } });
    const noDelete = await addTestUser(test, 'nodelete', { perm: { delete: false } });
    const ruled = await addTestUser(test, 'ruled', { rules: [denyRule('/private')] });
    mkdirSync(onDisk('private'), { recursive: true });
    expect((await tus.create('/a.txt', 3, '', noCreate)).status).toBe(403);
    expect((await tus.create('/existing.txt', 3, '?override=true', noModify)).status).toBe(403);
    expect((await tus.create('/private/a.txt', 3, '', ruled)).status).toBe(403);
    expect((await tus.create('/folder', 3, '?override=true')).status).toBe(400);
    expect((await tus.create('/b.txt', 3, '', 'not-a-token')).status).toBe(401);
    await tus.create('/c.txt', 3);
    expect((await tus.head('/c.txt', noCreate)).status).toBe(403);
    expect((await tus.remove('/c.txt', noDelete)).status).toBe(403);
    expect((await tus.remove('/')).status).toBe(403);
    expect(existsSync(onDisk('a.txt')) || existsSync(onDisk('private/a.txt'))).toBe(false);
  });

  it('keeps the connection usable after refusing a chunk (K29)', async () => {
    writeFileSync(onDisk('plain.txt'), 'x');
    const big = new Uint8Array(2 * 1024 * 1024);
    const refused = await tus.patch('/no-upload.bin', 0, big);
    expect([refused.status, await refused.text()]).toEqual([404, '404 Not Found\n']);
    expect((await test.request('/api/resources/plain.txt', { token: admin })).status).toBe(200);
  });
});
