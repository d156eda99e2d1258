import type { AccessPolicy } from './access';
import { policyAllows } from './access';
import type { WalkDisk } from './walk';
import { walkTree } from './walk';

/** A tree about to be changed: its scope path and its location on disk. */
export interface TreeRoot {
  virtualPath: string;
  location: string;
  /** False for a link or a file: nothing below it is touched. */
  isDir: boolean;
}

/**
 * True when the rules allow every path of a tree operation (api-contract §10.3,
 * security-requirements K05): the root and each descendant, and, for copy and move, where each
 * lands (`mapTo`). Rules only; hidden files do not count. With no rules there is nothing to walk.
 * Links are not followed: what a move or delete touches is the link itself.
 */
export async function treeAllowed(
  disk: WalkDisk,
  policy: AccessPolicy,
  root: TreeRoot,
  mapTo?: (virtualPath: string) => string,
): Promise<boolean> {
  if (policy.rules.length === 0) return true;
  const allowed = (path: string) =>
    policyAllows(policy, path) && (!mapTo || policyAllows(policy, mapTo(path)));
  if (!allowed(root.virtualPath)) return false;
  if (!root.isDir) return true;
  for await (const entry of walkTree(disk, root)) {
    if (!allowed(entry.virtualPath)) return false;
  }
  return true;
}

/** Maps paths below `from` onto the same place below `to` (both without trailing slash). */
export function mapper(from: string, to: string): (virtualPath: string) => string {
  return (virtualPath) => to + virtualPath.slice(from.length);
}
