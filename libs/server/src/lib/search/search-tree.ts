import type { SearchResult } from '@file-browser/api-contract';
import { posix } from 'node:path';
import type { AccessPolicy } from '../files/access';
import { isVisible } from '../files/access';
import type { PathResolver } from '../files/paths';
import { walkTree } from '../files/walk';
import type { SearchQuery } from './query';
import { matchesQuery } from './query';
import { isInside } from '../core/path-checks';

/** Where to search and on whose behalf. */
export interface SearchScope {
  resolver: PathResolver;
  policy: AccessPolicy;
  /** Canonical scope path of the folder to search. */
  virtualPath: string;
  /** Real location of that folder. */
  location: string;
  signal: AbortSignal;
}

/**
 * Whether a link may be reported, and as what: links leading out of the scope, or to a path the
 * rules hide, are left out (security-requirements K08, K12); dangling links inside are files.
 */
export async function describeLink(
  scope: Pick<SearchScope, 'resolver' | 'policy'>,
  location: string,
): Promise<SearchResult | null> {
  let target: string;
  try {
    target = await scope.resolver.storage.realpath(location);
  } catch {
    return null;
  }
  const { resolver, policy } = scope;
  if (!isInside(resolver.root, target) || resolver.ownFiles.has(target)) return null;
  if (!isVisible(policy, resolver.virtualOf(target))) return null;
  try {
    // differs from upstream: a link to a folder is reported as a folder, as listings show it.
    return { dir: (await scope.resolver.storage.stat(target)).isDirectory(), path: '' };
  } catch {
    return null;
  }
}

/**
 * Searches a folder live (api-contract §7): depth-first, each folder's entries in name order,
 * yielding matches as they are found. Links are never followed.
 * differs from upstream: a folder the rules or hideDotfiles hide is skipped with everything
 * below it (security-requirements K09), where upstream checks each descendant on its own.
 */
export async function* searchTree(
  scope: SearchScope,
  query: SearchQuery,
): AsyncGenerator<SearchResult> {
  const base = scope.virtualPath.length > 1 ? scope.virtualPath.replace(/\/+$/, '') : '/';
  const entries = walkTree(
    scope.resolver,
    { virtualPath: base, location: scope.location },
    {
      sorted: true,
      signal: scope.signal,
      include: (entry) => isVisible(scope.policy, entry.virtualPath),
    },
  );
  for await (const entry of entries) {
    if (!matchesQuery(query, entry.dirent.name)) continue;
    const path = posix.relative(base, entry.virtualPath);
    if (!entry.dirent.isSymbolicLink()) {
      yield { dir: entry.dirent.isDirectory(), path };
      continue;
    }
    const link = await describeLink(scope, entry.location);
    if (link) yield { ...link, path };
  }
}
