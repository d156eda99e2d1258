import type { BigIntStats } from 'node:fs';
import { link, lstat, open, rename, unlink } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { conflict } from '../../core/fs-errors';
import { HttpError } from '../../core/http-error';
import { isMissing } from '../../core/path-checks';
import type { NamedLocks } from '../../ports/coordination';

/**
 * How a finished temp entry takes its final name. Every write path (POST, PUT, tus, copy, move)
 * goes through here, so "one winner, the rest 409" holds the same way everywhere.
 */

/** Stats of an entry itself (no link following), or undefined when nothing is there. */
export async function lstatOrUndefined(location: string): Promise<BigIntStats | undefined> {
  try {
    return await lstat(location, { bigint: true });
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Makes a folder's entries durable: after a rename or link into a folder, the name itself is
 * only on disk once the folder is fsync'd, so "saved" survives a power cut, not just a crash.
 */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some file systems cannot fsync a folder; the rename has happened, which is what counts.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EINVAL' && code !== 'ENOTSUP' && code !== 'EBADF') throw error;
  } finally {
    await handle.close();
  }
}

/** Error codes with which `link(2)` says the file system has no hard links. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK']);

/**
 * Runs `work` holding the lock named for `location`, after whoever asked for it before (first
 * come, first served). Used where the file system has no primitive that refuses to replace:
 * renaming a folder replaces an empty folder of the same name. The locks are the server's
 * (Coordination's named locks), so every driver instance and process sharing them serialises
 * on the same names.
 */
async function exclusive<T>(
  locks: NamedLocks,
  location: string,
  work: () => Promise<T>,
): Promise<T> {
  const release = await locks.acquire(`place:${location}`);
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * Renames `from` to `to` only while nothing is at `to`, for entries `link(2)` cannot take
 * (folders, and files on file systems without hard links). Among those holding the same locks
 * it cannot replace anything; the lock is named for the final location.
 */
async function renameIfFree(locks: NamedLocks, from: string, to: string): Promise<void> {
  await exclusive(locks, to, async () => {
    if (await lstatOrUndefined(to)) throw conflict(basename(to));
    await rename(from, to);
  });
}

/**
 * Gives the finished temp entry `temp` the name `target`. With `replace`, one `rename` puts it
 * there over whatever file was there. Without, it takes the name only if it is free: a file by
 * `link(2)`, which fails with EEXIST whatever other writer got there first, then the temp name
 * goes; a folder by a rename that first checks, under the lock named for it.
 * Throws a 409 HttpError when the name is taken. With `replace: 'existing'` (a save), only a
 * file still there is replaced: one moved or deleted meanwhile is a 404, not created again
 * behind the move's back. The parent folder is fsync'd afterwards.
 */
export async function placeEntry(
  locks: NamedLocks,
  temp: string,
  target: string,
  replace: boolean | 'existing',
): Promise<void> {
  if (replace) {
    // Under the name's lock, so a move's check that a source is unchanged cannot interleave.
    await exclusive(locks, target, async () => {
      if (replace === 'existing' && (await lstatOrUndefined(target)) === undefined) {
        throw new HttpError(404, `${basename(target)} was moved or deleted meanwhile`);
      }
      await rename(temp, target);
    });
  } else if ((await lstat(temp)).isDirectory()) {
    await renameIfFree(locks, temp, target);
  } else {
    let linked = false;
    try {
      await link(temp, target);
      linked = true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (code === 'EEXIST') throw conflict(basename(target));
      if (!NO_HARD_LINKS.has(code)) throw error;
      await renameIfFree(locks, temp, target);
    }
    // Placed: the temp name goes (a kill before this leaves it journalled, removed at start).
    if (linked) await unlink(temp);
  }
  await syncDir(dirname(target));
}

/**
 * Moves an existing entry (file, link or folder) to a free name without ever replacing what is
 * there: one `rename` under the lock named for the target, after checking it is free
 * (409 otherwise). Not `link(2)` + `unlink` as for new files: a kill between the two would leave
 * the user's file under both names, where a rename leaves it under one or the other. If another
 * request moved or deleted the source first, the rename finds nothing: 404. EXDEV passes through.
 */
export async function moveIfFree(locks: NamedLocks, source: string, target: string): Promise<void> {
  await renameIfFree(locks, source, target);
  await Promise.all([syncDir(dirname(target)), syncDir(dirname(source))]);
}

/**
 * Removes `location` if it is still the entry `before` describes: the same inode, size and
 * times (what a copy read). The check and the unlink hold the name's lock, which every
 * replacing placement takes too, so a file saved over it meanwhile by this server is never the
 * one removed. Answers whether it was removed.
 */
export async function removeIfUnchanged(
  locks: NamedLocks,
  location: string,
  before: BigIntStats,
): Promise<boolean> {
  return exclusive(locks, location, async () => {
    const now = await lstatOrUndefined(location);
    const same =
      now !== undefined &&
      now.dev === before.dev &&
      now.ino === before.ino &&
      now.size === before.size &&
      now.mtimeNs === before.mtimeNs &&
      now.ctimeNs === before.ctimeNs;
    if (!same) return false;
    try {
      await unlink(location);
      return true;
    } catch (error) {
      if (!isMissing(error)) throw error;
      return false;
    }
  });
}
