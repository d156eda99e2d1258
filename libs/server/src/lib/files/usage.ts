import type { Usage } from '@file-browser/api-contract';
import type { UserFiles } from './user-files';
import { readable } from './user-files';

/**
 * Usage of the file system holding a folder; `{ total: 0, used: 0 }` for a file. Needs no
 * permission beyond seeing the path.
 */
export async function diskUsage(files: UserFiles, virtualPath: string): Promise<Usage> {
  const location = await readable(files, virtualPath);
  const { storage } = files.resolver;
  if (!(await storage.stat(location)).isDirectory()) return { total: 0, used: 0 };
  const fs = await storage.fileSystem(location);
  return { total: fs.blocks * fs.bsize, used: (fs.blocks - fs.bfree) * fs.bsize };
}
