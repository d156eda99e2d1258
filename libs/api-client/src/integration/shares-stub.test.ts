import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../index';
import { createClient } from '../index';
import type { StubServer } from '../testing/stub-server';
import { sendJson, sendText, startStubServer } from '../testing/stub-server';

const share = { hash: 'aB3-x_9Q', path: '/docs/a b.txt', userID: 1, expire: 0, hasPassword: true };
const file = {
  path: '',
  name: 'a b.txt',
  size: 3,
  extension: '.txt',
  modified: '2025-01-02T03:04:05Z',
  mode: 420,
  isDir: false,
  isSymlink: false,
  type: 'text',
  token: 't'.repeat(128),
};

// The share routes are built by another team right now; until the real server has them, the
// client's share calls are checked against the contract (api-contract §4) on a stub.
describe('api-client share calls (stub server)', () => {
  let stub: StubServer;
  let client: ApiClient;
  const onUnauthorized = vi.fn();

  beforeAll(async () => {
    stub = await startStubServer((seen, response) => {
      if (seen.url.startsWith('/api/public/share/')) {
        const ok = seen.headers['x-share-password'] === encodeURIComponent('pa ss+wörd');
        if (ok) sendJson(response, file);
        else sendText(response, 401, '401 Unauthorized');
      } else if (seen.method === 'DELETE') sendText(response, 200, '200 OK');
      else if (seen.method === 'POST') sendJson(response, share);
      else sendJson(response, [share]);
    });
    client = createClient({ baseURL: stub.url, token: 'x.y.z', onUnauthorized });
  });
  afterAll(async () => {
    await stub.close();
  });

  it('lists all shares and the shares of one path', async () => {
    await expect(client.listShares()).resolves.toEqual([share]);
    await expect(client.getShares('/docs/a b.txt')).resolves.toEqual([share]);
    expect(stub.seen.slice(-2).map((seen) => seen.url)).toEqual([
      '/api/shares',
      '/api/share/docs/a%20b.txt',
    ]);
  });

  it('creates shares with string values, `{}` at least, and deletes them', async () => {
    await client.createShare('/docs/a b.txt');
    expect(stub.seen.at(-1)?.body).toBe('{}');
    await expect(
      client.createShare('/docs/a b.txt', { password: 'pw', expires: 24, unit: 'hours' }),
    ).resolves.toEqual(share);
    expect(JSON.parse(stub.seen.at(-1)?.body ?? '')).toEqual({
      password: 'pw',
      expires: '24',
      unit: 'hours',
    });
    expect(stub.seen.at(-1)?.headers['x-auth']).toBe('x.y.z');
    await client.deleteShare(share.hash);
    expect(stub.seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/share/aB3-x_9Q' });
  });

  it('opens public shares with an encoded password and no session', async () => {
    await expect(
      client.getPublicShare(share.hash, '/', { password: 'wrong' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    const opened = await client.getPublicShare(share.hash, '/', { password: 'pa ss+wörd' });
    expect(opened.token).toHaveLength(128);
    expect(stub.seen.at(-1)?.headers['x-auth']).toBeUndefined();
    await client.getPublicShare(share.hash, '/sub dir', { token: 'tok' }).catch(() => undefined);
    expect(stub.seen.at(-1)?.url).toBe('/api/public/share/aB3-x_9Q/sub%20dir?token=tok');
  });
});
