import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { posix } from 'node:path';
import { checkPassword } from '../users/password';
import { clientKey } from '../auth/rate-limit';
import type { ServerContext } from '../context';
import { isVisible, policyAllows } from '../files/access';
import { PathResolver, canonicalPath, joinInside } from '../files/paths';
import { queryOf } from '../files/query';
import type { UserFiles } from '../files/user-files';
import { hasPerm } from '../files/user-files';
import { HttpError } from '../core/http-error';
import type { ShareRecord } from '../ports/store';
import { isExpired, objectId, unixNow } from './share-links';
import { isInside } from '../core/path-checks';

/** A share opened for one public request: the owner's view, confined to the shared object. */
export interface OpenShare {
  share: ShareRecord;
  /** The owner's resolver and policy: rules judge owner-scope paths (K06). */
  files: UserFiles;
  /** Owner-scope path of the shared object, without a trailing slash. */
  root: string;
  /** Real location of the shared object; nothing outside it is served (K07). */
  rootReal: string;
  isDir: boolean;
}

/** A refused password attempt that the caller must answer with 429 and `Retry-After`. */
export class ShareThrottled extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429);
  }
}

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The header's password, or undefined when its percent-encoding is malformed. */
function passwordHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['x-share-password'];
  const raw = (Array.isArray(header) ? header[0] : header) ?? '';
  try {
    // Query-unescaping, as upstream: `+` is a space, `%XX` any UTF-8 byte (K49).
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Checks a protected share's credentials (api-contract §4.6 step 2): the `token` query
 * (constant-time) or the URL-encoded `X-SHARE-PASSWORD` header (bcrypt). Nothing but 401 is
 * said before that (K46); wrong passwords are throttled per client and share (429, K44).
 */
async function checkCredentials(
  context: ServerContext,
  request: FastifyRequest,
  share: ShareRecord,
) {
  if (share.passwordHash === '') return;
  const token = queryOf(request.url).get('token');
  if (token && sameSecret(token, share.token)) return;
  const key = `${clientKey(request.socket.remoteAddress)} ${share.hash}`;
  const wait = await context.limits.sharePassword.retryAfter(key);
  if (wait > 0) throw new ShareThrottled(wait);
  const password = passwordHeader(request);
  if (password === '') throw new HttpError(401);
  // A malformed escape (`%zz`, `%`, an escape that is not UTF-8) cannot be the password: a
  // wrong attempt, 401 and counted (issue 27; upstream an empty 200, we used to answer 400).
  if (password === undefined || !(await checkPassword(password, share.passwordHash))) {
    await context.limits.sharePassword.fail(key);
    throw new HttpError(401);
  }
  await context.limits.sharePassword.reset(key);
}

/** The owner's current files view: 404 when the owner is gone, 403 without share+download (K24). */
async function ownerFiles(context: ServerContext, share: ShareRecord): Promise<UserFiles> {
  const owner = await context.store.users.getById(share.userId);
  if (!owner) throw new HttpError(404);
  if (!hasPerm(owner, 'share') || !hasPerm(owner, 'download')) throw new HttpError(403);
  return {
    user: owner,
    resolver: await PathResolver.forRoot(
      context.storage,
      joinInside(context.root, owner.scope),
      context,
    ),
    events: context.coordination.events,
    policy: {
      rules: [...context.settings.rules, ...owner.rules],
      hideDotfiles: owner.hideDotfiles,
      foldCase: await context.caseInsensitive(),
    },
  };
}

/**
 * Opens a share for a public request (api-contract §4.6 steps 1–4): unknown or expired → 404
 * (expired ones are deleted, K45), credentials, the owner's current permissions and rules,
 * and the shared object must still be the one shared: same real location and, for folders,
 * the same inode (K38, K39); otherwise the share is revoked and the answer is 404.
 */
export async function openShare(
  context: ServerContext,
  request: FastifyRequest,
  hash: string,
): Promise<OpenShare> {
  const share = await context.store.shares.get(hash);
  if (!share) throw new HttpError(404);
  if (isExpired(share, unixNow(Date.now))) {
    await context.store.shares.delete(hash);
    throw new HttpError(404);
  }
  await checkCredentials(context, request, share);
  const files = await ownerFiles(context, share);
  const root = share.path.length > 1 ? share.path.replace(/\/+$/, '') : share.path;
  if (!isVisible(files.policy, root)) throw new HttpError(403);
  const rootReal = await files.resolver.existing(root);
  if (!policyAllows(files.policy, files.resolver.virtualOf(rootReal))) throw new HttpError(403);
  const stats = await context.storage.stat(rootReal, { bigint: true });
  const sameObject = objectId(stats) === share.targetId;
  if (rootReal !== share.real || (stats.isDirectory() && !sameObject)) {
    await context.store.shares.delete(hash);
    throw new HttpError(404);
  }
  return { share, files, root, rootReal, isDir: stats.isDirectory() };
}

/**
 * The owner-scope path a share-relative sub-path names, and its real location, which must lie
 * inside the shared folder (api-contract §4.6 steps 5–6; 403 for links out of it). A file
 * share ignores the sub-path.
 */
export async function resolveInShare(
  open: OpenShare,
  subpath: string,
): Promise<{ virtualPath: string; real: string }> {
  if (!open.isDir) return { virtualPath: open.root, real: open.rootReal };
  const relative = canonicalPath(subpath).replace(/\/+$/, '') || '/';
  const virtualPath = relative === '/' ? open.root : posix.join(open.root, relative);
  if (!isVisible(open.files.policy, virtualPath)) throw new HttpError(403);
  const real = await open.files.resolver.existing(virtualPath);
  if (!isInside(open.rootReal, real)) throw new HttpError(403);
  if (!policyAllows(open.files.policy, open.files.resolver.virtualOf(real))) {
    throw new HttpError(403);
  }
  return { virtualPath, real };
}
