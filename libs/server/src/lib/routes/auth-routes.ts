import { signupRequestSchema } from '@file-browser/api-contract';
import type { FastifyInstance } from 'fastify';
import {
  authenticate,
  authenticateRenewal,
  sessionStartOf,
  tokenLifetimeOf,
} from '../auth/authenticate';
import { TooManyAttempts, loginUser } from '../auth/login';
import { clientKey } from '../auth/rate-limit';
import { signToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { sendStatus } from '../http/envelope';
import { HttpError } from '../core/http-error';
import { parseJsonBody } from '../http/json-body';
import type { UserRecord } from '../ports/store';
import { signupScopeWarning } from '../settings/global-settings';
import { provisionUser } from '../users/provision';

const ONE_MIB = 1024 * 1024;

/**
 * `/api/login`, `/api/renew`, `/api/signup` (any method, as upstream; api-contract §1.3–§1.5)
 * and `POST /api/logout`, which ends every session of the user (our addition).
 */
export function authRoutes(app: FastifyInstance, context: ServerContext): void {
  const sendToken = async (user: UserRecord, sessionStart?: number) =>
    signToken(user, context.signingKey, tokenLifetimeOf(context), Date.now(), {
      start: sessionStart,
      maxSeconds: context.maxSessionSeconds,
    });

  app.all('/api/login', { bodyLimit: ONE_MIB }, async (request, reply) => {
    try {
      const token = await sendToken(await loginUser(context, request));
      return await reply.type('text/plain').send(token);
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      void reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendStatus(reply, 429);
    }
  });

  app.all('/api/renew', async (request, reply) => {
    const user = await authenticateRenewal(context, request);
    // A renewed token belongs to the same session: it keeps its start (K53).
    const token = await sendToken(user, sessionStartOf(request));
    return reply.header('X-Renew-Token', 'false').type('text/plain').send(token);
  });

  app.post('/api/logout', async (request, reply) => {
    const user = await authenticate(context, request, reply);
    await context.store.users.bumpSessionEpoch(user.id);
    return sendStatus(reply, 200);
  });

  app.all('/api/signup', { bodyLimit: ONE_MIB }, async (request, reply) => {
    if (!context.settings.signup) return sendStatus(reply, 405);
    const client = clientKey(request.socket.remoteAddress);
    const wait = await context.limits.signup.retryAfter(client);
    if (wait > 0) {
      void reply.header('Retry-After', String(wait));
      return sendStatus(reply, 429);
    }
    await context.limits.signup.fail(client);
    const body = parseJsonBody(request.body, signupRequestSchema);
    if (body.username === '' || body.password === '') {
      throw new HttpError(400, 'username and password are required');
    }
    // K68: strangers never sign up into the whole served folder; the admin must turn on
    // createUserDir or choose a default scope first.
    const warning = signupScopeWarning(context.settings);
    if (warning) {
      request.log.warn(warning);
      throw new HttpError(403);
    }
    await provisionUser(context, body.username, body.password, { lockPassword: false });
    return sendStatus(reply, 200);
  });
}
