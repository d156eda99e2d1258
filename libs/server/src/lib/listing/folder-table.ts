import { resolve } from 'node:path';
import { mapBounded } from '../files/map-bounded';
import { isSubtitleName } from '../files/subtitles';
import type { DirEntry, EntryStats, Storage } from '../ports/storage';
import type { Pacer } from './pacing';
import { leadsNowhere } from '../core/path-checks';

/** What an entry is, as far as listing it needs. */
export const enum Kind {
  File = 0,
  Dir = 1,
  /** Not listable: a link that cannot be followed or an entry the OS will not stat. */
  Gone = 2,
}

/** Where a link leads, resolved once when the folder is read (links are rare). */
export interface LinkTarget {
  /** The target's real path; null for a broken link. */
  real: string | null;
  /** Where a broken link would lead (for the inside-the-root check). */
  wouldBe: string | null;
}

/**
 * A folder as read from disk: names in directory order, what each is, and where links lead;
 * nothing here depends on who asks. About 100 bytes an entry.
 */
export interface FolderTable {
  /** Where the folder is: entries are stat'ed through it when a listing needs them. */
  storage: Storage;
  real: string;
  names: string[];
  kinds: Uint8Array;
  links: Map<number, LinkTarget>;
  /** The few entries subtitle lookups need (subtitle files, `subs` folders), as dirents. */
  subtitleEntries: DirEntry[];
  /** The folder's own times when it was read: the table is valid while they are unchanged. */
  mtimeNs: bigint;
  ctimeNs: bigint;
  /** When the read started (ns since the epoch). */
  readAtNs: bigint;
}

/** Enough to keep the thread pool busy, few enough never to run out of file descriptors. */
export const STAT_CONCURRENCY = 64;

/** Errors that mean the server is short of resources, not that one entry is unreadable. */
const RESOURCE_ERRORS = new Set(['EMFILE', 'ENFILE', 'ENOMEM']);

export function isResourceError(error: unknown): boolean {
  return RESOURCE_ERRORS.has((error as NodeJS.ErrnoException).code ?? '');
}

// subtitles.ts's pattern for the folders it looks into (api-contract §2.6).
const SUBS_FOLDER = /^(subs|subtitles)$/i;

/**
 * Follows a link the way `describeEntry` does; errors other than "leads nowhere" (missing, a
 * loop) leave it Gone.
 */
async function followLink(
  storage: Storage,
  location: string,
): Promise<{ kind: Kind; target: LinkTarget | null }> {
  try {
    const real = await storage.realpath(location);
    const target = await storage.stat(real);
    return { kind: target.isDirectory() ? Kind.Dir : Kind.File, target: { real, wouldBe: null } };
  } catch (error) {
    if (isResourceError(error)) throw error;
    if (!leadsNowhere(error)) return { kind: Kind.Gone, target: null };
    try {
      const wouldBe = resolve(location, '..', await storage.readlink(location));
      return { kind: Kind.File, target: { real: null, wouldBe } };
    } catch (inner) {
      if (isResourceError(inner)) throw inner;
      return { kind: Kind.Gone, target: null };
    }
  }
}

/**
 * Folders whose directory is bigger than this (about 120,000 entries on ext4, 200,000 on
 * tmpfs) are read in batches: a single `readdir` makes every entry a string in one go, which
 * for 200,000 entries holds the event loop for 60–100 ms. Smaller folders take the single call,
 * the quickest in all (each batch costs a trip to the thread pool, each entry a promise).
 */
const BATCHED_FROM_BYTES = 4n * 1024n * 1024n;

/** Names and kinds as a folder's entries arrive; links are sorted out once all are in. */
class TableRows {
  readonly names: string[] = [];
  /** Grown by doubling; {@link done} trims it. */
  private kinds = new Uint8Array(1024);
  readonly toFollow: number[] = [];
  readonly subtitleEntries: DirEntry[] = [];

  add(entry: DirEntry): void {
    const index = this.names.length;
    if (index === this.kinds.length) {
      const grown = new Uint8Array(index * 2);
      grown.set(this.kinds);
      this.kinds = grown;
    }
    this.names.push(entry.name);
    if (entry.isDirectory()) {
      this.kinds[index] = Kind.Dir;
      if (SUBS_FOLDER.test(entry.name)) this.subtitleEntries.push(entry);
    } else if (entry.isFile()) {
      this.kinds[index] = Kind.File;
      if (isSubtitleName(entry.name)) this.subtitleEntries.push(entry);
    } else if (entry.isSymbolicLink() || !isSpecial(entry)) {
      this.kinds[index] = Kind.Gone;
      this.toFollow.push(index);
    } else this.kinds[index] = Kind.File;
  }

  done(): Uint8Array {
    return this.kinds.slice(0, this.names.length);
  }
}

/**
 * Sorts out the folder's entries as they are read, in slices. A huge folder's batches are
 * taken as they come, so its 200,000 dirents never sit in one array for the collector.
 */
async function readRows(
  storage: Storage,
  real: string,
  bytes: bigint,
  batchedFrom: bigint,
  pacer: Pacer,
): Promise<TableRows> {
  const rows = new TableRows();
  if (bytes < batchedFrom) {
    const entries = await storage.list(real);
    for (let index = 0; index < entries.length; index++) {
      rows.add(entries[index] as DirEntry);
      if ((index & 1023) === 0 && pacer.due()) await pacer.pause();
    }
    return rows;
  }
  for await (const entry of await storage.listBatched(real, 4096)) {
    rows.add(entry);
    if ((rows.names.length & 1023) === 0 && pacer.due()) await pacer.pause();
  }
  return rows;
}

/**
 * Reads a folder's names and kinds without a stat per entry: the dirents say folder or file;
 * only links (and entries of file systems that give no type) cost a syscall. The entries are
 * sorted out in slices, so a 200k-entry folder never holds the event loop for long.
 */
export async function readFolderTable(
  storage: Storage,
  real: string,
  folder: EntryStats,
  pacer: Pacer,
  batchedFrom = BATCHED_FROM_BYTES,
): Promise<FolderTable> {
  const readAtNs = BigInt(Date.now()) * 1_000_000n;
  const rows = await readRows(storage, real, folder.size, batchedFrom, pacer);
  const { names, toFollow, subtitleEntries } = rows;
  const kinds = rows.done();
  const table: FolderTable = {
    storage,
    real,
    names,
    kinds,
    links: new Map(),
    subtitleEntries,
    mtimeNs: folder.mtimeNs,
    ctimeNs: folder.ctimeNs,
    readAtNs,
  };
  await mapBounded(toFollow, STAT_CONCURRENCY, async (index) => {
    const location = resolve(real, names[index] ?? '');
    try {
      const own = await storage.lstat(location);
      if (!own.isSymbolicLink()) {
        table.kinds[index] = own.isDirectory() ? Kind.Dir : Kind.File;
        return;
      }
    } catch (error) {
      if (isResourceError(error)) throw error;
      return;
    }
    const { kind, target } = await followLink(storage, location);
    table.kinds[index] = kind;
    if (target) table.links.set(index, target);
  });
  return table;
}

/** Pipes, sockets and devices: listed as files (type `blob`), never followed. */
function isSpecial(entry: DirEntry): boolean {
  return entry.isFIFO() || entry.isSocket() || entry.isBlockDevice() || entry.isCharacterDevice();
}
