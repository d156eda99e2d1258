import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';

describe('GET /api/settings/public (real server)', () => {
  let test: TestServer;
  let admin: string;
  let pat: string;

  beforeAll(async () => {
    test = await startTestServer({});
    admin = await test.login();
    const created = await test.request('/api/users', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        what: 'user',
        current_password: TEST_ADMIN_PASSWORD,
        data: { username: 'pat', password: 'a-long-enough-password' },
      }),
    });
    expect(created.status).toBe(201);
    pat = await test.login('pat', 'a-long-enough-password');
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers a non-admin exactly the upload settings, nothing else of the settings', async () => {
    expect((await test.request('/api/settings', { token: pat })).status).toBe(403);
    const response = await test.request('/api/settings/public', { token: pat });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toStrictEqual({
      tus: { chunkSize: 10485760, retryCount: 5 },
    });
  });

  it('follows a settings change at once', async () => {
    const settings = (await (await test.request('/api/settings', { token: admin })).json()) as {
      tus: unknown;
    };
    const saved = await test.request('/api/settings', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ ...settings, tus: { chunkSize: 1048576, retryCount: 2 } }),
    });
    expect(saved.status).toBe(200);
    const response = await test.request('/api/settings/public', { token: pat });
    expect(await response.json()).toStrictEqual({ tus: { chunkSize: 1048576, retryCount: 2 } });
  });

  it('is refused without a valid token (401)', async () => {
    expect((await test.request('/api/settings/public')).status).toBe(401);
    expect((await test.request('/api/settings/public', { token: 'not.a.token' })).status).toBe(401);
  });
});
