import { TOKEN_ISSUER, tokenClaimsSchema } from '@file-browser/api-contract';
import type { TokenClaims, TokenUser } from '@file-browser/api-contract';
import { SignJWT, jwtVerify } from 'jose';
import type { UserRecord } from '../store/types';

/** The `user` claim: what upstream's client reads from the token, never password, scope or rules. */
export function tokenUserOf(user: UserRecord): TokenUser {
  return {
    id: user.id,
    locale: user.locale,
    viewMode: user.viewMode,
    singleClick: user.singleClick,
    redirectAfterCopyMove: user.redirectAfterCopyMove,
    perm: user.perm,
    commands: user.commands,
    lockPassword: user.lockPassword,
    hideDotfiles: user.hideDotfiles,
    dateFormat: user.dateFormat,
    username: user.username,
    aceEditorTheme: user.aceEditorTheme,
  };
}

/**
 * Issues an HS256 session token for `user`, valid for `lifetimeSeconds` from `now`. Besides
 * upstream's claims it carries the user's session epoch, so bumping the epoch revokes it.
 */
export function signToken(
  user: UserRecord,
  key: Uint8Array,
  lifetimeSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ user: tokenUserOf(user), epoch: user.sessionEpoch })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(key);
}

/**
 * Verifies signature, algorithm and expiry (required, no leeway) and returns the claims, or
 * null for any token that is not ours or no longer valid.
 */
export async function verifyToken(
  token: string,
  key: Uint8Array,
  now = Date.now(),
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(now),
    });
    const parsed = tokenClaimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
