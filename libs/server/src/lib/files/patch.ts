import { dirname } from 'node:path';
import { HttpError } from '../core/http-error';
import type { Storage } from '../ports/storage';
import { isVisible, policyAllows } from './access';
import type { CopyPlan } from './copy';
import { placeCopy, planAllowed, planCopy, runCopy } from './copy';
import { OWN_FILES } from './paths';
import { mapper, treeAllowed } from './tree-rules';
import { claimFreeName } from './unique-name';
import type { UserFiles } from './user-files';
import { hasPerm, requirePerm } from './user-files';

/** The query of `PATCH /api/resources{path}` (api-contract §2.10), already decoded. */
export interface PatchQuery {
  action: string;
  /** Canonical scope path, without trailing slash. */
  destination: string;
  override: boolean;
  rename: boolean;
}

/** A scope path and its location on disk. */
interface Entry {
  virtualPath: string;
  location: string;
}

/** Same entry under two names (a case-only rename on a case-insensitive disk); links not followed. */
async function sameEntry(storage: Storage, a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([storage.lstatOrUndefined(a), storage.lstatOrUndefined(b)]);
  return x !== undefined && y !== undefined && x.dev === y.dev && x.ino === y.ino;
}

const isConflict = (error: unknown) => error instanceof HttpError && error.status === 409;

/**
 * Puts the result at `destination`, or with "keep both" (`rename`) at the first free name:
 * `attempt` itself claims a name and throws 409 when it is taken, so racing requests never pick
 * the same one. Returns the scope path used.
 */
async function claim(
  destination: string,
  keepBoth: boolean,
  attempt: (virtualPath: string) => Promise<void>,
): Promise<string> {
  try {
    await attempt(destination);
    return destination;
  } catch (error) {
    if (!keepBoth || !isConflict(error)) throw error;
  }
  return claimFreeName(destination, async (candidate) => {
    try {
      await attempt(candidate);
      return true;
    } catch (error) {
      if (isConflict(error)) return false;
      throw error;
    }
  });
}

/** True when the rules allow every path a copy plan writes, with its root at `virtualPath`. */
function planAllowedAt(plan: CopyPlan, files: UserFiles, from: string, virtualPath: string) {
  const mapped = mapper(from, virtualPath);
  return plan.steps.every((step) => policyAllows(files.policy, mapped(step.checked[2] ?? '')));
}

/** Copies `from`: built whole beside the destination, then placed. Answers what failed. */
async function copyResource(
  files: UserFiles,
  from: Entry,
  query: PatchQuery,
  replace: boolean,
): Promise<{ failures: string[]; placed: string }> {
  const to = {
    virtualPath: query.destination,
    location: await files.resolver.writableEntry(query.destination),
  };
  // differs from upstream: copying a file onto itself with override is 409, not 500.
  if (from.location === to.location && !query.rename) throw new HttpError(409);
  const plan = await planCopy(files.resolver, from, to);
  if (!planAllowed(plan, files.policy)) throw new HttpError(403);
  const { storage } = files.resolver;
  await storage.ensureFolder(dirname(to.location));
  let placed = to.location;
  const failures = await runCopy(storage, plan, to.location, {
    journal: files.temps,
    place: async (temp) => {
      await claim(query.destination, query.rename, async (virtualPath) => {
        if (!planAllowedAt(plan, files, query.destination, virtualPath)) throw new HttpError(403);
        const location = await files.resolver.writableEntry(virtualPath);
        if (virtualPath === query.destination) await placeCopy(storage, temp, location, replace);
        else await storage.placeEntry(temp, location, false);
        placed = location;
      });
    },
  });
  return { failures, placed };
}

/** Moves `from`; answers the scope paths left in the source and where it went. */
async function moveResource(
  files: UserFiles,
  from: Entry,
  query: PatchQuery,
  replace: boolean,
): Promise<{ left: string[]; placed: string }> {
  const { storage } = files.resolver;
  const isDir = (await storage.lstatOrUndefined(from.location))?.isDirectory() ?? false;
  let left: string[] = [];
  let placed = '';
  await claim(query.destination, query.rename, async (virtualPath) => {
    const mapTo = mapper(from.virtualPath, virtualPath);
    const tree = { ...from, isDir };
    if (!(await treeAllowed(files.resolver, files.policy, tree, mapTo))) throw new HttpError(403);
    const location = await files.resolver.writableEntry(virtualPath);
    const keep = virtualPath === query.destination && replace;
    left = await storage.moveEntry(from.location, location, {
      replace: keep,
      journal: files.temps,
    });
    placed = location;
  });
  return { left: left.map((location) => files.resolver.virtualOf(location)), placed };
}

/**
 * `PATCH /api/resources{path}` (api-contract §2.10): copy (needs `create`) or move (needs
 * `rename`). Every path of the source tree and where it lands must pass the rules, or nothing
 * is done (403, security-requirements K04, K05). Copies follow links only inside the scope.
 * Without `override` the destination must be free when the result is placed, not just when the
 * request starts: of racing requests one wins and the rest get 409. A merge that left entries
 * in the source (added or changed meanwhile) answers 409 naming them; a copy that could not
 * copy some entries answers 500 naming them, after copying the rest.
 */
export async function patchResource(
  files: UserFiles,
  virtualPath: string,
  query: PatchQuery,
): Promise<void> {
  const source = virtualPath.replace(/\/+$/, '') || '/';
  const { destination } = query;
  if (!isVisible(files.policy, source) || !isVisible(files.policy, destination)) {
    throw new HttpError(403);
  }
  if (source === '/' || destination === '/') throw new HttpError(403);
  if (destination.startsWith(`${source}/`)) throw new HttpError(400, 'source is parent');
  const from = { virtualPath: source, location: await files.resolver.entry(source) };
  // A folder holding the server's own files cannot move (issue 27); a copy leaves them out.
  if (query.action !== 'copy' && files.resolver.ownFiles.heldBy(from.location)) {
    throw new HttpError(403, OWN_FILES);
  }
  const target = await files.resolver.writableEntry(destination);
  const { storage } = files.resolver;
  const taken = (await storage.lstatOrUndefined(target)) !== undefined;
  const inPlace =
    query.action === 'rename' && taken && (await sameEntry(storage, from.location, target));
  if (taken && !inPlace && !query.rename) {
    if (!query.override) throw new HttpError(409, `${destination} already exists`);
    requirePerm(files.user, 'modify');
  }
  if (query.action !== 'copy' && query.action !== 'rename') {
    throw new HttpError(400, `unknown action "${query.action}"`);
  }
  requirePerm(files.user, query.action === 'copy' ? 'create' : 'rename');
  // A destination that appears during the request is replaced only by a user who may modify.
  const replace = query.override && !query.rename && hasPerm(files.user, 'modify');
  if (inPlace) {
    // A case-only rename: the same entry under a new spelling.
    await storage.rename(from.location, target);
    await storage.syncDir(dirname(target));
  } else if (query.action === 'copy') {
    const { failures, placed } = await copyResource(files, from, query, replace);
    await files.events.publish({ kind: 'gone', real: placed });
    if (failures.length > 0) throw new HttpError(500, `could not copy ${failures.join(', ')}`);
    return;
  } else {
    const { left, placed } = await moveResource(files, from, query, replace);
    // A moved object's shares are revoked, never left to serve what appears there next (K39).
    await files.events.publish({ kind: 'gone', real: from.location });
    await files.events.publish({ kind: 'gone', real: placed });
    if (left.length > 0) {
      throw new HttpError(
        409,
        `left in place, changed or added during the move: ${left.join(', ')}`,
      );
    }
    return;
  }
  await files.events.publish({ kind: 'gone', real: from.location });
  await files.events.publish({ kind: 'gone', real: target });
}
