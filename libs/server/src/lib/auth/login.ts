import { loginRequestSchema } from '@file-browser/api-contract';
import type { LoginRequest } from '@file-browser/api-contract';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { HttpError } from '../core/http-error';
import { parseJsonBody } from '../http/json-body';
import type { UserRecord } from '../ports/store';
import { createOnFirstLogin, provisionUser, randomPassword } from '../users/provision';
import { DEFAULT_TRUSTED_PROXIES, recaptchaEnabled } from './auth-config';
import { hookLogin } from './hook-auth';
import { checkPassword, tooLongForBcrypt } from '../users/password';
import { clientKey } from './rate-limit';
import { verifyRecaptcha } from './recaptcha';

/** A login refused for now: too many failures from this client (429 with `Retry-After`). */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many attempts');
    this.name = 'TooManyAttempts';
  }
}

/**
 * Runs a username + password check with throttling (K52): failures (400, 403) count per
 * client and username and per client; a success clears the per-username count.
 */
async function throttledLogin(
  context: ServerContext,
  request: FastifyRequest,
  verify: (body: LoginRequest) => Promise<UserRecord>,
): Promise<UserRecord> {
  const body = parseJsonBody(request.body, loginRequestSchema);
  const { login, loginPerClient } = context.limits;
  const client = clientKey(request.socket.remoteAddress);
  const key = `${client}\n${body.username}`;
  const waits = await Promise.all([login.retryAfter(key), loginPerClient.retryAfter(client)]);
  const wait = Math.max(...waits);
  if (wait > 0) throw new TooManyAttempts(wait);
  try {
    const user = await verify(body);
    await login.reset(key);
    return user;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 400 || error.status === 403)) {
      await Promise.all([login.fail(key), loginPerClient.fail(client)]);
    }
    throw error;
  }
}

async function jsonLogin(context: ServerContext, body: LoginRequest): Promise<UserRecord> {
  if (recaptchaEnabled(context.auth)) {
    const solved = await verifyRecaptcha(context.auth.recaptcha, body.recaptcha ?? '');
    if (!solved) throw new HttpError(403);
  }
  // bcrypt would silently use only the first 72 bytes: refuse instead of truncating (K51).
  if (tooLongForBcrypt(body.password)) throw new HttpError(400, 'password is too long');
  const user = await context.store.users.getByUsername(body.username);
  const valid = await checkPassword(body.password, user?.passwordHash);
  if (!user || !valid) throw new HttpError(403);
  return user;
}

async function proxyLogin(context: ServerContext, request: FastifyRequest): Promise<UserRecord> {
  const trusted = context.auth.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  const header = context.auth.header?.toLowerCase();
  // differs from upstream: the header counts only from trusted peers (K60); missing is 403.
  if (!header || !trusted.includes(request.socket.remoteAddress ?? '')) throw new HttpError(403);
  const value = request.headers[header];
  const username = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!username) throw new HttpError(403);
  const existing = await context.store.users.getByUsername(username);
  if (existing) return existing;
  // The person's first requests may come at once (a browser opening several tabs).
  const { user } = await createOnFirstLogin(context, username, () =>
    provisionUser(context, username, randomPassword(), { lockPassword: true }),
  );
  return user;
}

async function noauthLogin(context: ServerContext): Promise<UserRecord> {
  const user = await context.store.users.getById(1);
  if (!user) throw new HttpError(403);
  return user;
}

/**
 * Finds who is logging in with the configured method (api-contract §1.4): `json` checks the
 * password (and reCAPTCHA) with throttling, `noauth` is always user 1, `proxy` trusts a header,
 * `hook` asks an external program (throttled too).
 */
export function loginUser(context: ServerContext, request: FastifyRequest): Promise<UserRecord> {
  switch (context.auth.method) {
    case 'noauth':
      return noauthLogin(context);
    case 'proxy':
      return proxyLogin(context, request);
    case 'json':
      return throttledLogin(context, request, (body) => jsonLogin(context, body));
    case 'hook':
      return throttledLogin(context, request, (body) => {
        if (tooLongForBcrypt(body.password)) throw new HttpError(400, 'password is too long');
        return hookLogin(context, body.username, body.password);
      });
  }
}
