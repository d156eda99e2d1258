import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

/** A token's lifetime as the client can read it: `exp - iat` of its (unverified) payload. */
function lifetimeOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
    iat: number;
  };
  return payload.exp - payload.iat;
}

describe('tokenExpirationTime (real server, issue 29 item 5)', () => {
  let test: TestServer;
  let admin: string;
  let settings: Record<string, unknown>;

  const put = (body: unknown) =>
    test.request('/api/settings', { method: 'PUT', token: admin, body: JSON.stringify(body) });
  const stored = async () =>
    (await (await test.request('/api/settings', { token: admin })).json()) as Record<
      string,
      unknown
    >;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.login();
    settings = await stored();
  });

  afterAll(async () => {
    await test.close();
  });

  it('issues two-hour tokens by default and says so in the settings', () => {
    expect(settings['tokenExpirationTime']).toBe('2h');
    expect(lifetimeOf(admin)).toBe(2 * 60 * 60);
  });

  it('issues logins and renewals for the lifetime a PUT sets, without a restart', async () => {
    expect((await put({ ...settings, tokenExpirationTime: '90s' })).status).toBe(200);
    expect((await stored())['tokenExpirationTime']).toBe('90s');
    const token = await test.login();
    expect(lifetimeOf(token)).toBe(90);
    // A 90-second token is not told to renew on every request: the hint waits for its last half.
    const listing = await test.request('/api/resources/', { token });
    expect(listing.headers.get('x-renew-token')).toBeNull();
    const renewed = await test.request('/api/renew', { method: 'POST', token });
    expect(lifetimeOf(await renewed.text())).toBe(90);
    expect((await put({ ...settings, tokenExpirationTime: '1h30m' })).status).toBe(200);
    expect(lifetimeOf(await test.login())).toBe(90 * 60);
  });

  it('keeps the lifetime when a client leaves it out, and empty means the default', async () => {
    const { tokenExpirationTime: _left, ...upstreamBody } = settings;
    expect((await put({ ...settings, tokenExpirationTime: '45m' })).status).toBe(200);
    expect((await put(upstreamBody)).status).toBe(200);
    expect((await stored())['tokenExpirationTime']).toBe('45m');
    expect((await put({ ...settings, tokenExpirationTime: '' })).status).toBe(200);
    expect((await stored())['tokenExpirationTime']).toBe('2h');
  });

  it('refuses what is not a duration, or shorter than a minute or longer than 30 days', async () => {
    const bad: [string, string][] = [
      ['2 hours', 'is not a duration such as 2h, 90m or 1h30m'],
      ['7200', 'is not a duration such as 2h, 90m or 1h30m'],
      ['30s', 'must be from 1m to 720h (30 days)'],
      ['721h', 'must be from 1m to 720h (30 days)'],
    ];
    for (const [value, problem] of bad) {
      const response = await put({ ...settings, tokenExpirationTime: value });
      expect([response.status, await response.text()]).toEqual([
        400,
        `400 Bad Request (tokenExpirationTime: tokenExpirationTime "${value}" ${problem})\n`,
      ]);
    }
    expect((await stored())['tokenExpirationTime']).toBe('2h');
  });

  it('gives way to the lifetime the server was started with (the serve flag)', async () => {
    const fixed = await startTestServer({}, { tokenLifetimeSeconds: 600 });
    try {
      const token = await fixed.login();
      const body = (await (await fixed.request('/api/settings', { token })).json()) as object;
      const response = await fixed.request('/api/settings', {
        method: 'PUT',
        token,
        body: JSON.stringify({ ...body, tokenExpirationTime: '90s' }),
      });
      expect(response.status).toBe(200);
      expect(lifetimeOf(await fixed.login())).toBe(600);
    } finally {
      await fixed.close();
    }
  });
});
