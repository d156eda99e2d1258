import { TOKEN_ISSUER, tokenClaimsSchema } from '@file-browser/api-contract';
import type { TokenClaims, TokenUser } from '@file-browser/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_PROFILE_FIELDS, pickFields } from '../ports/store';
import type { UserRecord } from '../ports/store';

/** The `user` claim: what upstream's client reads from the token, never password, scope or rules. */
export function tokenUserOf(user: UserRecord): TokenUser {
  return { id: user.id, username: user.username, ...pickFields(user, TOKEN_PROFILE_FIELDS) };
}

/** Default absolute session lifetime: a login lasts this long however often it is renewed. */
export const DEFAULT_MAX_SESSION_SECONDS = 30 * 24 * 60 * 60;

/** A verified token's claims plus when its session began (the login, in epoch seconds). */
export type SessionClaims = TokenClaims & { sessionStart: number };

/**
 * Issues an HS256 session token for `user`, valid for `lifetimeSeconds` from `now`. Besides
 * upstream's claims it carries the user's session epoch, so bumping the epoch revokes it, and
 * `auth_time`, when the session began: a renewed token keeps it and never outlives
 * `maxSessionSeconds` from it (security-requirements K53: absolute session lifetime). A random
 * `jti` makes every token distinct, even two logins of one user in the same second, so one of
 * them can be told apart from the others (the renewal after a password change, issue 27).
 */
export function signToken(
  user: UserRecord,
  key: Uint8Array,
  lifetimeSeconds: number,
  now = Date.now(),
  session: { start?: number; maxSeconds?: number } = {},
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const start = session.start ?? iat;
  const end = start + (session.maxSeconds ?? DEFAULT_MAX_SESSION_SECONDS);
  return new SignJWT({ user: tokenUserOf(user), epoch: user.sessionEpoch, auth_time: start })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(iat)
    .setJti(randomBytes(16).toString('base64url'))
    .setExpirationTime(Math.min(iat + lifetimeSeconds, end))
    .sign(key);
}

/**
 * Verifies signature, algorithm and expiry (required, no leeway) and returns the claims, or
 * null for any token that is not ours or no longer valid, including one whose session began
 * more than `maxSessionSeconds` ago (K53). A token without `auth_time` began at its `iat`.
 */
export async function verifyToken(
  token: string,
  key: Uint8Array,
  now = Date.now(),
  maxSessionSeconds = DEFAULT_MAX_SESSION_SECONDS,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    });
    const parsed = tokenClaimsSchema.safeParse(payload);
    if (!parsed.success) return null;
    const sessionStart =
      typeof payload.auth_time === 'number' ? payload.auth_time : parsed.data.iat;
    if (now / 1000 - sessionStart > maxSessionSeconds) return null;
    return { ...parsed.data, sessionStart };
  } catch {
    return null;
  }
}

/**
 * A digest naming exactly one token (the `jti` makes each distinct): what the store keeps of the
 * token that may renew once after changing its user's password, never the token itself.
 */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
