import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { makeFolder } from '../files/make-folder';
import { tempBeside } from '../core/temp-names';
import type { EntryStats, Storage } from '../ports/storage';
import type { TempJournal } from '../ports/store';
import { isMissing } from '../core/path-checks';

/** An upload in progress, as its sidecar records it; the bytes so far are in `<id>.part`. */
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
  /** Id of the user who started it; absent in sidecars written before it was recorded. */
  owner?: number;
  /** The file that takes the target's name when placed, recorded before placing starts. */
  placing?: FileIdentity;
  /**
   * True when the target already is the `placing` file: the server stopped after placing but
   * before it removed the upload, so the upload is complete ({@link offset} is its length).
   */
  placed: boolean;
}

/** Device and inode (decimal strings: they do not fit a JSON number), naming one file. */
export interface FileIdentity {
  dev: string;
  ino: string;
}

const sidecarSchema = z.object({
  target: z.string(),
  length: z.number().int().nonnegative(),
  override: z.boolean(),
  owner: z.number().int().optional(),
  placing: z.object({ dev: z.string(), ino: z.string() }).optional(),
});
type Sidecar = z.infer<typeof sidecarSchema>;

function identityOf(stats: EntryStats): FileIdentity {
  return { dev: String(stats.dev), ino: String(stats.ino) };
}

/**
 * Where tus uploads live until they are complete: a private folder (0700) holding, per upload,
 * `<id>.part` (the bytes so far) and `<id>.json` (target, declared length, override, owner), so
 * an upload survives a server restart. The user's folder is not touched until the whole file is
 * there; then it is placed in one step, and only once it is at its final name is the upload
 * removed. Idle uploads are removed by their id alone.
 */
export class TusStaging {
  private readonly locks = new Set<string>();

  private constructor(
    private readonly storage: Storage,
    readonly dir: string,
    private readonly idleMs: number,
  ) {}

  /** The staging in `dir`, which must exist (made 0700 at startup: {@link makeStagingFolder}). */
  static open(storage: Storage, dir: string, idleSeconds: number): TusStaging {
    return new TusStaging(storage, dir, idleSeconds * 1000);
  }

  /** The upload id for a real target path. */
  idOf(target: string): string {
    return createHash('sha256').update(target).digest('hex').slice(0, 40);
  }

  private part(id: string): string {
    return join(this.dir, `${id}.part`);
  }

  private sidecar(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  /**
   * Writes the sidecar whole and durably (temp file, fsync, rename): it records what is being
   * placed, which must be on disk before placing starts, and a torn sidecar would lose the upload.
   */
  private async writeSidecar(id: string, record: Sidecar): Promise<void> {
    const temp = `${this.sidecar(id)}.tmp`;
    const handle = await this.storage.open(temp, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(record));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await this.storage.rename(temp, this.sidecar(id));
    await this.storage.syncDir(this.dir);
  }

  private async readSidecar(id: string): Promise<Sidecar | undefined> {
    let text: string;
    try {
      text = (await this.storage.readFile(this.sidecar(id))).toString('utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      const parsed = sidecarSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Takes the per-upload lock around check + write + offset update (security-requirements
   * K27). Returns the release function, or undefined when someone else holds it.
   */
  lock(id: string): (() => void) | undefined {
    if (this.locks.has(id)) return undefined;
    this.locks.add(id);
    return () => this.locks.delete(id);
  }

  /** Starts (or restarts from zero) the upload of `target`. */
  async create(target: string, length: number, override: boolean, owner?: number): Promise<void> {
    const id = this.idOf(target);
    await this.remove(id);
    const part = await this.storage.open(this.part(id), 'wx', 0o600);
    await part.close();
    await this.writeSidecar(id, { target, length, override, owner });
  }

  /**
   * The upload staged for `target` (whoever owns it), or undefined. Changes nothing: the caller
   * decides, once it knows the upload is the caller's, whether it counts as used ({@link touch}).
   */
  async find(target: string): Promise<StagedUpload | undefined> {
    const id = this.idOf(target);
    const record = await this.readSidecar(id);
    if (!record || record.target !== target) return undefined;
    if (record.placing && (await this.isPlaced(target, record.placing))) {
      return { id, ...record, offset: record.length, placed: true };
    }
    let size: number;
    try {
      size = (await this.storage.stat(this.part(id))).size;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    return { id, ...record, offset: Math.min(size, record.length - 1), placed: false };
  }

  /** True when the file at `target` is the one recorded as being placed there. */
  private async isPlaced(target: string, placing: FileIdentity): Promise<boolean> {
    const now = await this.storage.lstatOrUndefined(target);
    if (!now?.isFile()) return false;
    const identity = identityOf(now);
    return identity.dev === placing.dev && identity.ino === placing.ino;
  }

  /** Counts the upload as used now, for the idle sweep. */
  async touch(id: string): Promise<void> {
    const now = new Date();
    await this.storage.utimes(this.sidecar(id), now, now);
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
   * Before either is placed the sidecar records its identity, so after a crash at any point the
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
    journal?.add(temp);
    try {
      const { storage } = this;
      await storage.copyFileDurably(this.part(upload.id), temp, mode);
      await this.recordPlacing(upload, await storage.lstat(temp, { bigint: true }));
      await storage.placeEntry(temp, upload.target, upload.override);
    } catch (error) {
      await this.storage.remove(temp, { force: true });
      throw error;
    } finally {
      journal?.remove(temp);
    }
  }

  private async recordPlacing(upload: StagedUpload, file: EntryStats): Promise<void> {
    const { target, length, override, owner } = upload;
    await this.writeSidecar(upload.id, {
      target,
      length,
      override,
      owner,
      placing: identityOf(file),
    });
  }

  /** Removes an upload's part and sidecar (nothing outside the staging folder). */
  async remove(id: string): Promise<void> {
    await this.storage.remove(this.part(id), { force: true });
    await this.storage.remove(this.sidecar(id), { force: true });
    await this.storage.remove(`${this.sidecar(id)}.tmp`, { force: true });
  }

  /**
   * Removes uploads idle for longer than the configured time (neither HEAD nor PATCH since),
   * skipping any that a request holds. Returns the ids removed.
   */
  async sweep(now = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    const ids = new Set(
      (await this.storage.list(this.dir)).map(({ name }) =>
        name.replace(/\.(part|json|json\.tmp)$/, ''),
      ),
    );
    for (const id of ids) {
      if (this.locks.has(id) || !/^[0-9a-f]{40}$/.test(id)) continue;
      const times = await Promise.all(
        [this.part(id), this.sidecar(id)].map((path) =>
          this.storage.stat(path).then(
            (stats) => stats.mtimeMs,
            () => 0,
          ),
        ),
      );
      if (now - Math.max(...times) <= this.idleMs) continue;
      await this.remove(id);
      removed.push(id);
    }
    return removed;
  }
}

/** Creates the staging folder (0700, parents too) if missing; at startup. */
export async function makeStagingFolder(storage: Storage, dir: string): Promise<void> {
  await makeFolder(storage, dir, 0o700);
}
