import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';

const PASSWORD = 'a-long-enough-password';
const WEB = { 'web/index.html': '<html><head><title>x</title><!--fb:startup--></head></html>' };

async function startupOf(test: TestServer): Promise<unknown> {
  const page = await (await fetch(`${test.url}/login`)).text();
  return JSON.parse(/window\.FileBrowser = (\{.*?\});/.exec(page)?.[1] ?? '{}');
}

const post = (test: TestServer, path: string, body: unknown, token?: string) =>
  test.request(path, { method: 'POST', body: JSON.stringify(body), token });

async function putSettings(test: TestServer, admin: string, change: Record<string, unknown>) {
  const current = (await (await test.request('/api/settings', { token: admin })).json()) as object;
  const response = await test.request('/api/settings', {
    method: 'PUT',
    token: admin,
    body: JSON.stringify({ ...current, ...change }),
  });
  expect(response.status).toBe(200);
}

describe('login, logout and tokens', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer();
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers an unknown user exactly like a wrong password, after a real hash check (K50)', async () => {
    const started = performance.now();
    const unknown = await post(test, '/api/login', { username: 'nobody', password: 'x' });
    const unknownTime = performance.now() - started;
    const wrong = await post(test, '/api/login', { username: 'admin', password: 'x' });
    expect([unknown.status, await unknown.text()]).toEqual([403, '403 Forbidden\n']);
    expect([wrong.status, await wrong.text()]).toEqual([403, '403 Forbidden\n']);
    expect(unknownTime).toBeGreaterThan(5);
  });

  it('refuses passwords bcrypt would truncate and bodies over 1 MiB (K51)', async () => {
    const long = await post(test, '/api/login', {
      username: 'admin',
      password: `${TEST_ADMIN_PASSWORD}${'x'.repeat(80)}`,
    });
    expect([long.status, await long.text()]).toEqual([
      400,
      '400 Bad Request (password is too long)\n',
    ]);
    const huge = await post(test, '/api/login', {
      username: 'admin',
      password: 'x'.repeat(2 ** 21),
    });
    expect(huge.status).toBe(413);
  });

  it('revokes every token of the user on logout (K53)', async () => {
    const first = await test.login();
    const second = await test.login();
    // The cookie never authenticates a state change (K57).
    const byCookie = await test.request('/api/logout', {
      method: 'POST',
      headers: { Cookie: `auth=${first}` },
    });
    expect(byCookie.status).toBe(401);
    expect((await test.request('/api/logout', { method: 'POST', token: first })).status).toBe(200);
    expect((await test.request('/api/resources/', { token: first })).status).toBe(401);
    expect((await test.request('/api/renew', { method: 'POST', token: second })).status).toBe(401);
    const third = await test.login();
    expect((await test.request('/api/resources/', { token: third })).status).toBe(200);
  });

  it('refuses forged tokens: alg none, another key, no exp (K62)', async () => {
    const token = await test.login();
    const [, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload ?? ''}.`;
    const resigned = `${token.slice(0, token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    for (const forged of [none, resigned, 'a.b.c']) {
      expect((await test.request('/api/resources/', { token: forged })).status).toBe(401);
    }
  });
});

describe('login throttling (K52, K63)', () => {
  let test: TestServer;
  let clock = 1_000_000;
  beforeAll(async () => {
    test = await startTestServer(
      {},
      { rateLimit: { maxAttempts: 3, windowSeconds: 60, lockoutSeconds: 120 }, now: () => clock },
    );
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers 429 with Retry-After after too many failures, until the lockout ends', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post(test, '/api/login', { username: 'admin', password: 'x' })).status).toBe(
        403,
      );
    }
    const locked = await post(test, '/api/login', {
      username: 'admin',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('120');
    expect(await locked.text()).toBe('429 Too Many Requests\n');
    clock += 60_000;
    const later = await post(test, '/api/login', {
      username: 'admin',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(later.headers.get('retry-after')).toBe('60');
    clock += 61_000;
    expect(await test.login()).toMatch(/\./);
  });
});

describe('signup (§1.5)', () => {
  let test: TestServer;
  let admin: string;
  beforeAll(async () => {
    test = await startTestServer({}, { rateLimit: { maxAttempts: 50 } });
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  it('is 405 while disabled', async () => {
    const response = await post(test, '/api/signup', { username: 'zed', password: PASSWORD });
    expect(response.status).toBe(405);
  });

  it('never makes admins or executors, gives each user a home, refuses collisions (K65–K70)', async () => {
    await putSettings(test, admin, { signup: true, createUserDir: true });
    const defaults = (await (await test.request('/api/settings', { token: admin })).json()) as {
      defaults: { perm: Record<string, boolean> };
    };
    await putSettings(test, admin, {
      defaults: {
        ...defaults.defaults,
        perm: { ...defaults.defaults.perm, admin: true, execute: true },
        commands: ['rm'],
      },
    });
    const signup = await post(test, '/api/signup', { username: 'team one', password: PASSWORD });
    expect([signup.status, await signup.text()]).toEqual([200, '200 OK\n']);
    expect(existsSync(join(test.root, 'users', 'team-one'))).toBe(true);
    const users = (await (await test.request('/api/users', { token: admin })).json()) as {
      username: string;
      scope: string;
      perm: { admin: boolean; execute: boolean };
      commands: string[];
    }[];
    expect(users.find((user) => user.username === 'team one')).toMatchObject({
      scope: '/users/team-one',
      perm: { admin: false, execute: false },
      commands: [],
    });
    for (const username of ['team one', 'team/one', 'Team-One', 'team..-one']) {
      const taken = await post(test, '/api/signup', { username, password: PASSWORD });
      expect([username, taken.status]).toEqual([username, 409]);
    }
    const short = await post(test, '/api/signup', { username: 'zed', password: 'short' });
    expect(await short.text()).toBe(
      '400 Bad Request (password is too short, minimum length is 12)\n',
    );
    expect((await post(test, '/api/signup', { username: '', password: PASSWORD })).status).toBe(
      400,
    );
    expect((await post(test, '/api/signup', { username: '..', password: PASSWORD })).status).toBe(
      400,
    );
  });
});

describe('signup throttling (K52, K63)', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer({}, { rateLimit: { maxAttempts: 3 } });
    await putSettings(test, await test.login(), { signup: true, createUserDir: true });
  });
  afterAll(async () => {
    await test.close();
  });

  it('counts every signup from one client and answers 429 with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    for (const username of ['ann', 'bob', 'cat']) {
      statuses.push((await post(test, '/api/signup', { username, password: PASSWORD })).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await post(test, '/api/signup', { username: 'dan', password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Nothing was created for the refused attempt.
    const users = (await (
      await test.request('/api/users', { token: await test.login() })
    ).json()) as {
      username: string;
    }[];
    expect(users.map((user) => user.username)).not.toContain('dan');
  });
});

describe('other auth methods and reCAPTCHA', () => {
  let recaptcha: Server;
  let host = '';
  let test: TestServer | undefined;
  const seen: string[] = [];

  beforeAll(async () => {
    recaptcha = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(`${request.url ?? ''} ${body}`);
        const solved = new URLSearchParams(body).get('response') === 'solved';
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify({ success: solved }));
      });
    });
    await new Promise<void>((resolve) => recaptcha.listen(0, '127.0.0.1', resolve));
    const address = recaptcha.address();
    host = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterEach(async () => {
    await test?.close();
  });
  afterAll(async () => {
    await new Promise((resolve) => recaptcha.close(resolve));
  });

  it('checks reCAPTCHA with the configured host before the password', async () => {
    test = await startTestServer(WEB, {
      webRoot: 'web',
      auth: { method: 'json', recaptcha: { host, key: 'site-key', secret: 'shh' } },
    });
    expect(await startupOf(test)).toMatchObject({
      AuthMethod: 'json',
      LoginPage: true,
      ReCaptcha: true,
      ReCaptchaHost: host,
      ReCaptchaKey: 'site-key',
    });
    const body = { username: 'admin', password: TEST_ADMIN_PASSWORD };
    expect((await post(test, '/api/login', { ...body, recaptcha: 'wrong' })).status).toBe(403);
    expect((await post(test, '/api/login', { ...body, recaptcha: 'solved' })).status).toBe(200);
    expect(seen.at(-1)).toBe('/recaptcha/api/siteverify secret=shh&response=solved');
  });

  it('noauth logs everyone in as user 1', async () => {
    test = await startTestServer(WEB, { webRoot: 'web', auth: { method: 'noauth' } });
    expect(await startupOf(test)).toMatchObject({
      AuthMethod: 'noauth',
      NoAuth: true,
      LoginPage: false,
      ReCaptcha: false,
    });
    const response = await test.request('/api/login', { method: 'POST' });
    expect(response.status).toBe(200);
    const token = await response.text();
    expect((await test.request('/api/users/1', { token })).status).toBe(200);
  });

  it('proxy auth trusts the configured header from trusted peers and provisions users (K60)', async () => {
    test = await startTestServer({}, { auth: { method: 'proxy', header: 'X-Remote-User' } });
    expect((await test.request('/api/login', { method: 'POST' })).status).toBe(403);
    const response = await test.request('/api/login', {
      method: 'POST',
      headers: { 'X-Remote-User': 'proxied' },
    });
    expect(response.status).toBe(200);
    const token = await response.text();
    const users = await test.request('/api/users/2', { token });
    expect(await users.json()).toMatchObject({
      username: 'proxied',
      lockPassword: true,
      perm: { admin: false, execute: false },
    });
    await test.close();
    test = await startTestServer(
      {},
      {
        auth: { method: 'proxy', header: 'X-Remote-User', trustedProxies: ['10.0.0.1'] },
      },
    );
    const untrusted = await test.request('/api/login', {
      method: 'POST',
      headers: { 'X-Remote-User': 'admin' },
    });
    expect(untrusted.status).toBe(403);
  });

  it('logs in every one of a new proxy user first requests at once, making one account', async () => {
    test = await startTestServer({}, { auth: { method: 'proxy', header: 'X-Remote-User' } });
    const server = test;
    const logins = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('/api/login', { method: 'POST', headers: { 'X-Remote-User': 'tabs' } }),
      ),
    );
    expect(logins.map((response) => response.status)).toEqual(Array(8).fill(200));
    const token = (await logins[0]?.text()) ?? '';
    const admin = await test.request('/api/login', {
      method: 'POST',
      headers: { 'X-Remote-User': 'admin' },
    });
    const users = (await (
      await test.request('/api/users', { token: await admin.text() })
    ).json()) as { username: string }[];
    expect(users.filter((user) => user.username === 'tabs')).toHaveLength(1);
    expect((await test.request('/api/resources/', { token })).status).toBe(200);
  });

  it('provisions proxy users like signups: never admin or executor, each in a home (K66, K67, K69)', async () => {
    test = await startTestServer({}, { auth: { method: 'proxy', header: 'X-Remote-User' } });
    const as = async (username: string) => {
      const response = await test?.request('/api/login', {
        method: 'POST',
        headers: { 'X-Remote-User': username },
      });
      expect(response?.status).toBe(200);
      return (await response?.text()) ?? '';
    };
    const admin = await as('admin');
    const defaults = (await (await test.request('/api/settings', { token: admin })).json()) as {
      defaults: { perm: Record<string, boolean> };
    };
    await putSettings(test, admin, {
      createUserDir: true,
      defaults: {
        ...defaults.defaults,
        scope: '.',
        perm: { ...defaults.defaults.perm, admin: true, execute: true },
        commands: ['rm'],
      },
    });
    await as('newcomer');
    const users = (await (await test.request('/api/users', { token: admin })).json()) as {
      username: string;
      scope: string;
      perm: { admin: boolean; execute: boolean };
      commands: string[];
    }[];
    expect(users.find((user) => user.username === 'newcomer')).toMatchObject({
      scope: '/users/newcomer',
      perm: { admin: false, execute: false },
      commands: [],
    });
    expect(existsSync(join(test.root, 'users', 'newcomer'))).toBe(true);
  });
});
