import { sep } from 'node:path';
import { EntryRecords } from './entry-records';
import { HeaderTypeCache } from '../files/header-type-cache';
import type { EntryStats, Storage } from '../ports/storage';
import type { FolderTable } from './folder-table';
import { readFolderTable } from './folder-table';
import type { Pacer } from './pacing';

/** Entries held over all cached folders: ~100 MB at most, for a handful of huge folders. */
const CAPACITY_ENTRIES = 1_000_000;

/**
 * Folder times tick coarsely, so an entry added in the same tick as our read may leave the
 * folder's times as we saw them. Like git's "racily clean" entries, a table read less than this
 * after the folder last changed is read again on the next request.
 */
const SETTLE_NS = 1_000_000_000n;

/** The visible entries of a folder for one scope and policy, and their orders. */
export interface FolderView {
  /** Indices into the table, in directory order. */
  visible: Uint32Array;
  numDirs: number;
  numFiles: number;
  /** Sorted `visible`, by sorting (and, for size and modified, by records version). */
  orders: Map<string, Promise<Uint32Array>>;
  /** The first `count` of an order, picked without sorting the rest (same keys as `orders`). */
  firsts: Map<string, { count: number; order: Promise<Uint32Array> }>;
}

/** A cached folder: its table, and what requests worked out from it. */
export interface CachedFolder {
  table: FolderTable;
  /** Each entry's stats and type as last read. */
  records: EntryRecords;
  /** What each kind of caller sees, and in which orders; see `folder-listing.ts`. */
  views: Map<string, FolderView>;
}

/** A folder being read, which requests for it join. */
interface Reading {
  real: string;
  /** A write touched the folder meanwhile: the table serves its requests, not later ones. */
  spoiled: boolean;
  done: Promise<CachedFolder>;
}

/**
 * Folders recently listed, by real path, so the next page of a huge folder costs no readdir.
 * Each request stats the folder and uses the table only while the folder's mtime and ctime
 * are unchanged (and were not changing when it was read); the least recently used folders go
 * when the entries held pass {@link CAPACITY_ENTRIES}. One per server (ServerContext.folderCache),
 * whichever user asks; the server's writes announced on `coordination.events` forget what they
 * touched (create-server.ts).
 */
export class FolderCache {
  private readonly folders = new Map<string, CachedFolder>();
  private held = 0;

  /** `headerTypes`: where the records remember sniffed types (the server's; else a fresh one). */
  constructor(
    private readonly headerTypes = new HeaderTypeCache(),
    private readonly capacity = CAPACITY_ENTRIES,
  ) {}

  /** Reads of folders under way, so concurrent requests for a changed folder read it once. */
  private readonly reading = new Map<string, Reading>();

  /** The folder's table, read again when the folder changed. */
  async folder(
    storage: Storage,
    real: string,
    folder: EntryStats,
    pacer: Pacer,
  ): Promise<CachedFolder> {
    const cached = this.folders.get(real);
    if (cached && isCurrent(cached.table, folder)) {
      // Most recently used goes last.
      this.folders.delete(real);
      this.folders.set(real, cached);
      return cached;
    }
    const key = `${real}\0${String(folder.mtimeNs)}\0${String(folder.ctimeNs)}`;
    const known = this.reading.get(key);
    if (known) return known.done;
    const reading: Reading = {
      real,
      spoiled: false,
      done: this.read(storage, real, folder, pacer, () => reading.spoiled),
    };
    this.reading.set(key, reading);
    const settled = () => {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    };
    reading.done.then(settled, settled);
    return reading.done;
  }

  private async read(
    storage: Storage,
    real: string,
    folder: EntryStats,
    pacer: Pacer,
    spoiled: () => boolean,
  ): Promise<CachedFolder> {
    const table = await readFolderTable(storage, real, folder, pacer);
    const fresh: CachedFolder = {
      table,
      records: new EntryRecords(table, this.headerTypes),
      views: new Map(),
    };
    // A write during the read may be missing from it (a file written in place leaves the
    // folder's times alone): the requests that joined it use it, later ones read again.
    if (!spoiled()) this.remember(fresh);
    return fresh;
  }

  /**
   * Forgets folders a write may have changed: `path` itself, its parent, and everything below
   * `path`. `path` is a real path, or a root-relative path as `routes/server-writes.ts` hands
   * it over: then every cached folder whose real path ends with it is forgotten (a link on the
   * way makes the real path differ only in front of the part named). Over-
   * forgetting costs one readdir; forgetting too little is caught by the folder's times, except
   * for changes inside files, which only this hears of.
   */
  invalidate(path: string): void {
    const bare = path.replace(/\/+$/, '');
    const parent = bare.slice(0, bare.lastIndexOf('/'));
    const touched = (real: string) =>
      [bare, parent].some((named) => endsWithPath(real, named)) || containsPath(real, bare);
    for (const [real, cached] of this.folders) {
      if (!touched(real)) continue;
      this.folders.delete(real);
      this.held -= cached.table.names.length;
    }
    for (const [key, reading] of this.reading) {
      if (!touched(reading.real)) continue;
      reading.spoiled = true;
      this.reading.delete(key);
    }
  }

  private remember(fresh: CachedFolder): void {
    const { real, names } = fresh.table;
    const old = this.folders.get(real);
    if (old) this.held -= old.table.names.length;
    this.folders.delete(real);
    if (names.length > this.capacity) return;
    this.folders.set(real, fresh);
    this.held += names.length;
    for (const [key, cached] of this.folders) {
      if (this.held <= this.capacity) break;
      this.folders.delete(key);
      this.held -= cached.table.names.length;
    }
  }
}

function isCurrent(table: FolderTable, folder: EntryStats): boolean {
  if (table.mtimeNs !== folder.mtimeNs || table.ctimeNs !== folder.ctimeNs) return false;
  return (
    table.readAtNs - folder.ctimeNs >= SETTLE_NS && table.readAtNs - folder.mtimeNs >= SETTLE_NS
  );
}

/** True when `real` is `named` or ends with it at a segment boundary (`''` is the root). */
function endsWithPath(real: string, named: string): boolean {
  const tail = named.split('/').join(sep);
  if (tail === '') return true;
  return (
    real === tail ||
    (real.endsWith(tail) && (tail.startsWith(sep) || real.at(-tail.length - 1) === sep))
  );
}

/** True when `real` lies below a folder whose path ends with `named`. */
function containsPath(real: string, named: string): boolean {
  const tail = named.split('/').join(sep);
  return tail !== '' && real.includes(`${tail}${sep}`);
}
