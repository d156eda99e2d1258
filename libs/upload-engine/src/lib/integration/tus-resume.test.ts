import { createClient } from '@file-browser/api-client';
import type { FileBrowserServer } from '@file-browser/server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '@file-browser/server/testing';
import { createServer } from '@file-browser/server';
import { openAsBlob, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createUploadEngine } from '../engine/upload-engine';
import { createTusTransport } from '../transport/tus-transport';
import { localFolder, sha256, whenSent, writeLargeFile } from './integration-support';

// 24 MiB instead of the 200 MB keeps the suite fast; it still spans 24 chunks.
const LARGE = 24 * 1024 * 1024;
// Retries after 0, 1, 2, 4 and 8 s: a restart on the same port fits in that window.
const settings = { chunkSize: 1024 * 1024, retryCount: 5 };

it('resumes a tus upload after the server restarts on the same root and database', async () => {
  const test = await startTestServer({});
  const local = localFolder();
  writeLargeFile(join(local, 'large.bin'), LARGE);
  const port = Number(new URL(test.url).port);
  const client = createClient({ baseURL: test.url });
  await client.login({ username: 'admin', password: TEST_ADMIN_PASSWORD });

  let again: FileBrowserServer | undefined;
  let restarted: Promise<void> | undefined;
  const afterRestart: number[] = [];
  const restart = async () => {
    await test.server.close();
    again = await createServer({
      root: test.root,
      database: join(test.base, 'fb.db'),
      adminPassword: TEST_ADMIN_PASSWORD,
    });
    await again.listen({ host: '127.0.0.1', port });
  };
  const engine = createUploadEngine({
    client,
    openFile: (path) => openAsBlob(path),
    tus: settings,
    transports: {
      tus: (request) =>
        whenSent(createTusTransport({ client, settings }), 8 * 1024 * 1024, () => {
          restarted = restart();
        })({
          ...request,
          onProgress: (sent) => {
            if (again) afterRestart.push(sent);
            request.onProgress(sent);
          },
        }),
    },
  });
  try {
    engine.add([{ path: '/resumed.bin', file: join(local, 'large.bin') }]);
    const { items } = await engine.whenDrained();
    await restarted;

    expect(afterRestart.length).toBeGreaterThan(0); // the new server took the rest
    expect(items[0]).toMatchObject({ status: 'done', sentBytes: LARGE });
    // Progress never fell back to the start: the upload went on from the staged offset.
    expect(Math.min(...afterRestart)).toBeGreaterThanOrEqual(7 * 1024 * 1024);
    expect(sha256(join(test.root, 'resumed.bin'))).toBe(sha256(join(local, 'large.bin')));
  } finally {
    await restarted?.catch(() => undefined);
    await again?.close();
    rmSync(test.base, { recursive: true, force: true });
    rmSync(local, { recursive: true, force: true });
  }
});
