import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser, denyRule } from '../../testing/resources';

describe('POST and PUT /api/resources', () => {
  let test: TestServer;
  let admin: string;
  let createOnly: string;
  let noCreate: string;
  let ruled: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/existing.txt': 'old',
      'data/folder/keep.txt': 'keep',
      'data/evil': { link: 'outside/created-by-attack.txt' },
      'data/escape': { link: 'outside' },
      'outside/victim.txt': 'victim',
    });
    admin = await test.login();
    createOnly = await addTestUser(test, 'creator', { perm: { modify: false } });
    noCreate = await addTestUser(test, 'nocreate', { perm: { create: false } });
    ruled = await addTestUser(test, 'ruled', { rules: [denyRule('/private')] });
  });
  afterAll(async () => {
    await test.close();
  });

  const post = (path: string, body?: string | Uint8Array<ArrayBuffer>, token = admin) =>
    test.request(`/api/resources${path}`, {
      method: 'POST',
      token,
      ...(body !== undefined && { body }),
    });
  const onDisk = (path: string) => join(test.root, path);
  const mode = (path: string) => statSync(onDisk(path)).mode & 0o777;

  it('creates a folder and its parents for a trailing slash, idempotently, mode 0750 (K92)', async () => {
    const response = await post('/a/b/c/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('200 OK\n');
    expect(statSync(onDisk('a/b/c')).isDirectory()).toBe(true);
    expect(mode('a/b/c')).toBe(0o750);
    expect((await post('/a/b/c/?override=true')).status).toBe(200);
    expect((await post('/existing.txt/')).status).toBe(409);
  });

  it('uploads a new file (parents created, mode 0640) and answers its ETag (K92)', async () => {
    const response = await post('/new/dir/hello.txt?override=false', 'hello world');
    expect(response.status).toBe(200);
    expect(readFileSync(onDisk('new/dir/hello.txt'), 'utf8')).toBe('hello world');
    expect(mode('new/dir/hello.txt')).toBe(0o640);
    const stats = statSync(onDisk('new/dir/hello.txt'), { bigint: true });
    expect(response.headers.get('etag')).toBe(
      `"${stats.mtimeNs.toString(16)}${stats.size.toString(16)}"`,
    );
    expect((await post('/empty.txt')).status).toBe(200);
    expect(readFileSync(onDisk('empty.txt'), 'utf8')).toBe('');
  });

  it('keeps a backslash as an ordinary name character', async () => {
    expect((await post('/back%5Cslash.txt', 'bs')).status).toBe(200);
    expect(readFileSync(onDisk('back\\slash.txt'), 'utf8')).toBe('bs');
  });

  it('streams bodies far above the JSON body limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024).fill(7);
    const response = await post('/big.bin', big);
    expect(response.status).toBe(200);
    expect(statSync(onDisk('big.bin')).size).toBe(big.length);
  });

  it('needs override to replace a file, and modify to override (K21)', async () => {
    expect((await post('/existing.txt', 'new')).status).toBe(409);
    expect((await post('/existing.txt?override=true', 'new', createOnly)).status).toBe(403);
    expect(readFileSync(onDisk('existing.txt'), 'utf8')).toBe('old');
    expect((await post('/created-by-creator.txt', 'mine', createOnly)).status).toBe(200);
    expect((await post('/nope.txt', 'x', noCreate)).status).toBe(403);
    expect(existsSync(onDisk('nope.txt'))).toBe(false);
    writeFileSync(onDisk('script.sh'), '#!/bin/sh', { mode: 0o755 });
    expect((await post('/script.sh?override=true', 'echo hi')).status).toBe(200);
    expect(readFileSync(onDisk('script.sh'), 'utf8')).toBe('echo hi');
    expect(mode('script.sh')).toBe(0o755);
  });

  it('never replaces a folder with a file, and deletes nothing (K20)', async () => {
    const response = await post('/folder?override=true', 'x');
    expect(response.status).toBe(409);
    expect(readFileSync(onDisk('folder/keep.txt'), 'utf8')).toBe('keep');
  });

  it('refuses writes through links out of scope, creating and deleting nothing (K13, K14)', async () => {
    expect((await post('/evil?override=true', 'pwned')).status).toBe(403);
    expect(existsSync(join(test.base, 'outside/created-by-attack.txt'))).toBe(false);
    expect((await post('/escape/victim.txt', 'x', createOnly)).status).toBe(403);
    expect((await post('/escape/victim.txt?override=true', 'x')).status).toBe(403);
    expect(readFileSync(join(test.base, 'outside/victim.txt'), 'utf8')).toBe('victim');
    expect((await post('/escape/sub/', undefined)).status).toBe(403);
    expect(existsSync(join(test.base, 'outside/sub'))).toBe(false);
  });

  it('checks rules and path input before touching the disk', async () => {
    const huge = new Uint8Array(8 * 1024 * 1024);
    expect((await post('/private/huge.bin', huge, ruled)).status).toBe(403);
    expect((await post('/private/x.txt', 'x', ruled)).status).toBe(403);
    expect((await post('/private/', undefined, ruled)).status).toBe(403);
    expect(existsSync(onDisk('private'))).toBe(false);
    const nul = await post('/bad%00name.txt', 'x');
    expect(nul.status).toBe(400);
    expect((await post('/bad%ZZ.txt', 'x')).status).toBe(400);
    expect((await post('/existing.txt/child.txt', 'x')).status).toBe(409);
    expect(readdirSync(test.root).some((name) => name.startsWith('bad'))).toBe(false);
  });

  it('keeps the old file and leaves no temp file when the client aborts mid-upload (K14)', async () => {
    writeFileSync(onDisk('precious.txt'), 'precious');
    const url = new URL(`${test.url}/api/resources/precious.txt?override=true`);
    await new Promise<void>((resolve) => {
      const request = httpRequest(url, {
        method: 'POST',
        headers: { 'X-Auth': admin, 'Content-Length': String(10 * 1024 * 1024) },
      });
      request.on('error', () => {
        resolve();
      });
      request.write(Buffer.alloc(64 * 1024, 1), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readFileSync(onDisk('precious.txt'), 'utf8')).toBe('precious');
    expect(readdirSync(test.root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('saves with PUT atomically: 200 + ETag, 404 when missing, 405 for folders, 403 without modify', async () => {
    const put = (path: string, body: string, token = admin) =>
      test.request(`/api/resources${path}`, { method: 'PUT', token, body });
    const saved = await put('/existing.txt', 'edited');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(readFileSync(onDisk('existing.txt'), 'utf8')).toBe('edited');
    expect((await put('/missing.txt', 'x')).status).toBe(404);
    expect(existsSync(onDisk('missing.txt'))).toBe(false);
    expect((await put('/folder/', 'x')).status).toBe(405);
    expect((await put('/folder', 'x')).status).toBe(405);
    expect((await put('/existing.txt', 'x', createOnly)).status).toBe(403);
    expect((await put('/evil', 'x')).status).toBe(404);
    expect(readFileSync(onDisk('existing.txt'), 'utf8')).toBe('edited');
  });
});
