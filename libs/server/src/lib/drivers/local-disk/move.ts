import type { BigIntStats } from 'node:fs';
import { constants } from 'node:fs';
import {
  access,
  lstat,
  mkdir,
  readdir,
  readlink,
  rename,
  rm,
  rmdir,
  symlink,
  utimes,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isTempName, tempBeside } from '../../core/temp-names';
import { DIR_MODE } from '../../ports/storage';
import type { NamedLocks } from '../../ports/coordination';
import type { TempJournal } from '../../ports/store';
import { copyFileDurably, ensureFolder } from './atomic-write';
import { lstatOrUndefined, moveIfFree, placeEntry, removeIfUnchanged, syncDir } from './placement';
import { isInside } from '../../core/path-checks';

/**
 * Moves that never destroy what they did not move. A move is one `rename` where it can be. A
 * merge (a folder onto an existing folder) renames entry by entry and removes a source folder
 * only once it is empty, so anything added meanwhile stays. Across file systems the tree is
 * copied beside the target, placed in one step, and then each source entry is removed only if
 * it is still exactly what was copied. Every function answers the source locations it left.
 */

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? '';
}

/** The names in a folder, our own temp entries left out. */
async function entriesOf(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => !isTempName(name));
}

/** How long a move waits for writes in flight into a folder it empties, in 20 ms steps. */
const SETTLE_TRIES = 100;

/**
 * Removes a source folder emptied by a move; what arrived meanwhile is left, and reported. A
 * folder holding only temp entries has a write in flight whose file is about to appear there:
 * it is given a moment to land so the answer can name it; one that takes longer leaves the
 * folder itself reported.
 */
async function removeEmptied(dir: string, left: string[]): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await rmdir(dir);
      return;
    } catch (error) {
      if (codeOf(error) !== 'ENOTEMPTY' && codeOf(error) !== 'EEXIST') throw error;
    }
    const names = await entriesOf(dir);
    if (names.length > 0 || tries >= SETTLE_TRIES) {
      const found = names.length > 0 ? names.map((name) => join(dir, name)) : [dir];
      left.push(...found.filter((path) => !left.includes(path)));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Merges folder `source` into folder `target` on the same file system: each entry is renamed
 * over (a file replaces a file) or merged (a folder into a folder); a file and a folder of the
 * same name stay as they are. Entries on another file system are moved across.
 */
export async function mergeInto(
  locks: NamedLocks,
  source: string,
  target: string,
  journal?: TempJournal,
): Promise<string[]> {
  const left: string[] = [];
  for (const name of await entriesOf(source)) {
    const from = join(source, name);
    const to = join(target, name);
    const [fromStats, toStats] = await Promise.all([lstatOrUndefined(from), lstatOrUndefined(to)]);
    // Deleted or moved away by another request since the folder was read: nothing to move.
    if (!fromStats) continue;
    if (fromStats.isDirectory() && toStats?.isDirectory()) {
      left.push(...(await mergeInto(locks, from, to, journal)));
      continue;
    }
    if (toStats && toStats.isDirectory() !== fromStats.isDirectory()) {
      left.push(from);
      continue;
    }
    try {
      await rename(from, to);
    } catch (error) {
      if (codeOf(error) === 'ENOENT') continue;
      if (codeOf(error) !== 'EXDEV') throw error;
      left.push(...(await moveAcross(locks, from, to, { replace: true, journal })));
    }
  }
  await syncDir(target);
  await removeEmptied(source, left);
  return left;
}

/** One entry of a tree being moved across file systems, as it was when it was copied. */
interface Copied {
  location: string;
  stats: BigIntStats;
}

/**
 * Copies `from` to `to` as it is (a link stays a link, times kept), folders first and their
 * contents after; records each source entry as it was just before it was copied.
 */
async function copyAsIs(from: string, to: string, copied: Copied[]): Promise<void> {
  const stats = await lstat(from, { bigint: true });
  const mode = Number(stats.mode) & 0o7777;
  if (stats.isDirectory()) {
    await mkdir(to, { mode: DIR_MODE });
    copied.push({ location: from, stats });
    for (const name of await entriesOf(from))
      await copyAsIs(join(from, name), join(to, name), copied);
    return;
  }
  if (stats.isSymbolicLink()) await symlink(await readlink(from), to);
  else if (stats.isFile()) await copyFileDurably(from, to, mode);
  else throw Object.assign(new Error(`cannot move ${from}`), { code: 'EINVAL' });
  if (!stats.isSymbolicLink()) await utimes(to, stats.atime, stats.mtime);
  copied.push({ location: from, stats });
}

/**
 * Moves an entry to another file system: copied whole under a journalled temp name beside the
 * target, placed in one step (409 without `replace` when the name is taken), then each source
 * entry removed, deepest first, only if it is unchanged since it was copied. A file changed or
 * added meanwhile stays in the source and is returned.
 */
async function moveAcross(
  locks: NamedLocks,
  source: string,
  target: string,
  options: { replace: boolean; journal?: TempJournal | undefined },
): Promise<string[]> {
  // A source that cannot be removed (a read-only disk) is refused before anything is copied.
  await access(dirname(source), constants.W_OK);
  const temp = tempBeside(target);
  await options.journal?.add(temp);
  const copied: Copied[] = [];
  const left: string[] = [];
  try {
    await copyAsIs(source, temp, copied);
    const existing = await lstatOrUndefined(target);
    if (options.replace && existing?.isDirectory() && copied[0]?.stats.isDirectory()) {
      // What could not be merged is still in the temp copy, which goes: its source stays.
      const unmerged = await mergeInto(locks, temp, target, options.journal);
      left.push(...unmerged.map((location) => source + location.slice(temp.length)));
    } else {
      await placeEntry(locks, temp, target, options.replace);
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
    await options.journal?.remove(temp);
  }
  const kept = [...left];
  for (const { location, stats } of copied.reverse()) {
    if (kept.some((path) => isInside(path, location))) continue;
    if (stats.isDirectory()) await removeEmptied(location, left);
    else if (!(await removeIfUnchanged(locks, location, stats))) left.push(location);
  }
  return left;
}

/**
 * Moves an entry (a link stays a link) to `target`. Without `replace` the target name must be
 * free (409 otherwise, nothing moved). With it, a file replaces a file and a folder is merged
 * into a folder. Returns the source locations left where they were (changed or added during
 * the move, or a file and a folder of the same name); empty when everything moved.
 */
export async function moveEntry(
  locks: NamedLocks,
  source: string,
  target: string,
  options: { replace: boolean; journal?: TempJournal | undefined },
): Promise<string[]> {
  await ensureFolder(dirname(target));
  try {
    if (!options.replace) {
      await moveIfFree(locks, source, target);
      return [];
    }
    await rename(source, target);
    await Promise.all([syncDir(dirname(target)), syncDir(dirname(source))]);
    return [];
  } catch (error) {
    const code = codeOf(error);
    if (code === 'EXDEV') return moveAcross(locks, source, target, options);
    const isMerge = options.replace && (code === 'ENOTEMPTY' || code === 'EEXIST');
    if (isMerge) return mergeInto(locks, source, target, options.journal);
    throw error;
  }
}
