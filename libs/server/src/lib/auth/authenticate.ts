import { DEFAULT_TOKEN_EXPIRATION_TIME, parseDuration } from '@file-browser/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../core/http-error';
import type { RenewOnce, UserRecord } from '../ports/store';
import { tokenDigest, verifyToken } from './tokens';

/** When each authenticated request's session began, for `/api/renew` to carry over (K53). */
const sessionStarts = new WeakMap<FastifyRequest, number>();

/** The start of the session `authenticate` found on this request (now, if none). */
export function sessionStartOf(request: FastifyRequest): number {
  return sessionStarts.get(request) ?? Math.floor(Date.now() / 1000);
}

/**
 * Tokens within this many seconds of expiry get `X-Renew-Token: true` (api-contract §1.3),
 * or within half their lifetime when that is shorter: a 90-second token would otherwise be
 * told to renew on every request.
 */
const RENEW_WINDOW_SECONDS = 60 * 60;

/**
 * How long a new session token lasts: the run's override, else the stored
 * `tokenExpirationTime` (validated on save; an unreadable one falls back to 2 h, as upstream).
 */
export function tokenLifetimeOf(context: ServerContext): number {
  const stored = parseDuration(context.settings.tokenExpirationTime);
  return Math.floor(
    context.tokenLifetimeSeconds ?? stored ?? parseDuration(DEFAULT_TOKEN_EXPIRATION_TIME) ?? 0,
  );
}

function looksLikeJwt(value: string | undefined): value is string {
  return value !== undefined && value.split('.').length === 3;
}

function cookieToken(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'auth') return rest.join('=');
  }
  return undefined;
}

/**
 * Finds the session token (api-contract §1.1): `X-Auth` first; the `auth` cookie only for GET,
 * so a cross-site form cannot act with the cookie.
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (looksLikeJwt(fromHeader)) return fromHeader;
  if (request.method !== 'GET') return undefined;
  const fromCookie = cookieToken(request.headers.cookie);
  return looksLikeJwt(fromCookie) ? fromCookie : undefined;
}

/**
 * How long the token that changed its own user's password may still renew, once (issue 27).
 * Upstream's client renews at once, before its next request, on `X-Renew-Token: true`.
 */
export const RENEW_ONCE_SECONDS = 60;

/**
 * The one renewal to leave the token this (authenticated) request came with when its epoch is
 * bumped: stored with the user by `bumpSessionEpoch`, so it holds across a restart.
 */
export function renewOnceOf(request: FastifyRequest): RenewOnce | undefined {
  const token = tokenOf(request);
  if (!token) return undefined;
  return { digest: tokenDigest(token), until: Date.now() + RENEW_ONCE_SECONDS * 1000 };
}

/** The token of a request, its verified claims and its user; 401 for anything less. */
async function verified(context: ServerContext, request: FastifyRequest) {
  const token = tokenOf(request);
  const claims = token
    ? await verifyToken(token, context.signingKey, Date.now(), context.maxSessionSeconds)
    : null;
  // differs from upstream: a token whose user was deleted is 401, not 500.
  const user = claims ? await context.store.users.getById(claims.user.id) : undefined;
  if (!token || !claims || !user) throw new HttpError(401);
  return { token, claims, user };
}

/**
 * Authenticates a request or throws 401. Permissions, scope and rules always come from the
 * store, never from the token. A token from an older session epoch (logout, password change)
 * is refused. `X-Renew-Token: true` when the token is about to expire or the user record
 * changed after it was issued.
 */
export async function authenticate(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRecord> {
  const { claims, user } = await verified(context, request);
  // differs from upstream: tokens are revocable through the per-user session epoch.
  if ((claims.epoch ?? 0) !== user.sessionEpoch) throw new HttpError(401);
  sessionStarts.set(request, claims.sessionStart);
  // A token already at the session's absolute end cannot be renewed past it: no renew hint.
  const renewable = claims.exp < claims.sessionStart + context.maxSessionSeconds;
  const renewWindow = Math.min(RENEW_WINDOW_SECONDS, tokenLifetimeOf(context) / 2);
  const expiring = renewable && claims.exp - Date.now() / 1000 < renewWindow;
  const stale = claims.iat < Math.floor(user.updatedAt / 1000);
  if (expiring || stale) void reply.header('X-Renew-Token', 'true');
  return user;
}

/**
 * Authenticates a renewal (`/api/renew`, which answers `X-Renew-Token: false` itself): as
 * {@link authenticate}, and besides a token of the current epoch it takes, exactly once and
 * within {@link RENEW_ONCE_SECONDS}, the token that changed its own user's password (see
 * {@link renewOnceOf}), so the client that made the change keeps its session while every other
 * session of the user stays ended.
 */
export async function authenticateRenewal(
  context: ServerContext,
  request: FastifyRequest,
): Promise<UserRecord> {
  const { token, claims, user } = await verified(context, request);
  const current = (claims.epoch ?? 0) === user.sessionEpoch;
  if (
    !current &&
    !(await context.store.users.takeRenewOnce(user.id, tokenDigest(token), Date.now()))
  ) {
    throw new HttpError(401);
  }
  sessionStarts.set(request, claims.sessionStart);
  return user;
}

/** Authenticates and insists on the admin permission (403 otherwise). */
export async function authenticateAdmin(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserRecord> {
  const user = await authenticate(context, request, reply);
  if (!user.perm.admin) throw new HttpError(403);
  return user;
}
