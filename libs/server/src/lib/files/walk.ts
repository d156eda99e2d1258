import { posix, resolve } from 'node:path';
import type { DirEntry, Storage } from '../ports/storage';
import type { OwnFiles } from './own-files';
import { isTempName } from '../core/temp-names';

/** One entry met by {@link walkTree}. */
export interface WalkEntry {
  /** Scope path, `/`-separated, no trailing slash. */
  virtualPath: string;
  /** Location on disk (lexical: the parent's real path joined with the name). */
  location: string;
  dirent: DirEntry;
}

/** What a walk reads through, and whose own files it leaves out (a PathResolver is one). */
export interface WalkDisk {
  storage: Storage;
  ownFiles: OwnFiles;
}

/** Options of {@link walkTree}. */
export interface WalkOptions {
  /** Return false to skip an entry and, for a folder, everything below it. */
  include?: (entry: WalkEntry) => boolean;
  /** Stops the walk (e.g. the client went away). */
  signal?: AbortSignal;
  /** Visit each folder's entries in byte order of their names instead of the OS order. */
  sorted?: boolean;
}

/**
 * Visits everything below a folder, pre-order (a folder, then its contents). Links are reported
 * but never followed, so a link loop or a link out of the scope cannot lead the walk anywhere
 * (security-requirements K12, K16). Folders that cannot be read are skipped.
 */
export async function* walkTree(
  disk: WalkDisk,
  root: { virtualPath: string; location: string },
  options: WalkOptions = {},
): AsyncGenerator<WalkEntry> {
  const base = root.virtualPath.length > 1 ? root.virtualPath.replace(/\/+$/, '') : '/';
  let dirents: DirEntry[];
  try {
    dirents = await disk.storage.list(root.location);
  } catch {
    return;
  }
  if (options.sorted) dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const dirent of dirents) {
    if (options.signal?.aborted) return;
    // The server's own temp entries are half-written: never searched, archived or counted.
    if (isTempName(dirent.name)) continue;
    const entry: WalkEntry = {
      virtualPath: posix.join(base, dirent.name),
      location: resolve(root.location, dirent.name),
      dirent,
    };
    // Nor the server's own files (issue 27): never searched, archived or counted either.
    if (disk.ownFiles.has(entry.location)) continue;
    if (options.include && !options.include(entry)) continue;
    yield entry;
    if (dirent.isDirectory()) yield* walkTree(disk, entry, options);
  }
}
