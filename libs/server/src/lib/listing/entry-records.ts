import type { ResourceType } from '@file-browser/api-contract';
import { resourceTypeSchema } from '@file-browser/api-contract';
import { resolve } from 'node:path';
import { goFileMode, rfc3339 } from '../files/file-mode';
import type { TypeKey } from '../files/header-type-cache';
import { HeaderTypeCache } from '../files/header-type-cache';
import { forEachBounded } from '../files/map-bounded';
import { fileTypeOf, settledType } from '../files/resource';
import type { EntryStats } from '../ports/storage';
import type { FolderTable } from './folder-table';
import { Kind, STAT_CONCURRENCY, isResourceError } from './folder-table';
import type { Pacer } from './pacing';

/**
 * How long an entry's stats are trusted. Writing into a file does not change its folder's
 * times, so nothing cheaper than a stat per entry could tell: sizes and times changed outside
 * the server may show this late (our own writes forget the folder at once).
 */
export const STATS_TTL_MS = 10_000;

const TYPES = resourceTypeSchema.options;
/** Type code of a file whose header has not been read yet. */
const UNTYPED = 255;

const enum State {
  Unread = 0,
  Listed = 1,
  /** Not listable: the OS would not stat it, or it changed kind since the folder was read. */
  Unlisted = 2,
}

const enum Flag {
  Dir = 1,
  Symlink = 2,
}

/** What a listing shows of an entry, as last read from the disk; who asks adds the path. */
export interface EntryRecord {
  size: number;
  modified: string;
  mode: number;
  isDir: boolean;
  isSymlink: boolean;
  type: ResourceType;
}

/** What the header read needs: the stats keying the type cache (not all ~18 of them). */
interface Typing {
  stats: TypeKey;
  pending?: Promise<void>;
}

/**
 * The entries of one cached folder as last read, one column per field (about 45 bytes an entry,
 * and no object per entry for the collector to trace), so the next page, the next whole listing
 * and size or date orders cost no syscall per entry while the stats are younger than
 * {@link STATS_TTL_MS}. Entry `index` is the folder table's.
 */
export class EntryRecords {
  private readonly state: Uint8Array;
  private readonly takenAt: Float64Array;
  readonly size: Float64Array;
  /** `modified` in milliseconds, for the modified order. */
  readonly modifiedMs: Float64Array;
  private readonly mtimeNs: BigInt64Array;
  private readonly mode: Float64Array;
  private readonly flags: Uint8Array;
  private readonly type: Uint8Array;
  /** Files whose type waits for a header read (their name does not settle it). */
  private readonly typing = new Map<number, Typing>();
  /** When the last pass over every entry started (ms). */
  private allTakenAt = 0;
  private pass: Promise<void> | undefined;

  /** `headerTypes`: the server's remembered header types (a fresh cache when not given). */
  constructor(
    private readonly table: FolderTable,
    private readonly headerTypes = new HeaderTypeCache(),
  ) {
    const count = table.names.length;
    this.state = new Uint8Array(count);
    this.takenAt = new Float64Array(count);
    this.size = new Float64Array(count);
    this.modifiedMs = new Float64Array(count);
    this.mtimeNs = new BigInt64Array(count);
    this.mode = new Float64Array(count);
    this.flags = new Uint8Array(count);
    this.type = new Uint8Array(count);
  }

  /** Entry `index` as last read, or null when it cannot be listed or has no type yet. */
  get(index: number): EntryRecord | null {
    if (this.state[index] !== State.Listed || this.type[index] === UNTYPED) return null;
    const flags = this.flags[index] ?? 0;
    return {
      size: this.size[index] ?? 0,
      modified: rfc3339({ mtimeNs: this.mtimeNs[index] ?? 0n }),
      mode: this.mode[index] ?? 0,
      isDir: (flags & Flag.Dir) !== 0,
      isSymlink: (flags & Flag.Symlink) !== 0,
      type: TYPES[this.type[index] ?? 0] ?? 'blob',
    };
  }

  /** When the records of every entry were last all taken: the version of size/date orders. */
  get version(): number {
    return this.allTakenAt;
  }

  /**
   * Reads the entries among `indices` (null: all) whose record is missing or older than the
   * TTL, {@link STAT_CONCURRENCY} at a time. Records read at or after `freshSince` (ms) count
   * as fresh whatever their age: a whole listing streams what its own pass over the folder
   * read, rather than stat every entry again when it streams for longer than the TTL (a 200k
   * folder under load streams for a minute).
   */
  async take(
    indices: ArrayLike<number> | null,
    pacer: Pacer,
    freshSince = Number.POSITIVE_INFINITY,
  ): Promise<void> {
    const oldest = Math.min(Date.now() - STATS_TTL_MS, freshSince);
    const count = indices === null ? this.state.length : indices.length;
    await forEachBounded(count, STAT_CONCURRENCY, async (at) => {
      const index = indices === null ? at : (indices[at] as number);
      const state = this.state[index];
      if (state === State.Unlisted) return;
      if (state === State.Listed && (this.takenAt[index] ?? 0) >= oldest) return;
      await this.read(index);
      if (pacer.due()) await pacer.pause();
    });
  }

  /**
   * Reads every entry unless all were read within the TTL. Concurrent callers share one pass,
   * so four listings of a new 200k-entry folder stat it once.
   */
  takeAll(pacer: Pacer): Promise<void> {
    if (Date.now() - this.allTakenAt < STATS_TTL_MS) return Promise.resolve();
    this.pass ??= (async () => {
      const started = Date.now();
      await this.take(null, pacer);
      this.allTakenAt = started;
    })().finally(() => {
      this.pass = undefined;
    });
    return this.pass;
  }

  /** Reads the headers of the taken files among `indices` whose type their name left open. */
  async typeAll(indices: ArrayLike<number>): Promise<void> {
    await forEachBounded(indices.length, STAT_CONCURRENCY, async (at) => {
      const index = indices[at] as number;
      const typing = this.typing.get(index);
      if (typing) await (typing.pending ??= this.sniff(index, typing));
    });
  }

  private async sniff(index: number, typing: Typing): Promise<void> {
    const name = this.table.names[index] ?? '';
    const real = this.table.links.get(index)?.real ?? resolve(this.table.real, name);
    try {
      const type = await fileTypeOf(
        this.table.storage,
        this.headerTypes,
        name,
        typing.stats,
        real,
        true,
      );
      this.type[index] = TYPES.indexOf(type);
    } catch (error) {
      if (isResourceError(error)) {
        typing.pending = undefined;
        throw error;
      }
      // Unreadable now (removed, no permission): left out, as `describeEntry` does.
      this.state[index] = State.Unlisted;
    }
    this.typing.delete(index);
  }

  /**
   * Reads one entry as `resource.ts`'s `describeEntry` would show it. Links were resolved when
   * the table was read; who may see them is the view's business (`folder-listing.ts`).
   */
  private async read(index: number): Promise<void> {
    const { table } = this;
    if (table.kinds[index] === Kind.Gone) {
      this.state[index] = State.Unlisted;
      return;
    }
    const name = table.names[index] ?? '';
    const location = resolve(table.real, name);
    const link = table.links.get(index);
    try {
      if (link?.real) {
        // A link shows its target's size, times and mode, as `describeEntry` does.
        const target = await table.storage.stat(link.real, { bigint: true });
        this.keep(index, target, target, Flag.Symlink);
        return;
      }
      const own = await table.storage.lstat(location, { bigint: true });
      if (link) {
        this.keep(index, own, own, Flag.Symlink);
        this.type[index] = TYPES.indexOf('invalid_link');
        this.typing.delete(index);
      } else if (own.isSymbolicLink()) this.state[index] = State.Unlisted;
      else this.keep(index, own, own, 0);
    } catch (error) {
      // Entries the OS will not stat are left out; running out of descriptors or memory fails
      // the request instead of silently dropping entries.
      if (isResourceError(error)) throw error;
      this.state[index] = State.Unlisted;
    }
  }

  private keep(index: number, target: EntryStats, own: EntryStats, flags: number) {
    const isDir = target.isDirectory();
    const size = Number(target.size);
    const name = this.table.names[index] ?? '';
    let type: ResourceType | undefined;
    // Pipes, sockets and devices are never read: a read could block forever (K32).
    if (isDir) type = '';
    else if (!target.isFile()) type = 'blob';
    else type = settledType(this.headerTypes, name, target, true);
    this.typing.delete(index);
    if (type === undefined) {
      const { dev, ino, size: bytes, mtimeNs, ctimeNs } = target;
      this.typing.set(index, { stats: { dev, ino, size: bytes, mtimeNs, ctimeNs } });
    }
    this.type[index] = type === undefined ? UNTYPED : TYPES.indexOf(type);
    this.state[index] = State.Listed;
    this.takenAt[index] = Date.now();
    this.size[index] = size;
    this.mtimeNs[index] = own.mtimeNs;
    // What `Date.parse` reads back from `modified`: whole milliseconds.
    const ns = own.mtimeNs;
    this.modifiedMs[index] = ns >= 0n ? Number(ns / 1_000_000n) : Date.parse(rfc3339(own));
    this.mode[index] = goFileMode(Number(own.mode));
    this.flags[index] = flags | (isDir ? Flag.Dir : 0);
  }
}
