import { createClient } from '@file-browser/api-client';
import type { FileBrowserServer } from '@file-browser/server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '@file-browser/server/testing';
import { createServer } from '@file-browser/server';
import { openAsBlob, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createUploadEngine } from '../engine/upload-engine';
import { eventLog } from '../../testing/engine-probes';
import { CountingBlob, localFolder, sha256, writeLargeFile } from '../../testing/local-files';

// A few MiB in 512 KiB chunks: the restart lands mid-upload, with chunks on both sides.
const LARGE = 6 * 1024 * 1024;
const CHUNK = 512 * 1024;
// Retries after 0, 1, 2, 4 and 8 s: a restart on the same port fits in that window.
const settings = { chunkSize: CHUNK, retryCount: 5 };

it('resumes a tus upload after the server restarts on the same port, root and database', async () => {
  const test = await startTestServer({});
  const local = localFolder();
  writeLargeFile(join(local, 'large.bin'), LARGE);
  const port = Number(new URL(test.url).port);
  const client = createClient({ baseURL: test.url });
  await client.login({ username: 'admin', password: TEST_ADMIN_PASSWORD });

  let again: FileBrowserServer | undefined;
  let restarted: Promise<void> | undefined;
  let offsetAtStop = 0;
  const engine = createUploadEngine({
    client,
    openFile: (path) => openAsBlob(path),
    tus: settings,
    progressInterval: 10,
  });
  // The new server starts only once the upload has found none: a restart quicker than the
  // client's next request (or a request finished on the closing server's open connection) would
  // leave nothing to resume.
  const retried = new Promise<void>((resolve) => {
    engine.on('retry', () => {
      resolve();
    });
  });
  const restart = async () => {
    // As a crash would: open connections go too, the chunk in flight with them.
    const closing = test.server.close();
    test.server.app.server.closeAllConnections();
    await closing;
    await retried;
    again = await createServer({
      root: test.root,
      database: join(test.base, 'fb.db'),
      adminPassword: TEST_ADMIN_PASSWORD,
    });
    await again.listen({ host: '127.0.0.1', port });
  };
  const log = eventLog(engine);
  engine.on('progress', ({ item }) => {
    if (restarted || item.sentBytes < 2 * 1024 * 1024) return;
    offsetAtStop = item.sentBytes;
    restarted = restart(); // the upload's next request finds no server
  });
  try {
    engine.add([{ path: '/resumed.bin', file: join(local, 'large.bin') }]);
    const { items } = await engine.whenDrained();
    await restarted;

    expect(items[0]).toMatchObject({ status: 'done', sentBytes: LARGE });
    const kinds = log.kinds();
    expect(kinds.filter((kind) => kind === 'retry').length).toBeGreaterThan(0);
    expect(kinds.slice(-2)).toEqual(['complete', 'drained']);
    // Acknowledged bytes only grew, in whole chunks, and went on past the offset at the stop:
    // the new server took the rest from the staged bytes, nothing was sent twice from 0.
    const acknowledged = log.progress();
    for (const [index, bytes] of acknowledged.entries())
      if (index > 0) expect(bytes).toBeGreaterThan(acknowledged[index - 1] ?? Infinity);
    expect(acknowledged.every((bytes) => bytes % CHUNK === 0)).toBe(true);
    const firstRetry = kinds.indexOf('retry');
    const afterRetry = log.events.slice(firstRetry).filter((event) => event.kind === 'progress');
    expect(afterRetry.length).toBeGreaterThan(0);
    expect(afterRetry[0]?.bytes).toBeGreaterThan(offsetAtStop);
    expect(sha256(join(test.root, 'resumed.bin'))).toBe(sha256(join(local, 'large.bin')));
  } finally {
    await restarted?.catch(() => undefined);
    await again?.close();
    rmSync(test.base, { recursive: true, force: true });
    rmSync(local, { recursive: true, force: true });
  }
});

it('resumes an upload aborted with { resumable: true } from its URL after a restart, sending only the rest', async () => {
  const test = await startTestServer({});
  const local = localFolder();
  writeLargeFile(join(local, 'large.bin'), LARGE);
  const client = createClient({ baseURL: test.url });
  await client.login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
  const options = { client, tus: settings, progressInterval: 10 };
  try {
    const first = createUploadEngine({ ...options, openFile: (path) => openAsBlob(path) });
    first.on('progress', ({ item }) => {
      if (item.sentBytes >= 2 * 1024 * 1024) void first.abort({ resumable: true });
    });
    first.add([{ path: '/paused.bin', file: join(local, 'large.bin') }]);
    const stopped = await first.whenDrained();
    const [aborted] = stopped.items;
    expect(stopped.aborted).toBe(true);
    expect(aborted).toMatchObject({
      status: 'aborted',
      tusUploadUrl: `${test.url}/api/tus/paused.bin`,
    });
    await test.restart(); // same port, root and database

    const file = new CountingBlob([await openAsBlob(join(local, 'large.bin'))]);
    const second = createUploadEngine({ ...options, openFile: () => Promise.resolve(file) });
    const log = eventLog(second);
    second.add([{ path: '/paused.bin', file: 'large.bin', tusUploadUrl: aborted?.tusUploadUrl }]);
    const { items } = await second.whenDrained();

    expect(items[0]).toMatchObject({ status: 'done', sentBytes: LARGE });
    // The first progress is the server's offset, at least what the aborted item had.
    expect(log.progress()[0]).toBeGreaterThanOrEqual(aborted?.sentBytes ?? Infinity);
    expect(file.read).toBeLessThanOrEqual(LARGE - (aborted?.sentBytes ?? 0));
    expect(sha256(join(test.root, 'paused.bin'))).toBe(sha256(join(local, 'large.bin')));
  } finally {
    await test.close();
    rmSync(local, { recursive: true, force: true });
  }
});
