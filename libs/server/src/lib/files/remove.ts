import { HttpError } from '../core/http-error';
import { isVisible } from './access';
import { OWN_FILES } from './paths';
import { treeAllowed } from './tree-rules';
import type { UserFiles } from './user-files';
import { requirePerm } from './user-files';

/**
 * `DELETE /api/resources{path}` (api-contract §2.9): removes a file, a folder with everything in
 * it, or a link itself (never what it points to). 403 for `/`, without `delete`, or when the
 * rules deny the path or any descendant (then nothing is deleted, security-requirements K05).
 */
export async function removeResource(files: UserFiles, virtualPath: string): Promise<void> {
  const bare = virtualPath.replace(/\/+$/, '') || '/';
  if (bare === '/') throw new HttpError(403);
  requirePerm(files.user, 'delete');
  if (!isVisible(files.policy, bare)) throw new HttpError(403);
  const location = await files.resolver.entry(bare);
  // A folder holding the server's own files (issue 27) goes only with them: never.
  if (files.resolver.ownFiles.heldBy(location)) throw new HttpError(403, OWN_FILES);
  const { storage } = files.resolver;
  const isDir = (await storage.lstat(location)).isDirectory();
  const root = { virtualPath: bare, location, isDir };
  if (!(await treeAllowed(files.resolver, files.policy, root))) throw new HttpError(403);
  // rm does not follow links, neither the entry's nor any below it (security-requirements K14).
  await storage.remove(location);
  // Every share of what was deleted dies with it, whoever owned it (K36–K38).
  await files.events.publish({ kind: 'gone', real: location });
}
