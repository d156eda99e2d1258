import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultUser } from '../users/default-user';
import { signToken, verifyToken } from './tokens';

const key = randomBytes(64);
const user = {
  ...defaultUser(),
  id: 7,
  username: 'ana',
  passwordHash: 'secret',
  sessionEpoch: 3,
  updatedAt: 0,
};

describe('session tokens', () => {
  it('round-trips the user claim without the password hash or scope', async () => {
    const token = await signToken(user, key, 7200, 1_000_000);
    const claims = await verifyToken(token, key, 1_000_000);
    expect(claims?.user).toMatchObject({ id: 7, username: 'ana' });
    expect(claims?.exp).toBe(1000 + 7200);
    expect(claims?.epoch).toBe(3);
    expect(JSON.stringify(claims)).not.toContain('secret');
    expect(claims?.user).not.toHaveProperty('scope');
  });

  it('refuses expired tokens and tokens signed with another key', async () => {
    const token = await signToken(user, key, 60, 1_000_000);
    expect(await verifyToken(token, key, 1_000_000 + 61_000)).toBeNull();
    expect(await verifyToken(token, randomBytes(64), 1_000_000)).toBeNull();
    expect(await verifyToken('not.a.token', key)).toBeNull();
  });

  it('refuses a token whose session began longer ago than the absolute lifetime (K53)', async () => {
    const now = 10_000_000_000;
    const day = 24 * 60 * 60;
    const start = now / 1000 - 40 * day;
    const renewed = await signToken(user, key, 7200, now, { start, maxSeconds: 50 * day });
    expect((await verifyToken(renewed, key, now, 50 * day))?.sessionStart).toBe(start);
    expect(await verifyToken(renewed, key, now, 30 * day)).toBeNull();
    // However long the token lifetime, a renewal never reaches past the session's end.
    const late = await signToken(user, key, 7200, now, { start, maxSeconds: 40 * day + 60 });
    expect((await verifyToken(late, key, now, 40 * day + 60))?.exp).toBe(start + 40 * day + 60);
  });
});
