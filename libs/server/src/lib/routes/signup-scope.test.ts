import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

let test: TestServer | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

const PASSWORD = 'a-long-enough-signup-password';

async function putSettings(server: TestServer, token: string, change: Record<string, unknown>) {
  const current = (await (await server.request('/api/settings', { token })).json()) as {
    defaults: Record<string, unknown>;
  };
  const { defaults, ...rest } = change;
  const body = {
    ...current,
    ...rest,
    defaults: { ...current.defaults, ...(defaults as object | undefined) },
  };
  const response = await server.request('/api/settings', {
    method: 'PUT',
    token,
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const signup = (server: TestServer, username: string) =>
  server.request('/api/signup', {
    method: 'POST',
    body: JSON.stringify({ username, password: PASSWORD }),
  });

describe('signup scope (security-requirements K68)', () => {
  it('refuses signup into the whole root until users get a home or a default scope', async () => {
    test = await startTestServer({ 'data/secret.txt': 'admin only' });
    const admin = await test.login();
    await putSettings(test, admin, { signup: true, createUserDir: false });
    expect((await signup(test, 'stranger')).status).toBe(403);
    const users = (await (await test.request('/api/users', { token: admin })).json()) as unknown[];
    expect(users).toHaveLength(1);

    await putSettings(test, admin, { defaults: { scope: '/public' } });
    expect((await signup(test, 'visitor')).status).toBe(200);
    const visitor = await test.login('visitor', PASSWORD);
    const listing = await test.request('/api/resources/', { token: visitor });
    expect(listing.status).toBe(200);
    expect(JSON.stringify(await listing.json())).not.toContain('secret.txt');
  });
});
