import type { BigIntStats } from 'node:fs';
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { copyFile, mkdir, open, rm } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isTempName, tempBeside } from '../../core/temp-names';
import { writeAllAt } from '../../core/write-all';
import type { AtomicWriteOptions } from '../../ports/storage';
import { DIR_MODE, FILE_MODE } from '../../ports/storage';
import type { NamedLocks } from '../../ports/coordination';
import type { TempJournal } from '../../ports/store';
import { lstatOrUndefined, placeEntry } from './placement';

/**
 * Removes the temp entries a killed server left beside their targets (the journal's list), at
 * start-up, before anything new is written: half-written files and half-copied folders alike.
 * Only names of our temp pattern are touched, and `rm` never follows a link inside them.
 */
export async function removeLeftoverTemps(journal: TempJournal): Promise<string[]> {
  const removed = (await journal.takeAll()).filter((path) => isTempName(basename(path)));
  for (const path of removed) await rm(path, { force: true, recursive: true });
  return removed;
}

/**
 * Creates a folder and any missing parents (mode 0750 unless told), one level at a time. Node's
 * recursive `mkdir` reports a read-only or full disk as ENOENT; made one by one, each failure
 * keeps its own cause (EROFS, ENOSPC, ENOTDIR), which the client is then told. An existing
 * folder is fine.
 */
export async function ensureFolder(location: string, mode = DIR_MODE): Promise<void> {
  try {
    await mkdir(location, { mode });
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && (await lstatOrUndefined(location))?.isDirectory()) return;
    if (code !== 'ENOENT' || dirname(location) === location) throw error;
  }
  await ensureFolder(dirname(location), mode);
  try {
    await mkdir(location, { mode });
  } catch (error) {
    // Made meanwhile by a concurrent request: still a folder, still fine.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!(await lstatOrUndefined(location))?.isDirectory()) throw error;
  }
}

/** Bytes queued for the disk before the request body is paused. */
const WRITE_BUFFER = 4 * 1024 * 1024;

/**
 * Streams the body into the open temp file. A large write buffer lets the socket keep reading
 * while the previous write is in flight, and queued chunks go down in one `writev`: awaiting
 * each 64 KiB chunk's write in turn halved upload throughput (docs/performance.md). The handle
 * stays ours: `FileHandle.close()` waits for a write still in flight after an abort.
 */
async function copyInto(body: Readable, handle: FileHandle): Promise<void> {
  let position = 0;
  const file = new Writable({
    highWaterMark: WRITE_BUFFER,
    writev(chunks, callback) {
      const bytes = chunks.map(({ chunk }) => chunk as Uint8Array);
      writeAllAt(handle, bytes, position).then((written) => {
        position += written;
        callback();
      }, callback);
    },
  });
  await pipeline(body, file);
}

/**
 * Writes `body` to `target` atomically: into a new temp file in the same folder (created with
 * `O_EXCL`, so it never follows or reuses anything), fsync'd, then given the final name by
 * {@link placeEntry}: over the old file with `replace`, else only while the name is free (409
 * otherwise, and these bytes are not stored). An existing target keeps its permission bits. On
 * any failure, including the client going away, only the temp file is removed and the old
 * target stays intact (security-requirements K14, K20). Missing parent folders are created
 * unless `createParents` is false. Answers the written file's stats.
 */
export async function writeAtomically(
  locks: NamedLocks,
  target: string,
  body: Readable | Uint8Array | undefined,
  options: AtomicWriteOptions,
): Promise<BigIntStats> {
  const { journal, replace } = options;
  if (options.createParents !== false) await ensureFolder(dirname(target));
  const previous = replace ? await lstatOrUndefined(target) : undefined;
  const mode = options.mode ?? (previous ? Number(previous.mode) & 0o7777 : FILE_MODE);
  const temp = tempBeside(target);
  // Journalled before it exists, so a crash at any point leaves it on the list to remove.
  await journal?.add(temp);
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      if (body instanceof Uint8Array) await handle.writeFile(body);
      else if (body) await copyInto(body, handle);
      await handle.chmod(mode);
      await handle.sync();
      // Taken before the name is: the placed file is this inode, whatever happens to it next.
      const written = await handle.stat({ bigint: true });
      await handle.close();
      await placeEntry(locks, temp, target, replace);
      return written;
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
  } finally {
    await journal?.remove(temp);
  }
}

/** Copies a file's bytes to a new name and makes them durable before anything names them. */
export async function copyFileDurably(from: string, to: string, mode: number): Promise<void> {
  await copyFile(from, to, constants.COPYFILE_EXCL);
  const handle = await open(to, 'r+');
  try {
    await handle.chmod(mode);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
