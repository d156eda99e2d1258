import { randomBytes } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TempJournal } from '../store/types';
import { isMissing } from './paths';
import { writeAllAt } from './write-all';

/** Mode of new files (security-requirements K92); umask still applies. */
export const FILE_MODE = 0o640;
/** Mode of new folders (security-requirements K92); umask still applies. */
export const DIR_MODE = 0o750;

/** Stats of an entry itself (no link following), or undefined when nothing is there. */
export async function lstatOrUndefined(location: string): Promise<BigIntStats | undefined> {
  try {
    return await lstat(location, { bigint: true });
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** A fresh name beside `target`, hidden and unlikely to collide with anything a user made. */
export function tempNameFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.fb-${randomBytes(6).toString('hex')}.tmp`);
}

/** What {@link tempNameFor} makes; nothing else is ever removed by {@link removeLeftoverTemps}. */
const TEMP_NAME = /^\..*\.fb-[0-9a-f]{12}\.tmp$/s;

/**
 * Removes the temp files a killed server left beside their targets (the journal's list), at
 * start-up, before anything new is written. Only names of our temp pattern are touched.
 */
export function removeLeftoverTemps(journal: TempJournal): string[] {
  const removed = journal.takeAll().filter((path) => TEMP_NAME.test(basename(path)));
  for (const path of removed) rmSync(path, { force: true });
  return removed;
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
 * `O_EXCL`, so it never follows or reuses anything), fsync'd, then renamed over the target. An
 * existing target keeps its permission bits. On any failure, including the client going away,
 * only the temp file is removed and the old target stays intact (security-requirements K14,
 * K20). Missing parent folders are created first.
 */
export async function writeAtomically(
  target: string,
  body: Readable | Uint8Array | undefined,
  journal?: TempJournal,
): Promise<void> {
  await mkdir(dirname(target), { recursive: true, mode: DIR_MODE });
  const previous = await lstatOrUndefined(target);
  const mode = previous ? Number(previous.mode) & 0o7777 : FILE_MODE;
  const temp = tempNameFor(target);
  // Journalled before it exists, so a crash at any point leaves it on the list to remove.
  journal?.add(temp);
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      if (body instanceof Uint8Array) await handle.writeFile(body);
      else if (body) await copyInto(body, handle);
      await handle.chmod(mode);
      await handle.sync();
      await handle.close();
      await rename(temp, target);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
  } finally {
    journal?.remove(temp);
  }
}
