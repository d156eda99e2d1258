import type { Storage } from '../ports/storage';

/**
 * Makes a folder as `mkdir -p` does: parents too, and fine when a folder (or a link to one) is
 * already there; anything else at the name is EEXIST. For folders the operator or the server
 * names (the root, the database's folder, upload staging, a user's home), not for writes a
 * request makes, which never follow a link.
 */
export async function makeFolder(storage: Storage, location: string, mode: number): Promise<void> {
  try {
    await storage.ensureFolder(location, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' || !(await storage.stat(location)).isDirectory()) throw error;
  }
}
