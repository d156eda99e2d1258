import type { Share } from '@file-browser/api-contract';
import { shareCreateRequestSchema } from '@file-browser/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../users/password';
import type { ServerContext } from '../context';
import type { Storage } from '../ports/storage';
import type { UserFiles } from '../files/user-files';
import { readable, requirePerm } from '../files/user-files';
import { userFiles } from './caller-files';
import { sendStatus } from '../http/envelope';
import { HttpError } from '../core/http-error';
import { parseJsonBody } from '../http/json-body';
import {
  expiryOf,
  isExpired,
  newShareHash,
  newShareToken,
  objectId,
  unixNow,
  wireShare,
} from '../shares/share-links';
import type { ShareRecord } from '../ports/store';
import { pathAfter } from './resource-routes';

/** Share management needs both `share` and `download` (api-contract §4.1, K23). */
async function shareUser(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<UserFiles> {
  const files = await userFiles(context, request, reply);
  requirePerm(files.user, 'share', 'download');
  return files;
}

/** Live shares visible to the user (admins: everyone's, with the owner's name); expired purged. */
async function visibleShares(context: ServerContext, files: UserFiles): Promise<Share[]> {
  const { shares, users } = context.store;
  await shares.deleteExpired(unixNow(Date.now));
  if (!files.user.perm.admin) {
    return (await shares.listByUser(files.user.id)).map((share) => wireShare(share));
  }
  const names = new Map((await users.list()).map((user) => [user.id, user.username]));
  return (await shares.list()).map((share) => wireShare(share, names.get(share.userId)));
}

async function realOrUndefined(storage: Storage, location: string): Promise<string | undefined> {
  try {
    return await storage.realpath(location);
  } catch {
    return undefined;
  }
}

/**
 * `GET /api/share{path}` (api-contract §4.3): a user's own shares of exactly this path; for an
 * admin, anyone's shares of the same real location (K48).
 */
async function sharesOfPath(context: ServerContext, files: UserFiles, path: string) {
  const shares = await visibleShares(context, files);
  if (!files.user.perm.admin) return shares.filter((share) => share.path === path);
  const real = await realOrUndefined(context.storage, files.resolver.lexical(path));
  const records = new Map((await context.store.shares.list()).map((share) => [share.hash, share]));
  return shares.filter((share) => real !== undefined && records.get(share.hash)?.real === real);
}

/**
 * `POST /api/share{path}` (api-contract §4.4): the path must exist in scope and pass the rules
 * (404/403, K40, K41); every call makes a new share.
 * differs from upstream: the rules are checked at creation too, not only on access.
 */
async function createShare(context: ServerContext, files: UserFiles, path: string, body: unknown) {
  const real = await readable(files, path);
  const request = parseJsonBody(body, shareCreateRequestSchema);
  const expire = expiryOf(request, unixNow(Date.now));
  const password = request.password ?? '';
  const stats = await context.storage.stat(real, { bigint: true });
  const share: ShareRecord = {
    hash: newShareHash(),
    path,
    userId: files.user.id,
    expire,
    passwordHash: password === '' ? '' : await hashPassword(password),
    token: password === '' ? '' : newShareToken(),
    real,
    targetId: objectId(stats),
  };
  await context.store.shares.create(share);
  return wireShare(share);
}

/**
 * `DELETE /api/share/{hash}` (api-contract §4.5): only the owner or an admin (K35). Of deletes
 * racing for one share, only the one that removed it answers 200; the others 404.
 */
async function deleteShare(context: ServerContext, files: UserFiles, raw: string): Promise<void> {
  const hash = raw.replace(/^\/+|\/+$/g, '');
  if (hash === '') throw new HttpError(400, 'missing share hash');
  const { shares } = context.store;
  const share = await shares.get(hash);
  if (!share) throw new HttpError(404);
  if (isExpired(share, unixNow(Date.now))) {
    await shares.delete(hash);
    throw new HttpError(404);
  }
  if (share.userId !== files.user.id && !files.user.perm.admin) throw new HttpError(403);
  if (!(await shares.delete(hash))) throw new HttpError(404);
}

/** `/api/shares` and `/api/share{path}` (api-contract §4.2–§4.5). */
export function shareRoutes(app: FastifyInstance, context: ServerContext): void {
  const prefix = `${context.baseURL}/api/share`;
  app.get('/api/shares', async (request, reply) =>
    visibleShares(context, await shareUser(context, request, reply)),
  );
  const list = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await shareUser(context, request, reply);
    return sharesOfPath(context, files, pathAfter(request.url, prefix));
  };
  app.get('/api/share', list);
  app.get('/api/share/*', list);
  const create = async (request: FastifyRequest, reply: FastifyReply) => {
    const files = await shareUser(context, request, reply);
    return createShare(context, files, pathAfter(request.url, prefix), request.body);
  };
  app.post('/api/share', create);
  app.post('/api/share/*', create);
  app.delete('/api/share/*', async (request, reply) => {
    const files = await shareUser(context, request, reply);
    const raw = (request.url.split('?', 1)[0] ?? '').slice(prefix.length);
    await deleteShare(context, files, raw);
    return sendStatus(reply, 200);
  });
}
