import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser, denyRule } from '../../testing/resources';

describe('GET /api/usage', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({ 'data/docs/a.txt': 'a', 'data/private/x': 'x' });
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  it('reports the disk usage of a folder and zeros for a file', async () => {
    const folder = await test.request('/api/usage/docs/', { token: admin });
    const usage = (await folder.json()) as { total: number; used: number };
    expect(Object.keys(usage)).toEqual(['total', 'used']);
    expect(usage.total).toBeGreaterThan(0);
    expect(usage.used).toBeGreaterThan(0);
    expect(usage.used).toBeLessThanOrEqual(usage.total);
    const root = await test.request('/api/usage', { token: admin });
    expect(((await root.json()) as { total: number }).total).toBe(usage.total);
    const file = await test.request('/api/usage/docs/a.txt', { token: admin });
    expect(await file.json()).toEqual({ total: 0, used: 0 });
  });

  it('checks rules, existence and authentication', async () => {
    const ruled = await addTestUser(test, 'ruled', { rules: [denyRule('/private')] });
    expect((await test.request('/api/usage/private/', { token: ruled })).status).toBe(403);
    expect((await test.request('/api/usage/nope/', { token: admin })).status).toBe(404);
    expect((await test.request('/api/usage/docs/')).status).toBe(401);
  });
});
