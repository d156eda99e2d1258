import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';
import { createServer } from '../create-server';
import { requester, tusClient } from '../tus/tus-test-support';

function pattern(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index++) bytes[index] = (index * 31) % 251;
  return bytes;
}

/** Uploads with tus-js-client 4 the way upstream's web client configures it. */
function clientUpload(
  url: string,
  token: string,
  data: Buffer,
  hooks: { onChunk?: (upload: Upload, sent: number) => void } = {},
): { upload: Upload; done: Promise<void> } {
  let upload!: Upload;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(data, {
      endpoint: url,
      chunkSize: 64 * 1024,
      retryDelays: [],
      parallelUploads: 1,
      storeFingerprintForResuming: false,
      headers: { 'X-Auth': token },
      onChunkComplete: (_size, sent) => hooks.onChunk?.(upload, sent),
      onSuccess: () => {
        resolve();
      },
      onError: reject,
    });
    upload.start();
  });
  return { upload, done };
}

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
});
