import { isListing } from '@file-browser/api-contract';
import type { TestServer } from '@file-browser/server/testing';
import { TEST_ADMIN_PASSWORD, startTestServer } from '@file-browser/server/testing';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../index';
import { createClient, isCancelled } from '../index';

/** Names that break naive encoders: spaces, `+`, `%`, `#`, `?` and non-ASCII. */
const ODD = 'a b+c%20#?é.txt';

describe('api-client resources against the real server', () => {
  let test: TestServer;
  let client: ApiClient;

  beforeAll(async () => {
    test = await startTestServer({
      'data/docs/notes.txt': 'hello notes',
      'data/docs/sub/deep.txt': 'deep',
      [`data/docs/${ODD}`]: 'odd',
    });
    client = createClient({ baseURL: test.url });
    await client.login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
  });
  afterAll(async () => {
    await test.close();
  });

  const disk = (path: string) => readFileSync(join(test.root, path), 'utf8');

  it('gets listings and file infos, with contents for text files', async () => {
    const docs = await client.getResource('/docs/');
    expect(isListing(docs) && docs.items.map((item) => item.name)).toEqual([
      'sub',
      ODD,
      'notes.txt',
    ]);
    const odd = await client.getResource(`/docs/${ODD}`);
    expect(odd).toMatchObject({ name: ODD, content: 'odd', isDir: false });
  });

  it('creates folders and uploads Blobs, text, bytes and Node streams', async () => {
    await client.createFolder('/new/deeper');
    expect(isListing(await client.getResource('/new/deeper/'))).toBe(true);
    await client.uploadFile('/new/blob.txt', new Blob(['from a blob']));
    await client.uploadFile('/new/text.txt', 'from text');
    await client.uploadFile('/new/bytes.bin', new Uint8Array([1, 2, 3]));
    await client.uploadFile('/new/stream.txt', Readable.from(['from ', 'a ', 'stream']));
    expect(disk('new/blob.txt')).toBe('from a blob');
    expect(disk('new/text.txt')).toBe('from text');
    expect([...readFileSync(join(test.root, 'new/bytes.bin'))]).toEqual([1, 2, 3]);
    expect(disk('new/stream.txt')).toBe('from a stream');
    await expect(client.uploadFile('/new/text.txt', 'again')).rejects.toMatchObject({
      status: 409,
      message: '409 Conflict',
    });
    await client.uploadFile('/new/text.txt', 'replaced', { override: true });
    expect(disk('new/text.txt')).toBe('replaced');
  });

  it('saves existing files and refuses to save missing ones', async () => {
    await client.saveFile('/docs/notes.txt', 'edited');
    expect(disk('docs/notes.txt')).toBe('edited');
    await expect(client.saveFile('/docs/missing.txt', 'x')).rejects.toMatchObject({ status: 404 });
  });

  it('copies, moves and renames with double-encoded destinations', async () => {
    await client.copyResource(`/docs/${ODD}`, `/copies/${ODD}`);
    expect(disk(`copies/${ODD}`)).toBe('odd');
    await expect(client.copyResource(`/docs/${ODD}`, `/copies/${ODD}`)).rejects.toMatchObject({
      status: 409,
    });
    await client.copyResource(`/docs/${ODD}`, `/copies/${ODD}`, { rename: true });
    expect(disk('copies/a b+c%20#?é(1).txt')).toBe('odd');
    await client.moveResource('/copies', '/moved dir');
    expect(disk(`moved dir/${ODD}`)).toBe('odd');
    await client.renameResource(`/moved dir/${ODD}`, 'plain.txt');
    expect(disk('moved dir/plain.txt')).toBe('odd');
  });

  it('deletes, checksums, lists recursively and reports usage', async () => {
    await client.uploadFile('/gone.txt', 'x');
    await client.deleteResource('/gone.txt');
    await expect(client.getResource('/gone.txt')).rejects.toMatchObject({ status: 404 });
    const md5 = createHash('md5').update('deep').digest('hex');
    await expect(client.getChecksum('/docs/sub/deep.txt', 'md5')).resolves.toBe(md5);
    const entries = await client.listRecursive('/docs/sub');
    expect(entries.map((entry) => entry.path)).toEqual(['/docs/sub/deep.txt']);
    const usage = await client.getUsage('/docs/');
    expect(usage.total).toBeGreaterThan(0);
  });

  it("gets a text file's bytes as stored, to decode in another encoding (X-Encoding)", async () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]);
    await client.uploadFile('/docs/latin1.csv', latin1);
    const bytes = await client.getTextBytes('/docs/latin1.csv');
    expect(new TextDecoder('windows-1252').decode(bytes)).toBe('café\n');
  });

  it('builds download URLs that the server answers', async () => {
    const single = await client.download(client.rawURL(`/docs/${ODD}`));
    expect(await single.text()).toBe('odd');
    expect(single.headers.get('content-disposition')).toMatch(/^attachment/);
    const inline = await client.download(client.rawURL('/docs/sub/deep.txt', { inline: true }));
    expect(inline.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('streams search results and stops when aborted or left early', async () => {
    const found: string[] = [];
    for await (const result of client.search('/docs', 'deep')) found.push(result.path);
    expect(found).toEqual(['sub/deep.txt']);
    const paged: string[] = [];
    for await (const result of client.search('/docs', '', { offset: 1, limit: 1 })) {
      paged.push(result.path);
    }
    expect(paged).toHaveLength(1);
    for await (const result of client.search('/', '')) {
      expect(result.path).not.toBe('');
      break;
    }
    const controller = new AbortController();
    controller.abort();
    const error = await client
      .search('/', '', { signal: controller.signal })
      .next()
      .catch((caught: unknown) => caught);
    expect(isCancelled(error)).toBe(true);
  });

  it('reports a server that is not there as "000 No connection"', async () => {
    const nowhere = createClient({ baseURL: 'http://127.0.0.1:9', token: 'x.y.z' });
    await expect(nowhere.getResource('/')).rejects.toMatchObject({
      status: 0,
      message: '000 No connection',
      cancelled: false,
    });
  });
});
