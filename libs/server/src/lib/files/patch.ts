import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { HttpError } from '../http/http-error';
import { isVisible } from './access';
import { DIR_MODE, lstatOrUndefined } from './atomic-write';
import { moveEntry, planAllowed, planCopy, runCopy } from './copy';
import { mapper, treeAllowed } from './tree-rules';
import { firstFreeName } from './unique-name';
import { announceGone } from '../shares/share-cleanup';
import type { UserFiles } from './user-files';
import { requirePerm } from './user-files';

/** The query of `PATCH /api/resources{path}` (api-contract §2.10), already decoded. */
export interface PatchQuery {
  action: string;
  /** Canonical scope path, without trailing slash. */
  destination: string;
  override: boolean;
  rename: boolean;
}

async function exists(files: UserFiles, virtualPath: string): Promise<boolean> {
  const location = await files.resolver.writableEntry(virtualPath);
  return (await lstatOrUndefined(location)) !== undefined;
}

/** Same entry under two names (a case-only rename on a case-insensitive disk); links not followed. */
async function sameEntry(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([lstatOrUndefined(a), lstatOrUndefined(b)]);
  return x !== undefined && y !== undefined && x.dev === y.dev && x.ino === y.ino;
}

/** Checks the paths, the conflict flags and the permissions; answers the final destination. */
async function destinationOf(files: UserFiles, source: string, query: PatchQuery): Promise<string> {
  const { destination } = query;
  if (!isVisible(files.policy, source) || !isVisible(files.policy, destination)) {
    throw new HttpError(403);
  }
  if (source === '/' || destination === '/') throw new HttpError(403);
  if (destination.startsWith(`${source}/`)) throw new HttpError(400, 'source is parent');
  const sourceLocation = await files.resolver.entry(source);
  const renamingInPlace =
    query.action === 'rename' &&
    (await sameEntry(sourceLocation, await files.resolver.writableEntry(destination)));
  if (renamingInPlace || !(await exists(files, destination))) return destination;
  if (query.rename) return firstFreeName(destination, (path) => exists(files, path));
  if (!query.override) throw new HttpError(409);
  requirePerm(files.user, 'modify');
  return destination;
}

/**
 * `PATCH /api/resources{path}` (api-contract §2.10): copy (needs `create`) or move (needs
 * `rename`). Every path of the source tree and where it lands must pass the rules, or nothing
 * is done (403, security-requirements K04, K05). Copies follow links only inside the scope.
 * Throws 500 after doing what it could when some entries could not be copied.
 */
export async function patchResource(
  files: UserFiles,
  virtualPath: string,
  query: PatchQuery,
): Promise<void> {
  const source = virtualPath.replace(/\/+$/, '') || '/';
  const destination = await destinationOf(files, source, query);
  if (query.action !== 'copy' && query.action !== 'rename') {
    throw new HttpError(400, `unknown action "${query.action}"`);
  }
  requirePerm(files.user, query.action === 'copy' ? 'create' : 'rename');
  const { policy } = files;
  const from = { virtualPath: source, location: await files.resolver.entry(source) };
  const to = {
    virtualPath: destination,
    location: await files.resolver.writableEntry(destination),
  };
  let failures: string[];
  if (query.action === 'copy') {
    // differs from upstream: copying a file onto itself with override is 409, not 500.
    if (from.location === to.location) throw new HttpError(409);
    const plan = await planCopy(files.resolver, from, to);
    if (!planAllowed(plan, policy)) throw new HttpError(403);
    await mkdir(dirname(to.location), { recursive: true, mode: DIR_MODE });
    failures = await runCopy(plan, files.temps);
  } else {
    const isDir = (await lstatOrUndefined(from.location))?.isDirectory() ?? false;
    const allowed = await treeAllowed(policy, { ...from, isDir }, mapper(source, destination));
    if (!allowed) throw new HttpError(403);
    failures = await moveEntry(files.resolver, policy, from, to, files.temps);
    // A moved object's shares are revoked, never left to serve what appears there next (K39).
    announceGone(from.location);
  }
  announceGone(to.location);
  if (failures.length > 0) throw new HttpError(500, `could not copy ${failures.join(', ')}`);
}
