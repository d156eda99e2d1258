import type { RecursiveEntry } from '@file-browser/api-contract';
import { HttpError } from '../core/http-error';
import { isVisible } from './access';
import { rfc3339 } from './file-mode';
import type { UserFiles } from './user-files';
import { walkTree } from './walk';

/**
 * Every visible descendant of a folder, pre-order, in byte order per folder, with each entry's
 * own (link, not target) metadata. Hidden and denied entries are skipped with everything below
 * them; links are never followed; the walk stops when `signal` aborts (the client left).
 * differs from upstream: the folder itself is rules-checked too (403), not only its entries.
 */
export async function listRecursive(
  files: UserFiles,
  virtualPath: string,
  signal: AbortSignal,
): Promise<RecursiveEntry[]> {
  const bare = virtualPath.replace(/\/+$/, '') || '/';
  if (!isVisible(files.policy, bare)) throw new HttpError(403);
  const location = await files.resolver.existing(bare);
  const { storage } = files.resolver;
  if (!(await storage.stat(location)).isDirectory())
    throw new HttpError(400, 'path is not a directory');
  const entries: RecursiveEntry[] = [];
  const walk = walkTree(
    files.resolver,
    { virtualPath: bare, location },
    { sorted: true, signal, include: (entry) => isVisible(files.policy, entry.virtualPath) },
  );
  for await (const entry of walk) {
    const own = await storage.lstat(entry.location, { bigint: true }).catch(() => undefined);
    if (!own) continue;
    entries.push({
      path: entry.virtualPath,
      name: entry.dirent.name,
      size: Number(own.size),
      modified: rfc3339(own),
      isDir: own.isDirectory(),
    });
  }
  return entries;
}
