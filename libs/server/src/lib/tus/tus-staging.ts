import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import {
  chmod,
  mkdir,
  open,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { DIR_MODE, writeAtomically } from '../files/atomic-write';
import { isMissing } from '../files/paths';

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
  /** Bytes received so far (the size of the part file). */
  offset: number;
  /** Id of the user who started it; absent in sidecars written before it was recorded. */
  owner?: number;
}

const sidecarSchema = z.object({
  target: z.string(),
  length: z.number().int().nonnegative(),
  override: z.boolean(),
  owner: z.number().int().optional(),
});

/**
 * Where tus uploads live until they are complete: a private folder (0700) holding, per upload,
 * `<id>.part` (the bytes so far) and `<id>.json` (target, declared length, override), so an
 * upload survives a server restart. The user's folder is not touched until the whole file is
 * there; then it is renamed into place in one step. Idle uploads are removed by their id alone.
 */
export class TusStaging {
  private readonly locks = new Set<string>();

  private constructor(
    readonly dir: string,
    private readonly idleMs: number,
  ) {}

  /** Creates (if needed) the staging folder; at startup, so synchronously. */
  static open(dir: string, idleSeconds: number): TusStaging {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return new TusStaging(dir, idleSeconds * 1000);
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
    await writeFile(this.part(id), new Uint8Array(), { mode: 0o600 });
    const record = { target, length, override, owner } satisfies z.infer<typeof sidecarSchema>;
    await writeFile(this.sidecar(id), JSON.stringify(record), { mode: 0o600 });
  }

  /** The upload in progress for `target`, or undefined; a found upload counts as used now. */
  async find(target: string): Promise<StagedUpload | undefined> {
    const id = this.idOf(target);
    let text: string;
    let size: number;
    try {
      text = await readFile(this.sidecar(id), 'utf8');
      size = (await stat(this.part(id))).size;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const parsed = sidecarSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.target !== target) return undefined;
    const now = new Date();
    await utimes(this.sidecar(id), now, now);
    return { id, ...parsed.data, offset: size };
  }

  /** Opens the part file for writing at an offset. */
  openPart(id: string) {
    return open(this.part(id), 'r+');
  }

  /**
   * Moves a complete upload to its target in one step: a rename when the staging folder is on
   * the target's file system, else a copy into a temp file beside the target, then a rename.
   * Either way an existing file is replaced only once the new one is whole.
   */
  async finish(upload: StagedUpload, mode: number): Promise<void> {
    const part = this.part(upload.id);
    await chmod(part, mode);
    await mkdir(dirname(upload.target), { recursive: true, mode: DIR_MODE });
    try {
      await rename(part, upload.target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await writeAtomically(upload.target, createReadStream(part), { replace: upload.override });
    }
    await this.remove(upload.id);
  }

  /** Removes an upload's part and sidecar (nothing outside the staging folder). */
  async remove(id: string): Promise<void> {
    await rm(this.part(id), { force: true });
    await rm(this.sidecar(id), { force: true });
  }

  /**
   * Removes uploads idle for longer than the configured time (neither HEAD nor PATCH since),
   * skipping any that a request holds. Returns the ids removed.
   */
  async sweep(now = Date.now()): Promise<string[]> {
    const removed: string[] = [];
    const ids = new Set(
      (await readdir(this.dir)).map((name) => name.replace(/\.(part|json)$/, '')),
    );
    for (const id of ids) {
      if (this.locks.has(id) || !/^[0-9a-f]{40}$/.test(id)) continue;
      const times = await Promise.all(
        [this.part(id), this.sidecar(id)].map((path) =>
          stat(path).then(
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
