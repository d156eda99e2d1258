import { SHARE_HASH_PATTERN, shareSchema } from '@file-browser/api-contract';
import type { Share } from '@file-browser/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser } from '../../testing/resources';

describe('share management (api-contract §4.1–§4.5)', () => {
  let test: TestServer;
  let admin: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/docs/report.txt': 'report',
      'data/docs/folder/x.txt': 'x',
      'data/users/bob/b.txt': 'bob',
      'data/escape.txt': { link: 'outside/secret.txt' },
      'outside/secret.txt': 'outside',
    });
    admin = await test.login();
    alice = await addTestUser(test, 'alice', { perm: { share: true, download: true } });
    bob = await addTestUser(test, 'bob', {
      perm: { share: true, download: true },
      scope: '/users/bob',
    });
  });
  afterAll(async () => {
    await test.close();
  });

  const create = async (path: string, body: unknown, token = admin) =>
    test.request(`/api/share${path}`, {
      method: 'POST',
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async (response: Response) => (await response.json()) as unknown;

  it('creates a share with an 8-character hash and never reports its secrets (K42)', async () => {
    const response = await create('/docs/report.txt', { password: 'pw', expires: '', unit: '' });
    expect(response.status).toBe(200);
    const body = (await json(response)) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['hash', 'path', 'userID', 'expire', 'hasPassword']);
    expect(body).toMatchObject({
      path: '/docs/report.txt',
      userID: 1,
      expire: 0,
      hasPassword: true,
    });
    expect(SHARE_HASH_PATTERN.test(String(body['hash']))).toBe(true);
    const second = shareSchema.parse(await json(await create('/docs/report.txt', {})));
    expect(second.hash).not.toBe(body['hash']);
    expect(second.hasPassword).toBe(false);
  });

  it('computes the expiry from number and unit, hours by default', async () => {
    const now = Math.floor(Date.now() / 1000);
    const minutes = shareSchema.parse(
      await json(await create('/docs/report.txt', { expires: '2', unit: 'minutes' })),
    );
    expect(minutes.expire - now).toBeGreaterThanOrEqual(120);
    expect(minutes.expire - now).toBeLessThan(180);
    const weeks = shareSchema.parse(
      await json(await create('/docs/report.txt', { expires: '1', unit: 'weeks' })),
    );
    expect(weeks.expire - now).toBeGreaterThanOrEqual(3600);
    expect(weeks.expire - now).toBeLessThan(3660);
  });

  it('refuses bad bodies (400), missing paths (404) and escaping links (403, K40, K41)', async () => {
    expect((await create('/docs/report.txt', undefined)).status).toBe(400);
    expect((await create('/docs/report.txt', { expires: 24 })).status).toBe(400);
    expect((await create('/docs/report.txt', { expires: 'soon' })).status).toBe(400);
    expect((await create('/docs/nothing.txt', {})).status).toBe(404);
    expect((await create('/escape.txt', {})).status).toBe(403);
  });

  it('refuses a body that is not valid UTF-8 with 400, creating nothing (issue 27)', async () => {
    const count = async () =>
      ((await json(await test.request('/api/shares', { token: admin }))) as unknown[]).length;
    const before = await count();
    for (const hex of ['ff', 'c3', 'c0af', 'eda080', 'f4908080']) {
      const body = Buffer.concat([
        Buffer.from('{"password":"pw'),
        Buffer.from(hex, 'hex'),
        Buffer.from('","expires":"1","unit":"hours"}'),
      ]);
      const response = await test.request('/api/share/docs/report.txt', {
        method: 'POST',
        token: admin,
        body,
      });
      expect([hex, response.status, await response.text()]).toEqual([
        hex,
        400,
        '400 Bad Request (request body is not valid UTF-8)\n',
      ]);
    }
    expect(await count()).toBe(before);
    // The same body in UTF-8 is fine, non-ASCII password included.
    expect((await create('/docs/report.txt', { password: 'pä§' })).status).toBe(200);
  });

  it('needs share and download (K23)', async () => {
    const noDownload = await addTestUser(test, 'nodl', {
      perm: { share: true, download: false },
    });
    const noShare = await addTestUser(test, 'noshare', { perm: { share: false } });
    expect((await create('/docs/report.txt', {}, noDownload)).status).toBe(403);
    expect((await create('/docs/report.txt', {}, noShare)).status).toBe(403);
    expect((await test.request('/api/shares', { token: noDownload })).status).toBe(403);
  });

  it('lists own shares for users and everyone’s, with owners, for admins', async () => {
    await create('/docs/folder/', {}, alice);
    await create('/b.txt', {}, bob);
    await create('/docs/report.txt', { expires: '-1' }, alice);
    const mine = (await json(await test.request('/api/shares', { token: alice }))) as Share[];
    expect(mine.map((share) => share.path)).toEqual(['/docs/folder/']);
    const all = (await json(await test.request('/api/shares', { token: admin }))) as Share[];
    const ids = all.map((share) => share.userID);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.find((share) => share.path === '/b.txt')?.username).toBe('bob');
    expect(all.some((share) => share.expire !== 0 && share.expire < Date.now() / 1000)).toBe(false);
  });

  it('finds shares of a path: exact for users, by real location for admins (K48)', async () => {
    const exact = (await json(
      await test.request('/api/share/docs/folder/', { token: alice }),
    )) as Share[];
    expect(exact).toHaveLength(1);
    const noSlash = (await json(
      await test.request('/api/share/docs/folder', { token: alice }),
    )) as Share[];
    expect(noSlash).toEqual([]);
    const adminView = (await json(
      await test.request('/api/share/users/bob/b.txt', { token: admin }),
    )) as Share[];
    expect(adminView.map((share) => share.path)).toEqual(['/b.txt']);
  });

  it('deletes only for the owner or an admin (K35)', async () => {
    const share = shareSchema.parse(await json(await create('/b.txt', {}, bob)));
    const remove = (token: string, hash = share.hash) =>
      test.request(`/api/share/${hash}`, { method: 'DELETE', token });
    expect((await remove(alice)).status).toBe(403);
    expect((await test.request(`/api/public/share/${share.hash}`)).status).toBe(200);
    expect((await remove(bob)).status).toBe(200);
    expect((await remove(bob)).status).toBe(404);
    expect((await remove(bob, '')).status).toBe(400);
    const other = shareSchema.parse(await json(await create('/b.txt', {}, bob)));
    expect((await remove(admin, other.hash)).status).toBe(200);
  });
});
