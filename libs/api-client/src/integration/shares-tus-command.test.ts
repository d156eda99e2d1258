import { archiveAlgorithmSchema, isListing } from '@file-browser/api-contract';
import type { TestServer } from '@file-browser/server/testing';
import { TEST_ADMIN_PASSWORD, startTestServer } from '@file-browser/server/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { ApiClient } from '../index';
import { createClient } from '../index';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

describe('api-client shares, downloads, tus and commands against the real server', () => {
  let test: TestServer;
  let client: ApiClient;
  const onUnauthorized = vi.fn();

  beforeAll(async () => {
    test = await startTestServer(
      {
        'data/docs/a b.txt': 'hello a',
        'data/docs/c.txt': 'hello c',
        'data/media/pic.svg': SVG,
        'data/media/movie.en.srt': '1\n00:00:01,000 --> 00:00:02,000\nFirst<br>Second\n',
      },
      { enableExec: true },
    );
    client = createClient({ baseURL: test.url, WebSocket, onUnauthorized });
    await client.login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
  });
  afterAll(async () => {
    await test.close();
  });

  it('creates, lists, opens and deletes share links', async () => {
    const open = await client.createShare('/docs/');
    const locked = await client.createShare('/docs/a b.txt', {
      password: 'pa ss+wörd',
      expires: 2,
      unit: 'days',
    });
    expect(locked).toMatchObject({ path: '/docs/a b.txt', hasPassword: true });
    expect(locked.expire).toBeGreaterThan(Date.now() / 1000);
    expect((await client.listShares()).map((share) => share.hash).sort()).toEqual(
      [open.hash, locked.hash].sort(),
    );
    expect(await client.getShares('/docs/a b.txt')).toMatchObject([locked]);

    const visitor = createClient({ baseURL: test.url, onUnauthorized });
    const folder = await visitor.getPublicShare(open.hash, '/');
    expect(isListing(folder) && folder.items.map((item) => item.name)).toEqual([
      'a b.txt',
      'c.txt',
    ]);
    await expect(
      visitor.getPublicShare(locked.hash, '/', { password: 'wrong' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    const file = await visitor.getPublicShare(locked.hash, '/', { password: 'pa ss+wörd' });
    const url = visitor.publicDownloadURL(locked.hash, '/a b.txt', { token: file.token ?? '' });
    expect(await (await visitor.download(url)).text()).toBe('hello a');
    expect(onUnauthorized).not.toHaveBeenCalled();

    await client.deleteShare(locked.hash);
    expect(await client.getShares('/docs/a b.txt')).toEqual([]);
  });

  it('downloads folders and files= selections in all nine archive formats', async () => {
    const tar = await client.download(
      client.rawURL('/', { files: ['/docs/a b.txt', '/docs/c.txt'], algo: 'tar' }),
    );
    const bytes = Buffer.from(await tar.arrayBuffer()).toString('latin1');
    expect(bytes).toContain('a b.txt');
    expect(bytes).toContain('hello c');
    for (const algo of archiveAlgorithmSchema.options) {
      const response = await client.download(client.rawURL('/docs/', { algo }));
      expect((await response.arrayBuffer()).byteLength, algo).toBeGreaterThan(0);
    }
  });

  it('builds preview and subtitle URLs the server answers', async () => {
    const info = await client.getResource('/media/pic.svg');
    const preview = await client.download(
      client.previewURL('big', '/media/pic.svg', info.modified),
    );
    expect(await preview.text()).toBe(SVG);
    const subtitle = await client.download(client.subtitleURL('/media/movie.en.srt'));
    expect(await subtitle.text()).toMatch(/^WEBVTT[\s\S]*First\nSecond/);
  });

  it('uploads resumably with the tus calls', async () => {
    await client.tusCreate('/tus/new file.bin', 6);
    await expect(client.tusAppend('/tus/new file.bin', 0, 'abc')).resolves.toBe(3);
    await expect(client.tusOffset('/tus/new file.bin')).resolves.toEqual({ offset: 3, length: 6 });
    await expect(client.tusAppend('/tus/new file.bin', 0, 'abc')).rejects.toMatchObject({
      status: 409,
    });
    await expect(client.tusAppend('/tus/new file.bin', 3, new Blob(['def']))).resolves.toBe(6);
    expect(readFileSync(join(test.root, 'tus/new file.bin'), 'utf8')).toBe('abcdef');
    await client.tusCreate('/tus/dropped.bin', 4);
    await client.tusTerminate('/tus/dropped.bin');
    await expect(client.tusOffset('/tus/dropped.bin')).rejects.toMatchObject({ status: 404 });
  });

  it('runs allowed commands over the WebSocket', async () => {
    await client.updateUser(1, { commands: ['echo'] }, ['commands'], {
      currentPassword: TEST_ADMIN_PASSWORD,
    });
    const lines: string[] = [];
    const session = client.openCommand('/docs', 'echo hello "big world"');
    for await (const line of session) lines.push(line);
    expect(lines).toEqual(['hello big world']);
    expect((await session.done).ok).toBe(true);
    const refused: string[] = [];
    for await (const line of client.openCommand('/docs', 'rm -rf /')) refused.push(line);
    expect(refused).toEqual(['Command not allowed.']);
  });
});
