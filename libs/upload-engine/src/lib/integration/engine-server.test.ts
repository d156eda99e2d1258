import { createClient } from '@file-browser/api-client';
import type { ApiClient } from '@file-browser/api-client';
import type { TestServer } from '@file-browser/server/testing';
import { TEST_ADMIN_PASSWORD, startTestServer } from '@file-browser/server/testing';
import { existsSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyConflictChoices, checkUploadConflicts } from '../conflicts/conflicts';
import { toUploadEntries } from '../conflicts/entries';
import { createUploadEngine } from '../engine/upload-engine';
import type { TusSettings, UploadEngineOptions } from '../engine/types';
import { createPostTransport } from '../transport/post-transport';
import { createTusTransport } from '../transport/tus-transport';
import { eventLog, whenSent } from '../../testing/engine-probes';
import { localFolder, sha256, writeLargeFile, writeSmallTree } from '../../testing/local-files';

// A few MiB cross many tus chunks and fetch stream reads just the same as 200 MB would, and
// keep this suite fast on shared CI cores.
const LARGE = 8 * 1024 * 1024;
const TUS: TusSettings = { chunkSize: 1024 * 1024, retryCount: 3 };

describe('upload engine against the real server', () => {
  let test: TestServer;
  let client: ApiClient;
  let local: string;
  let smallFiles: string[];

  beforeAll(async () => {
    test = await startTestServer({
      'data/existing/a.txt': 'old',
      'data/existing/sub/b.txt': 'old',
    });
    client = createClient({ baseURL: test.url });
    await client.login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
    local = localFolder();
    smallFiles = writeSmallTree(local, 200);
    writeLargeFile(join(local, 'large.bin'), LARGE);
  });
  afterAll(async () => {
    await test.close();
    rmSync(local, { recursive: true, force: true });
  });

  const engineWith = (options: Partial<UploadEngineOptions> = {}) =>
    createUploadEngine({ client, openFile: (path) => openAsBlob(path), ...options });
  const folderEntries = (destination: string) => {
    const folders = [...new Set(smallFiles.map((path) => path.replace(/\/[^/]*$/, '')))];
    return toUploadEntries(destination, [
      { name: 'tree', fullPath: 'tree', isDir: true },
      ...folders.map((fullPath) => ({ name: fullPath, fullPath, isDir: true })),
      ...smallFiles.map((fullPath) => ({ name: fullPath, fullPath, file: join(local, fullPath) })),
    ]);
  };

  for (const [transport, tus] of [
    ['plain POST', null],
    ['tus', { chunkSize: 1024, retryCount: 3 }], // every small file is larger than one chunk
  ] as const) {
    it(`uploads a folder of 200 small files by ${transport}`, async () => {
      const engine = engineWith({ tus });
      const destination = `/by ${transport}/`;
      engine.add(folderEntries(destination));
      const { items, aborted } = await engine.whenDrained();

      expect(aborted).toBe(false);
      expect(items.filter((item) => item.status !== 'done')).toEqual([]);
      expect(items.every((item) => item.sentBytes === item.totalBytes)).toBe(true);
      for (const path of smallFiles)
        expect(readFileSync(join(test.root, destination, path), 'utf8')).toBe(
          readFileSync(join(local, path), 'utf8'),
        );
      expect(engine.getState()).toMatchObject({ uploading: false, items: [], totalBytes: 0 });
    });

    it(`uploads one large file by ${transport}, reporting acknowledged bytes in order`, async () => {
      const used: string[] = [];
      const post = createPostTransport(client);
      const resumable = createTusTransport({ client, settings: TUS });
      const engine = engineWith({
        tus: tus && TUS,
        progressInterval: 10,
        transports: {
          post: (request) => (used.push('post'), post(request)),
          tus: (request) => (used.push('tus'), resumable(request)),
        },
      });
      const log = eventLog(engine);
      engine.add([{ path: `/large by ${transport}.bin`, file: join(local, 'large.bin') }]);
      const { items } = await engine.whenDrained();

      expect(items[0]?.error).toBeUndefined();
      expect(items[0]).toMatchObject({ status: 'done', size: LARGE, sentBytes: LARGE });
      expect(used).toEqual([tus ? 'tus' : 'post']);
      expect(log.kinds()).toEqual([...log.progress().map(() => 'progress'), 'complete', 'drained']);
      const acknowledged = log.progress();
      expect(acknowledged.length).toBeGreaterThan(1);
      expect(acknowledged.at(-1)).toBe(LARGE);
      for (const [index, bytes] of acknowledged.entries())
        if (index > 0) expect(bytes).toBeGreaterThan(acknowledged[index - 1] ?? Infinity);
      // Before the server's answer a POST stays one byte short; tus moves by whole chunks.
      if (tus) expect(acknowledged.every((bytes) => bytes % TUS.chunkSize === 0)).toBe(true);
      else expect(acknowledged.slice(0, -1).every((bytes) => bytes < LARGE)).toBe(true);
      expect(sha256(join(test.root, `large by ${transport}.bin`))).toBe(
        sha256(join(local, 'large.bin')),
      );
    });

    it(`aborts a ${transport} upload midway without leaving a partial file`, async () => {
      const name = `aborted by ${transport}.bin`;
      // eslint-disable-next-line prefer-const -- the transport needs the engine it belongs to
      let engine: ReturnType<typeof engineWith>;
      const abortAt = (inner: ReturnType<typeof createPostTransport>) =>
        whenSent(inner, 4 * 1024 * 1024, () => void engine.abort());
      engine = engineWith({
        concurrency: 1,
        tus: tus && TUS,
        transports: {
          post: abortAt(createPostTransport(client)),
          tus: abortAt(createTusTransport({ client, settings: TUS })),
        },
      });
      const errors: string[] = [];
      engine.on('error', (event) => errors.push(event.message));
      engine.add([
        { path: `/${name}`, file: join(local, 'large.bin') },
        { path: '/never started.txt', file: new Uint8Array(5) },
      ]);
      const { items, aborted } = await engine.whenDrained();

      expect(aborted).toBe(true);
      expect(items.map((item) => item.status)).toEqual(['aborted', 'skipped']);
      expect(errors).toEqual([]); // 'Upload aborted' is silent
      expect(existsSync(join(test.root, name))).toBe(false);
      expect(existsSync(join(test.root, 'never started.txt'))).toBe(false);
    });
  }

  it('reports a 409 for an existing file and replaces it with overwrite', async () => {
    const engine = engineWith();
    const errors: string[] = [];
    engine.on('error', (event) => errors.push(event.message));
    engine.add([
      { path: '/existing/a.txt', file: new Blob(['new']) },
      { path: '/existing/sub/b.txt', file: new Blob(['new']), overwrite: true },
    ]);
    await engine.whenDrained();
    expect(errors).toEqual(['409']);
    expect(readFileSync(join(test.root, 'existing/a.txt'), 'utf8')).toBe('old');
    expect(readFileSync(join(test.root, 'existing/sub/b.txt'), 'utf8')).toBe('new');
  });

  it('uploads a folder with a conflict: 409 for the taken file, then replaced when chosen', async () => {
    const tree = localFolder();
    writeSmallTree(tree, 3); // tree/part 0/file #0.txt, tree/part 1/…, tree/part 2/…
    const before = 'already here';
    const taken = join(test.root, 'conflict/tree/part 1/file #1.txt');
    await client.createFolder('/conflict/tree/part 1/');
    await client.uploadFile('/conflict/tree/part 1/file #1.txt', new Blob([before]));
    const candidates = [
      { name: 'tree', fullPath: 'tree', isDir: true },
      ...[0, 1, 2].map((index) => ({
        name: `file #${index}.txt`,
        fullPath: `tree/part ${index}/file #${index}.txt`,
        file: join(tree, `tree/part ${index}/file #${index}.txt`),
      })),
    ];
    const conflicts = await checkUploadConflicts(client, candidates, '/conflict/');
    expect(conflicts.map((conflict) => conflict.name)).toEqual([
      '/conflict/tree/part 1/file #1.txt',
    ]);

    const first = engineWith({ tus: null, concurrency: 1 });
    const log = eventLog(first);
    first.add(toUploadEntries('/conflict/', candidates));
    const { items } = await first.whenDrained();
    expect(log.ends()).toEqual([
      'complete /conflict/tree/',
      'complete /conflict/tree/part 0/file #0.txt',
      'error /conflict/tree/part 1/file #1.txt 409',
      'complete /conflict/tree/part 2/file #2.txt',
    ]);
    expect(items.map((item) => item.status)).toEqual(['done', 'done', 'failed', 'done']);
    expect(readFileSync(taken, 'utf8')).toBe(before);

    // Keep the local file ("origin", the default choice): it goes again with overwrite.
    const again = engineWith({ tus: null });
    const chosen = applyConflictChoices(candidates, conflicts).filter(
      (candidate) => candidate.fullPath === 'tree/part 1/file #1.txt',
    );
    again.add(toUploadEntries('/conflict/', chosen));
    expect((await again.whenDrained()).items[0]).toMatchObject({ status: 'done', overwrite: true });
    expect(readFileSync(taken, 'utf8')).toBe(
      readFileSync(join(tree, 'tree/part 1/file #1.txt'), 'utf8'),
    );
    rmSync(tree, { recursive: true, force: true });
  });

  it('finds conflicts from the real listings, flat and nested', async () => {
    const flat = await checkUploadConflicts(
      client,
      [{ name: 'a.txt' }, { name: 'c.txt' }],
      '/existing/',
    );
    expect(flat.map((conflict) => conflict.name)).toEqual(['/existing/a.txt']);
    const nested = await checkUploadConflicts(
      client,
      [{ name: 'b.txt', fullPath: 'sub/b.txt' }],
      '/existing',
    );
    expect(nested.map((conflict) => conflict.name)).toEqual(['/existing/sub/b.txt']);
    expect(await checkUploadConflicts(client, [{ name: 'a.txt' }], '/not there/')).toEqual([]);
  });
});
