import {
  userDeleteRequestSchema,
  userRequestSchema,
  userSchema,
  usersSchema,
} from '@file-browser/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, authenticateAdmin, renewOnceOf } from '../auth/authenticate';
import { requireCurrentPassword } from '../auth/reauth';
import type { ServerContext } from '../context';
import { sendStatus } from '../http/envelope';
import { HttpError } from '../core/http-error';
import { checkedResponse, parseJsonBody } from '../http/json-body';
import type { UserRecord } from '../ports/store';
import { keepingAnAdmin } from '../users/admins';
import { prepareNewUser } from '../users/new-user';
import { conflictsAs409, createUser } from '../users/provision';
import {
  applyUserUpdate,
  checkSelfService,
  needsCurrentPassword,
  resolveWhich,
} from '../users/user-update';
import { toWireUser } from '../users/wire-user';

const ONE_MIB = 1024 * 1024;

function parseUserRequest(body: unknown) {
  const request = parseJsonBody(body, userRequestSchema);
  if (request.what !== 'user') throw new HttpError(400, 'invalid data type');
  return request;
}

/** The requester and the user named in the URL: self or admin (403), then unknown (404). */
async function requesterAndTarget(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ requester: UserRecord; target: UserRecord }> {
  const requester = await authenticate(context, request, reply);
  const id = Number((request.params as { id: string }).id);
  if (requester.id !== id && !requester.perm.admin) throw new HttpError(403);
  const target = await context.store.users.getById(id);
  if (!target) throw new HttpError(404);
  return { requester, target };
}

/** `/api/users` and `/api/users/{id}` (api-contract §5). */
export function userRoutes(app: FastifyInstance, context: ServerContext): void {
  const { store } = context;
  const admins = { store, locks: context.coordination.locks };

  app.get('/api/users', async (request, reply) => {
    await authenticateAdmin(context, request, reply);
    const users = (await store.users.list()).map((user) => toWireUser(user, true));
    return checkedResponse(usersSchema, users);
  });

  app.post('/api/users', { bodyLimit: ONE_MIB }, async (request, reply) => {
    const admin = await authenticateAdmin(context, request, reply);
    const body = parseUserRequest(request.body);
    await requireCurrentPassword(context, admin, body.current_password);
    if (body.which?.length) throw new HttpError(400, 'which must be empty when creating a user');
    const prepared = await prepareNewUser(context.settings, {
      username: body.data.username ?? '',
      password: body.data.password ?? '',
      data: body.data,
    });
    // differs from upstream: a taken username is 409, not 500.
    const created = await createUser(context, prepared);
    // differs from upstream: the Location keeps the base URL.
    void reply.header('Location', `${context.baseURL}/settings/users/${String(created.id)}`);
    return sendStatus(reply, 201);
  });

  app.get('/api/users/:id(^\\d+$)', async (request, reply) => {
    const { requester, target } = await requesterAndTarget(context, request, reply);
    return checkedResponse(userSchema, toWireUser(target, requester.perm.admin));
  });

  app.put('/api/users/:id(^\\d+$)', { bodyLimit: ONE_MIB }, async (request, reply) => {
    const { requester, target } = await requesterAndTarget(context, request, reply);
    const body = parseUserRequest(request.body);
    const fields = resolveWhich(body.which);
    if (needsCurrentPassword(fields)) {
      await requireCurrentPassword(context, requester, body.current_password);
    }
    if (body.data.id !== target.id) throw new HttpError(400, 'data.id does not match the URL');
    checkSelfService(fields, requester);
    const min = context.settings.minimumPasswordLength;
    const { user, passwordChanged } = await applyUserUpdate(target, fields, body.data, min);
    await keepingAnAdmin(admins, target, user.perm.admin, () =>
      conflictsAs409(() => store.users.update(user)),
    );
    if (passwordChanged) {
      // differs from upstream: a new password ends every session of that user (K54), but the
      // session that changed its own password may renew once, at once (issue 27): the answer
      // says so, as upstream's client and ours renew on `X-Renew-Token: true`.
      const own = requester.id === target.id;
      await store.users.bumpSessionEpoch(target.id, own ? renewOnceOf(request) : undefined);
      if (own) void reply.header('X-Renew-Token', 'true');
    }
    return sendStatus(reply, 200);
  });

  app.delete('/api/users/:id(^\\d+$)', { bodyLimit: ONE_MIB }, async (request, reply) => {
    const { requester, target } = await requesterAndTarget(context, request, reply);
    const body = parseJsonBody(request.body, userDeleteRequestSchema);
    await requireCurrentPassword(context, requester, body.current_password);
    await keepingAnAdmin(admins, target, false, () => store.users.delete(target.id));
    return sendStatus(reply, 200);
  });
}
