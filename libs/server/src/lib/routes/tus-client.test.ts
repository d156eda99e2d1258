import {
  appendFileSync,
  existsSync,
  linkSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';
import { createServer } from '../create-server';
import { openSqliteStore } from '../drivers/sqlite/sqlite-store';
import { clientUpload, pattern, requester, tusClient } from '../../testing/tus-uploads';

describe('tus with tus-js-client 4 and across restarts', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({ 'data/docs/old.bin': 'old' });
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  it('uploads a file in chunks with tus-js-client', async () => {
    const data = pattern(300 * 1024 + 7);
    await clientUpload(`${test.url}/api/tus/docs/big file.bin?override=false`, admin, data).done;
    expect(readFileSync(join(test.root, 'docs/big file.bin')).equals(data)).toBe(true);
  });

  it('resumes after the client aborts, replacing the old file only at the end', async () => {
    const data = pattern(256 * 1024);
    let aborted = false;
    const first = clientUpload(`${test.url}/api/tus/docs/old.bin?override=true`, admin, data, {
      onChunk: (upload, sent) => {
        if (sent >= 128 * 1024 && !aborted) {
          aborted = true;
          void upload.abort();
        }
      },
    });
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (!aborted) return;
        clearInterval(timer);
        resolve();
      }, 10);
    });
    expect(readFileSync(join(test.root, 'docs/old.bin'), 'utf8')).toBe('old');
    const head = await tusClient(test, admin).head('/docs/old.bin');
    expect(Number(head.headers.get('upload-offset'))).toBeGreaterThanOrEqual(128 * 1024);
    first.upload.start();
    await first.done;
    expect(readFileSync(join(test.root, 'docs/old.bin')).equals(data)).toBe(true);
  });

  it('resumes an upload after the server restarts', async () => {
    const restartable = await startTestServer({});
    const token = await restartable.login();
    await tusClient(restartable, token).create('/after-restart.txt', 10);
    await tusClient(restartable, token).patch('/after-restart.txt', 0, 'first');
    await restartable.server.close();

    const again = await createServer({
      root: restartable.root,
      database: join(restartable.base, 'fb.db'),
      adminPassword: TEST_ADMIN_PASSWORD,
    });
    const url = await again.listen({ host: '127.0.0.1', port: 0 });
    try {
      const tus = tusClient({ ...restartable, url, request: requester(url) }, token);
      expect((await tus.head('/after-restart.txt')).headers.get('upload-offset')).toBe('5');
      expect((await tus.patch('/after-restart.txt', 5, 'after')).status).toBe(204);
      expect(readFileSync(join(restartable.root, 'after-restart.txt'), 'utf8')).toBe('firstafter');
    } finally {
      await again.close();
      rmSync(restartable.base, { recursive: true, force: true });
    }
  });

  // A server killed while completing an upload: the store already names the file being
  // placed, and the part file is at one of three points. Each must resume to success with
  // tus-js-client after a restart, with the exact bytes and nothing left in staging.
  for (const point of ['before placing', 'linked, not unlinked', 'renamed'] as const) {
    it(`completes an upload whose server was killed ${point}`, async () => {
      const data = pattern(100 * 1024 + 3);
      const first = await startTestServer({});
      const token = await first.login();
      const target = join(first.root, 'crash.bin');
      const stagingDir = `${join(first.base, 'fb.db')}.uploads`;
      const tus = tusClient(first, token);
      await tus.create('/crash.bin', data.length, '?override=false');
      const head = new Uint8Array(data.subarray(0, data.length - 1));
      expect((await tus.patch('/crash.bin', 0, head)).status).toBe(204);
      await first.server.close();

      // What finish() leaves at that point, on the same file system as the target.
      const id = readdirSync(stagingDir)[0]?.replace(/\.part$/, '') ?? '';
      const part = join(stagingDir, `${id}.part`);
      appendFileSync(part, data.subarray(data.length - 1));
      const { dev, ino } = statSync(part, { bigint: true });
      const store = openSqliteStore(join(first.base, 'fb.db'));
      expect(await store.tusUploads.setPlacing(id, { dev: `${dev}`, ino: `${ino}` })).toBe(true);
      await store.close();
      if (point === 'linked, not unlinked') linkSync(part, target);
      if (point === 'renamed') renameSync(part, target);

      const again = await createServer({
        root: first.root,
        database: join(first.base, 'fb.db'),
        adminPassword: TEST_ADMIN_PASSWORD,
      });
      const url = await again.listen({ host: '127.0.0.1', port: 0 });
      try {
        const uploadUrl = `${url}/api/tus/crash.bin`;
        await clientUpload(`${url}/api/tus/crash.bin?override=false`, token, data, { uploadUrl })
          .done;
        expect(readFileSync(target).equals(data)).toBe(true);
        expect(readdirSync(stagingDir)).toEqual([]);
        expect(readdirSync(first.root)).toEqual(['crash.bin']);
        expect(existsSync(part)).toBe(false);
      } finally {
        await again.close();
        rmSync(first.base, { recursive: true, force: true });
      }
    });
  }
});
