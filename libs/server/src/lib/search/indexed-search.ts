import type { SearchResult } from '@file-browser/api-contract';
import { join, posix, relative, sep } from 'node:path';
import { isInside } from '../core/path-checks';
import type { AccessPolicy } from '../files/access';
import { isVisible } from '../files/access';
import type { IndexQuery, SearchIndex } from '../ports/search-index';
import type { SearchQuery } from './query';
import { matchesQuery } from './query';
import type { SearchScope } from './search-tree';
import { describeLink } from './search-tree';

/** The root-relative path of a real location (`a/b`, '' = the root), or null when outside it. */
export function indexPathOf(root: string, location: string): string | null {
  if (!isInside(root, location)) return null;
  return relative(root, location).split(sep).join('/');
}

/** The query as the index takes it: its terms narrow, the live search's matcher decides. */
function indexQueryOf(query: SearchQuery): IndexQuery {
  return {
    terms: query.terms,
    caseSensitive: query.caseSensitive,
    accepts: (name) => matchesQuery(query, name),
  };
}

/**
 * Whether the caller may see an entry: the entry itself and every folder between the searched
 * folder and it, as the live walk skips a hidden folder with everything below it. Folder
 * verdicts are cached for the request.
 */
function visibleBelow(
  policy: AccessPolicy,
  base: string,
  path: string,
  folders: Map<string, boolean>,
): boolean {
  const segments = path.split('/');
  let current = base;
  for (const [index, segment] of segments.entries()) {
    current = posix.join(current, segment);
    if (index === segments.length - 1) return isVisible(policy, current);
    let verdict = folders.get(current);
    if (verdict === undefined) {
      verdict = isVisible(policy, current);
      folders.set(current, verdict);
    }
    if (!verdict) return false;
  }
  return true;
}

/**
 * Searches a folder from the index (`indexPath` is its root-relative path under the served
 * `root`, see {@link indexPathOf}): the same results, in
 * the same order, as the live `searchTree`, filtered by the caller's rules and hideDotfiles
 * here, per request, since the index holds the whole root for everyone. Links are resolved now,
 * so one leading out of the scope or to a hidden place is still left out.
 */
export async function* indexedSearch(
  scope: SearchScope,
  index: SearchIndex,
  root: string,
  indexPath: string,
  query: SearchQuery,
): AsyncGenerator<SearchResult> {
  const base = scope.virtualPath.length > 1 ? scope.virtualPath.replace(/\/+$/, '') : '/';
  const { policy } = scope;
  const filtered = policy.hideDotfiles || policy.rules.length > 0;
  const folders = new Map<string, boolean>();
  const prefix = indexPath === '' ? 0 : indexPath.length + 1;
  for await (const batch of index.query(indexPath, indexQueryOf(query), scope.signal)) {
    for (const entry of batch) {
      const path = entry.path.slice(prefix);
      if (filtered && !visibleBelow(policy, base, path, folders)) continue;
      // The index holds what the folder holds; the server's own files are nobody's (issue 27).
      const location = join(root, entry.path);
      if (scope.resolver.ownFiles.has(location)) continue;
      if (entry.kind !== 'link') {
        yield { dir: entry.kind === 'dir', path };
        continue;
      }
      const link = await describeLink(scope, location);
      if (link) yield { ...link, path };
    }
  }
}
