import {
  chmodSync,
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { access } from 'node:fs/promises';

/**
 * The machine's own files that belong to no user: programs on PATH (bubblewrap, the archive
 * compressors), the system folders the command sandbox mounts, the SQLite files (database,
 * search index, a config import being built) that SQLite opens by path itself. They are always this machine's, whatever
 * Storage driver serves the files, and they are needed synchronously at start-up, so they are
 * not behind the Storage port; this file is the one door to them.
 */

/** True when something is at `location` (links followed). */
export function hostFileExists(location: string): boolean {
  return existsSync(location);
}

/** True when the server may execute `location`. */
export function isHostExecutable(location: string): Promise<boolean> {
  return access(location, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** A system path as the sandbox mounts it: a link's target, a folder or file, or undefined. */
export function hostEntry(location: string): { linkTo: string } | { linkTo?: never } | undefined {
  try {
    const stats = lstatSync(location);
    return stats.isSymbolicLink() ? { linkTo: readlinkSync(location) } : {};
  } catch {
    return undefined;
  }
}

/**
 * Creates a file (if missing) readable by its owner only, and makes an existing one so when it
 * is ours: the database and the search index name every user and file (K92).
 */
export function createPrivateFile(file: string, tightenExisting: boolean): void {
  closeSync(openSync(file, 'a', 0o600));
  if (!tightenExisting) return;
  try {
    chmodSync(file, 0o600);
  } catch {
    // A file owned by someone else keeps its mode; opening it still works if we may write it.
  }
}

/** Creates a folder and its parents, as `mkdir -p` (the database's folder, offline). */
export function makeHostFolder(location: string): void {
  mkdirSync(location, { recursive: true });
}

/** A file's size in bytes, or undefined when it is not there. */
export function hostFileSize(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}

/** Removes a file if it is there. */
export function removeHostFile(file: string): void {
  rmSync(file, { force: true });
}

/** Renames a file over whatever is at `to`. */
export function renameHostFile(from: string, to: string): void {
  renameSync(from, to);
}
