import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';
import { RENEW_ONCE_SECONDS } from '../auth/authenticate';

const PASSWORD = 'a-long-enough-password';
const NEW_PASSWORD = 'a-brand-new-password';

/** A token's claims, read without checking it. */
function claimsOf(token: string): { auth_time: number; epoch: number } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    auth_time: number;
    epoch: number;
  };
}

/**
 * A client that behaves as upstream's web client does: it sends its token in `X-Auth`, keeps
 * it after changing its password, and after any answer carrying `X-Renew-Token: true` posts
 * `/api/renew` with its current token and keeps the token answered (the raw body).
 */
function upstreamClient(test: TestServer, token: string) {
  const client = {
    jwt: token,
    renewals: 0,
    async fetch(path: string, init: RequestInit = {}): Promise<Response> {
      const response = await test.request(path, { ...init, token: client.jwt });
      if (response.headers.get('x-renew-token') === 'true') {
        client.renewals += 1;
        const renewed = await test.request('/api/renew', { method: 'POST', token: client.jwt });
        if (renewed.status === 200) client.jwt = await renewed.text();
      }
      return response;
    },
  };
  return client;
}

describe('/api/users (real server)', () => {
  let test: TestServer;
  let admin: string;

  const send = (method: string, path: string, token: string, body: unknown) =>
    test.request(path, { method, token, body: JSON.stringify(body) });

  /** Creates a user through the API and returns its id. */
  async function createUser(username: string, data: Record<string, unknown> = {}) {
    const response = await send('POST', '/api/users', admin, {
      what: 'user',
      current_password: TEST_ADMIN_PASSWORD,
      data: { username, password: PASSWORD, ...data },
    });
    expect(response.status).toBe(201);
    return Number(response.headers.get('location')?.split('/').pop());
  }

  beforeAll(async () => {
    test = await startTestServer({}, { baseURL: '/fb' });
    admin = await test.login();
  });

  afterAll(async () => {
    await test.close();
  });

  it('creates a user from the settings defaults with 201 and a Location under the base URL', async () => {
    const response = await send('POST', '/api/users', admin, {
      what: 'user',
      which: [],
      current_password: TEST_ADMIN_PASSWORD,
      data: { username: 'carol', password: PASSWORD, scope: '/carol' },
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('201 Created\n');
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/fb\/settings\/users\/\d+$/);
    expect(existsSync(join(test.root, 'carol'))).toBe(true);
    const id = location.split('/').pop() ?? '';
    const user = (await (await test.request(`/api/users/${id}`, { token: admin })).json()) as {
      password: string;
      scope: string;
      perm: { execute: boolean; admin: boolean };
      viewMode: string;
    };
    expect(user).toMatchObject({ password: '', scope: '/carol', viewMode: 'mosaic' });
    expect(user.perm).toMatchObject({ admin: false, execute: true });
  });

  it('lists users by id with blank passwords, for admins only', async () => {
    const id = await createUser('dave');
    const response = await test.request('/api/users', { token: admin });
    const users = (await response.json()) as { id: number; username: string; password: string }[];
    expect(users[0]).toMatchObject({ id: 1, username: 'admin', password: '' });
    expect(users.map((user) => user.id)).toContain(id);
    const dave = await test.login('dave', PASSWORD);
    expect((await test.request('/api/users', { token: dave })).status).toBe(403);
    expect((await test.request('/api/users/1', { token: dave })).status).toBe(403);
    const self = (await (await test.request(`/api/users/${id}`, { token: dave })).json()) as {
      scope: string;
    };
    expect(self.scope).toBe('');
    expect((await test.request('/api/users/999', { token: admin })).status).toBe(404);
    expect((await test.request('/api/users')).status).toBe(401);
  });

  it('refuses bad creations with the statuses the contract names (K59)', async () => {
    const base = { what: 'user', current_password: TEST_ADMIN_PASSWORD };
    const cases: [unknown, number, string][] = [
      [{ ...base, what: 'share', data: {} }, 400, '400 Bad Request (invalid data type)\n'],
      [
        { ...base, current_password: 'nope', data: { username: 'x', password: PASSWORD } },
        400,
        '400 Bad Request (the current password is incorrect)\n',
      ],
      [
        { ...base, data: { username: 'x', password: 'short' } },
        400,
        '400 Bad Request (password is too short, minimum length is 12)\n',
      ],
      [
        { ...base, data: { username: 'x', password: 'x'.repeat(73) } },
        400,
        '400 Bad Request (password is too long, maximum length is 72 bytes)\n',
      ],
      [{ ...base, data: { username: 'x' } }, 400, '400 Bad Request (password is empty)\n'],
      [
        { ...base, data: { username: 'nul\u0000name', password: PASSWORD } },
        400,
        '400 Bad Request (username contains a control character)\n',
      ],
      [
        { ...base, data: { username: 'tabbed', password: PASSWORD, scope: '/a\tb' } },
        400,
        '400 Bad Request (scope contains a control character)\n',
      ],
      [
        { ...base, which: ['all'], data: { username: 'x', password: PASSWORD } },
        400,
        '400 Bad Request (which must be empty when creating a user)\n',
      ],
      [
        {
          ...base,
          data: {
            username: 'x',
            password: PASSWORD,
            perm: {
              admin: false,
              execute: false,
              create: true,
              rename: true,
              modify: true,
              delete: true,
              share: true,
              download: false,
            },
          },
        },
        400,
        '400 Bad Request (permission to share requires permission to download)\n',
      ],
      [
        {
          ...base,
          data: {
            username: 'x',
            password: PASSWORD,
            rules: [{ regex: true, allow: false, path: '', regexp: { raw: '(' } }],
          },
        },
        400,
        '400 Bad Request (data.rules.0: invalid rule regex "(")\n',
      ],
      [{ ...base, data: { username: 'admin', password: PASSWORD } }, 409, '409 Conflict\n'],
    ];
    for (const [body, status, text] of cases) {
      const response = await send('POST', '/api/users', admin, body);
      expect([response.status, await response.text()]).toEqual([status, text]);
    }
    const malformed = await test.request('/api/users', { method: 'POST', token: admin, body: '{' });
    expect(malformed.status).toBe(400);
  });

  it('lets a non-admin change only their own preferences and, with re-auth, password (K58, K64)', async () => {
    const id = await createUser('erin');
    const erin = await test.login('erin', PASSWORD);
    const update = (which: string[], data: Record<string, unknown>, current?: string) =>
      send('PUT', `/api/users/${id}`, erin, {
        what: 'user',
        which,
        current_password: current,
        data: { id, ...data },
      });
    expect((await update(['sorting'], { sorting: { by: 'size', asc: true } })).status).toBe(200);
    expect((await update(['locale'], { locale: 'de' })).status).toBe(200);
    const perm = {
      admin: true,
      execute: true,
      create: true,
      rename: true,
      modify: true,
      delete: true,
      share: true,
      download: true,
    };
    // Self-escalation, whatever the casing or form (K58, K64).
    for (const which of [
      ['perm'],
      ['Perm'],
      ['all'],
      [],
      ['scope'],
      ['commands'],
      ['rules'],
      ['lockPassword'],
      ['username'],
    ]) {
      const response = await update(
        which,
        { perm, scope: '/', commands: ['rm'], rules: [], lockPassword: true, username: 'root' },
        PASSWORD,
      );
      expect([which, response.status]).toEqual([which, 403]);
    }
    expect((await update(['Password'], { password: 'another-long-password' })).status).toBe(400);
    expect((await update(['bogus'], {}, PASSWORD)).status).toBe(400);
    expect((await update(['locale'], { id: 1, locale: 'fr' })).status).toBe(400);
    expect(
      (
        await send('PUT', '/api/users/1', erin, {
          what: 'user',
          which: ['locale'],
          data: { id: 1, locale: 'fr' },
        })
      ).status,
    ).toBe(403);
    const self = (await (await test.request(`/api/users/${id}`, { token: admin })).json()) as {
      perm: { admin: boolean };
      locale: string;
      sorting: { by: string };
    };
    expect(self).toMatchObject({ locale: 'de', sorting: { by: 'size' }, perm: { admin: false } });
  });

  it('ends every session of a user whose password changes (K54)', async () => {
    const id = await createUser('fay');
    const fay = await test.login('fay', PASSWORD);
    const other = await test.login('fay', PASSWORD);
    // An admin changing fay's password leaves none of fay's tokens a renewal, nor her own.
    const response = await send('PUT', `/api/users/${id}`, admin, {
      what: 'user',
      which: ['password'],
      current_password: TEST_ADMIN_PASSWORD,
      data: { id, password: 'a-brand-new-password' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-renew-token')).toBeNull();
    for (const token of [fay, other]) {
      expect((await test.request('/api/resources/', { token })).status).toBe(401);
      expect((await test.request('/api/renew', { method: 'POST', token })).status).toBe(401);
    }
    expect((await test.request('/api/resources/', { token: admin })).status).toBe(200);
    await expect(test.login('fay', PASSWORD)).rejects.toThrow();
    const fresh = await test.login('fay', 'a-brand-new-password');
    expect((await test.request('/api/resources/', { token: fresh })).status).toBe(200);
  });

  describe('changing your own password (issue 27)', () => {
    const changeOwnPassword = (id: number, token: string) =>
      send('PUT', `/api/users/${id}`, token, {
        what: 'user',
        which: ['password'],
        current_password: PASSWORD,
        data: { id, password: NEW_PASSWORD },
      });
    const renew = (token: string) => test.request('/api/renew', { method: 'POST', token });
    const list = (token: string) => test.request('/api/resources/', { token });

    afterEach(() => {
      vi.useRealTimers();
    });

    it('lets the token that made the change renew once, and no other session (issue 27)', async () => {
      const id = await createUser('jan');
      const jan = await test.login('jan', PASSWORD);
      const other = await test.login('jan', PASSWORD);
      expect(other).not.toBe(jan);
      const changed = await changeOwnPassword(id, jan);
      expect(changed.status).toBe(200);
      expect(changed.headers.get('x-renew-token')).toBe('true');
      // Until it renews, the changing token opens nothing; no other session takes its renewal.
      expect((await list(jan)).status).toBe(401);
      expect((await renew(other)).status).toBe(401);
      const renewed = await renew(jan);
      expect([renewed.status, renewed.headers.get('x-renew-token')]).toEqual([200, 'false']);
      const fresh = await renewed.text();
      // The same session (K53: it keeps its start), of the new epoch.
      expect(claimsOf(fresh).auth_time).toBe(claimsOf(jan).auth_time);
      expect(claimsOf(fresh).epoch).toBe(claimsOf(jan).epoch + 1);
      expect((await list(fresh)).status).toBe(200);
      expect((await renew(jan)).status).toBe(401);
      for (const token of [jan, other]) expect((await list(token)).status).toBe(401);
      expect((await renew(fresh)).status).toBe(200);
      await expect(test.login('jan', PASSWORD)).rejects.toThrow();
    });

    it("keeps upstream's web client logged in: it renews on X-Renew-Token with its old token (issue 27)", async () => {
      const id = await createUser('kim');
      const before = await test.login('kim', PASSWORD);
      const other = await test.login('kim', PASSWORD);
      const kim = upstreamClient(test, before);
      expect((await kim.fetch('/api/resources/')).status).toBe(200);
      expect(kim.renewals).toBe(0);
      const changed = await kim.fetch(`/api/users/${id}`, {
        method: 'PUT',
        body: JSON.stringify({
          what: 'user',
          which: ['password'],
          current_password: PASSWORD,
          data: { id, password: NEW_PASSWORD },
        }),
      });
      expect(changed.status).toBe(200);
      expect(kim.renewals).toBe(1);
      expect(kim.jwt).not.toBe(before);
      expect((await kim.fetch('/api/resources/')).status).toBe(200);
      expect((await kim.fetch(`/api/users/${id}`)).status).toBe(200);
      expect(kim.renewals).toBe(1);
      for (const token of [before, other]) {
        expect((await list(token)).status).toBe(401);
        expect((await renew(token)).status).toBe(401);
      }
    });

    it('gives the renewal to exactly one of several racing renewals (issue 27)', async () => {
      const id = await createUser('lou');
      const lou = await test.login('lou', PASSWORD);
      expect((await changeOwnPassword(id, lou)).status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 8 }, () => renew(lou)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([
        200, 401, 401, 401, 401, 401, 401, 401,
      ]);
    });

    it(`refuses the renewal after ${String(RENEW_ONCE_SECONDS)} s, and after any later logout (issue 27)`, async () => {
      const id = await createUser('max');
      const late = await test.login('max', PASSWORD);
      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await changeOwnPassword(id, late)).status).toBe(200);
      vi.setSystemTime(Date.now() + (RENEW_ONCE_SECONDS + 1) * 1000);
      expect((await renew(late)).status).toBe(401);
      vi.useRealTimers();

      const id2 = await createUser('ned');
      const ned = await test.login('ned', PASSWORD);
      expect((await changeOwnPassword(id2, ned)).status).toBe(200);
      const elsewhere = await test.login('ned', NEW_PASSWORD);
      // Logging out ends every session, the pending renewal included.
      expect((await test.request('/api/logout', { method: 'POST', token: elsewhere })).status).toBe(
        200,
      );
      expect((await renew(ned)).status).toBe(401);
    });

    it('keeps the renewal across a restart: it is stored, not held in memory (issue 27)', async () => {
      const id = await createUser('ola');
      const ola = await test.login('ola', PASSWORD);
      expect((await changeOwnPassword(id, ola)).status).toBe(200);
      await test.restart();
      const renewed = await renew(ola);
      expect(renewed.status).toBe(200);
      expect((await list(await renewed.text())).status).toBe(200);
      expect((await renew(ola)).status).toBe(401);
      expect((await list(admin)).status).toBe(200);
    });
  });

  it('honours lockPassword and tells older tokens to renew after an update', async () => {
    const id = await createUser('gus', { lockPassword: true });
    const gus = await test.login('gus', PASSWORD);
    const own = await send('PUT', `/api/users/${id}`, gus, {
      what: 'user',
      which: ['password'],
      current_password: PASSWORD,
      data: { id, password: 'a-brand-new-password' },
    });
    expect(own.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const byAdmin = await send('PUT', `/api/users/${id}`, admin, {
      what: 'user',
      which: ['hideDotfiles'],
      data: { id, hideDotfiles: true },
    });
    expect(byAdmin.status).toBe(200);
    const after = await test.request('/api/resources/', { token: gus });
    expect(after.headers.get('x-renew-token')).toBe('true');
  });

  it('lets an admin replace a whole user, and never demote or delete the last admin (K71)', async () => {
    const id = await createUser('hal');
    const all = (data: Record<string, unknown>, target = id) =>
      send('PUT', `/api/users/${target}`, admin, {
        what: 'user',
        which: ['all'],
        current_password: TEST_ADMIN_PASSWORD,
        data: { id: target, ...data },
      });
    expect(
      (await all({ username: 'hal2', password: '', scope: '/h', commands: null })).status,
    ).toBe(200);
    await test.login('hal2', PASSWORD);
    expect((await all({ username: 'admin' })).status).toBe(409);
    const demote = await all(
      {
        perm: {
          admin: false,
          execute: true,
          create: true,
          rename: true,
          modify: true,
          delete: true,
          share: true,
          download: true,
        },
      },
      1,
    );
    expect(demote.status).toBe(403);
    const lastAdmin = await send('DELETE', '/api/users/1', admin, {
      current_password: TEST_ADMIN_PASSWORD,
    });
    expect(lastAdmin.status).toBe(403);
  });

  it('deletes users with the current password, ending their sessions (K53, K59)', async () => {
    const id = await createUser('ivy');
    const ivy = await test.login('ivy', PASSWORD);
    const path = `/api/users/${id}`;
    expect((await test.request(path, { method: 'DELETE', token: ivy })).status).toBe(400);
    expect((await send('DELETE', path, ivy, { current_password: 'wrong' })).status).toBe(400);
    expect((await send('DELETE', '/api/users/1', ivy, { current_password: PASSWORD })).status).toBe(
      403,
    );
    expect((await send('DELETE', path, ivy, { current_password: PASSWORD })).status).toBe(200);
    expect((await test.request(path, { token: admin })).status).toBe(404);
    expect((await test.request('/api/resources/', { token: ivy })).status).toBe(401);
    const gone = await send('DELETE', path, admin, { current_password: TEST_ADMIN_PASSWORD });
    expect(gone.status).toBe(404);
  });
});
