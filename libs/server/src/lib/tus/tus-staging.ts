import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { makeFolder } from '../files/make-folder';
import { tempBeside } from '../core/temp-names';
import type { EntryStats, Storage } from '../ports/storage';
import type { FileIdentity, TempJournal, TusUploadRepository } from '../ports/store';
import type { NamedLocks, Release } from '../ports/coordination';
import { isMissing } from '../core/path-checks';

/** An upload in progress, as the store records it; the bytes so far are in `<id>.part`. */
export interface StagedUpload {
  /** Derived from the real target path: the identity cleanup works by. */
  id: string;
  /** Real path the upload becomes when complete (kept for diagnosis; never re-resolved). */
  target: string;
  /** Declared `Upload-Length`. */
  length: number;
  /** Whether the POST said `override=true`. */
  override: boolean;
  /**
   * Bytes received so far (the size of the part file), but never the whole length while the
   * upload is staged: a part holding every byte is one whose placing failed, and it counts as
   * one byte short so that no client takes it for complete; sending the last byte retries.
   */
  offset: number;
  /** Id of the user who started it; absent in uploads staged before it was recorded. */
  owner?: number;
  /** The file that takes the target's name when placed, recorded before placing starts. */
  placing?: FileIdentity;
  /**
   * True when the target already is the `placing` file: the server stopped after placing but
   * before it removed the upload, so the upload is complete ({@link offset} is its length).
   */
  placed: boolean;
}

/** What a staging works with: the part files' disk, the records' store, the per-upload locks. */
export interface StagingParts {
  storage: Storage;
  uploads: TusUploadRepository;
  locks: NamedLocks;
  /** The staging folder, which must exist (made 0700 at startup: {@link makeStagingFolder}). */
  dir: string;
  /** An upload untouched this long is removed by {@link TusStaging.sweep}. */
  idleSeconds: number;
}

/** Upload ids are 40 hex digits; a part file is `<id>.part`. */
const PART_NAME = /^([0-9a-f]{40})\.part$/;

function identityOf(stats: EntryStats): FileIdentity {
  return { dev: String(stats.dev), ino: String(stats.ino) };
}

/**
 * Where tus uploads live until they are complete. Per upload, a record in the store (target,
 * declared length, override, owner, and the file being placed) and `<id>.part` in a private
 * staging folder (0700) holding the bytes so far, so an upload survives a server restart. The
 * record is written before the part's first byte is accepted. The user's folder is not touched
 * until the whole file is there; then it is placed in one step, and only once it is at its
 * final name is the upload removed. Idle uploads are removed by their id alone.
 */
export class TusStaging {
  readonly dir: string;
  private readonly storage: Storage;
  private readonly uploads: TusUploadRepository;
  private readonly locks: NamedLocks;
  private readonly idleMs: number;

  constructor(parts: StagingParts) {
    this.storage = parts.storage;
    this.uploads = parts.uploads;
    this.locks = parts.locks;
    this.dir = parts.dir;
    this.idleMs = parts.idleSeconds * 1000;
  }

  /** The upload id for a real target path. */
  idOf(target: string): string {
    return createHash('sha256').update(target).digest('hex').slice(0, 40);
  }

  private part(id: string): string {
    return join(this.dir, `${id}.part`);
  }

  /**
   * Takes the per-upload lock (`tus:<id>` on the coordination's named locks) around check +
   * write + offset update (security-requirements K27). Answers the release function, or
   * undefined at once when someone else holds it: a request never waits for another.
   */
  lock(id: string): Promise<Release | undefined> {
    return this.locks.tryAcquire(`tus:${id}`);
  }

  /** Starts (or restarts from zero) the upload of `target`. */
  async create(target: string, length: number, override: boolean, owner?: number): Promise<void> {
    const id = this.idOf(target);
    await this.remove(id);
    const part = await this.storage.open(this.part(id), 'wx', 0o600);
    await part.close();
    await this.uploads.put({ id, target, length, override, owner, recordedAt: Date.now() });
  }

  /**
   * The upload staged for `target` (whoever owns it), or undefined. Changes nothing: the caller
   * decides, once it knows the upload is the caller's, whether it counts as used ({@link touch}).
   */
  async find(target: string): Promise<StagedUpload | undefined> {
    const id = this.idOf(target);
    const record = await this.uploads.get(id);
    if (!record || record.target !== target) return undefined;
    const { length, override, owner, placing } = record;
    const upload = { id, target, length, override, owner, placing };
    if (placing && (await this.isPlaced(target, placing))) {
      return { ...upload, offset: length, placed: true };
    }
    let size: number;
    try {
      size = (await this.storage.stat(this.part(id))).size;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    return { ...upload, offset: Math.min(size, length - 1), placed: false };
  }

  /** True when the file at `target` is the one recorded as being placed there. */
  private async isPlaced(target: string, placing: FileIdentity): Promise<boolean> {
    const now = await this.storage.lstatOrUndefined(target);
    if (!now?.isFile()) return false;
    const identity = identityOf(now);
    return identity.dev === placing.dev && identity.ino === placing.ino;
  }

  /**
   * Counts the upload as used now, for the idle sweep: on the part file's time, as its writes
   * do, not in the store, whose writes each wait for the disk (a commit per chunk cost about
   * 4 ms, a few percent of a 10 MiB chunk's time; the time need not survive a crash).
   */
  async touch(id: string): Promise<void> {
    const now = new Date();
    await this.storage.utimes(this.part(id), now, now);
  }

  /** Opens the part file for writing at an offset. */
  openPart(id: string) {
    return this.storage.open(this.part(id), 'r+');
  }

  /**
   * Gives a complete upload its final name with `Storage.placeEntry` (over the old file with
   * `override`, else only while the name is free: 409), then removes the upload. On the
   * target's file system the part file itself takes the name; on another one, a durable copy
   * beside the target does, journalled so a crash mid-copy leaves nothing in the user's folder.
   * Before either is placed the store records its identity, so after a crash at any point the
   * upload is known complete exactly when the target is that file. On failure the upload is
   * kept whole and nothing is at the target's name that was not there before.
   */
  async finish(upload: StagedUpload, mode: number, journal?: TempJournal): Promise<void> {
    const part = this.part(upload.id);
    const { storage } = this;
    await storage.chmod(part, mode);
    await storage.ensureFolder(dirname(upload.target));
    await this.recordPlacing(upload, await storage.lstat(part, { bigint: true }));
    try {
      await storage.placeEntry(part, upload.target, upload.override);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await this.placeCopy(upload, mode, journal);
    }
    await this.remove(upload.id);
  }

  /** The cross-file-system half of {@link finish}: copy beside the target, record it, place it. */
  private async placeCopy(upload: StagedUpload, mode: number, journal?: TempJournal) {
    const temp = tempBeside(upload.target);
    // Journalled before it exists, so a crash mid-copy leaves it on the list removed at start.
    await journal?.add(temp);
    try {
      const { storage } = this;
      await storage.copyFileDurably(this.part(upload.id), temp, mode);
      await this.recordPlacing(upload, await storage.lstat(temp, { bigint: true }));
      await storage.placeEntry(temp, upload.target, upload.override);
    } catch (error) {
      await this.storage.remove(temp, { force: true });
      throw error;
    } finally {
      await journal?.remove(temp);
    }
  }

  /** Records (durably: the store's writes are) the file about to take the target's name. */
  private async recordPlacing(upload: StagedUpload, file: EntryStats): Promise<void> {
    if (!(await this.uploads.setPlacing(upload.id, identityOf(file)))) {
      throw new Error(`tus upload ${upload.id} has no record to place`);
    }
  }

  /** Removes an upload's part and record (nothing outside the staging folder). */
  async remove(id: string): Promise<void> {
    await this.storage.remove(this.part(id), { force: true });
    await this.uploads.delete(id);
  }

  /**
   * Removes uploads idle for longer than the configured time (neither HEAD nor PATCH since, nor
   * a byte written), skipping any that a request holds: each record, and each part file left
   * without one (a crash between the two). Answers the ids removed.
   */
  async sweep(now = Date.now()): Promise<string[]> {
    const ids = new Set((await this.uploads.list()).map((upload) => upload.id));
    for (const { name } of await this.storage.list(this.dir)) {
      const id = PART_NAME.exec(name)?.[1];
      if (id) ids.add(id);
    }
    const removed: string[] = [];
    for (const id of ids) {
      const release = await this.lock(id);
      if (!release) continue;
      try {
        // Read under the lock: a request may have used it since the list. The part's time is
        // its last use (HEAD, PATCH and every byte written); the record's, a record without a part.
        const recordedAt = (await this.uploads.get(id))?.recordedAt ?? 0;
        const part = await this.storage.lstatOrUndefined(this.part(id));
        const last = Math.max(recordedAt, part ? Number(part.mtimeMs) : 0);
        if (now - last <= this.idleMs) continue;
        await this.remove(id);
        removed.push(id);
      } finally {
        release();
      }
    }
    return removed;
  }
}

/** Creates the staging folder (0700, parents too) if missing; at startup. */
export async function makeStagingFolder(storage: Storage, dir: string): Promise<void> {
  await makeFolder(storage, dir, 0o700);
}
