// The port's value types are Node's own shapes (a driver that is not a disk fills them in):
// type-only, so nothing here loads `node:fs` at run time.
import type { BigIntStats, Dirent, FSWatcher, ReadStream, StatsFs } from 'node:fs';
import type * as Fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { TempJournal } from './store';

/** Stats of one entry, with nanosecond times (what ETags and "unchanged" checks compare). */
export type EntryStats = BigIntStats;
/** One entry of a folder listing: its name and kind, without a stat. */
export type DirEntry = Dirent;
/** An open file for positioned reads and writes (tus appends, previews, text content). */
export type FileHandle = Fs.FileHandle;

/** Mode of new files (security-requirements K92); umask still applies. */
export const FILE_MODE = 0o640;
/** Mode of new folders (security-requirements K92); umask still applies. */
export const DIR_MODE = 0o750;

/** How {@link Storage.writeAtomically} treats an existing entry at the target. */
export interface AtomicWriteOptions {
  /** Where the temp file is recorded while it exists (removed at the next start after a crash). */
  journal?: TempJournal | undefined;
  /**
   * `true` replaces whatever file is there; `false` takes the name only while it is free (409
   * otherwise); `'existing'` replaces only a file still there (a save; 404 if it went).
   */
  replace: boolean | 'existing';
  /** Mode of the new file; default the replaced file's, else {@link FILE_MODE}. */
  mode?: number;
  /** False when the folder must already exist (a save: a folder moved away meanwhile is 404). */
  createParents?: boolean;
}

/**
 * Everything the server does to files, on locations the path resolver produced (absolute,
 * confined to the served root; see files/paths.ts). The primitives keep Node's signatures so the
 * hot paths (listings, send-file) cost what they did; the operations below them carry the
 * data-safety guarantees (atomic writes, one winner, fsync) so every write path shares them.
 * `local-disk` is the driver; docs/server-architecture.md says how to add one.
 */
export interface Storage {
  // Reading: entries and folders.
  stat: typeof Fs.stat;
  lstat: typeof Fs.lstat;
  /** Stats of an entry itself (no link following), or undefined when nothing is there. */
  lstatOrUndefined(location: string): Promise<EntryStats | undefined>;
  realpath(location: string): Promise<string>;
  readlink(location: string): Promise<string>;
  /** A folder's entries with their kinds, all at once. */
  list(location: string): Promise<DirEntry[]>;
  /** A folder's entries with their kinds, read in batches (huge folders). */
  listBatched(location: string, bufferSize: number): Promise<AsyncIterable<DirEntry>>;
  /** True when something (a link to nowhere included) answers to the name. */
  exists(location: string): Promise<boolean>;

  // Reading: bytes.
  /** The bytes `start..end` (inclusive, both optional) as a stream, read in `highWaterMark`s. */
  readStream(
    location: string,
    options?: { start?: number; end?: number; highWaterMark?: number },
  ): ReadStream;
  readFile(location: string): Promise<Buffer>;
  /** Up to the first 512 bytes, for type detection; cheap enough to call per listed file. */
  readHeader(location: string): Promise<Uint8Array>;
  /**
   * An open file for positioned reads, writes with `'r+'`, or a new file (`'w'` truncates what
   * is there, `'wx'` takes only a free name) created with `mode`.
   */
  open(location: string, flags: 'r' | 'r+' | 'w' | 'wx', mode?: number): Promise<FileHandle>;

  /**
   * Opens a file for reading without blocking, should it have become a FIFO since it was
   * listed: the caller checks its stats before reading (security-requirements K32).
   */
  openNonBlocking(location: string): Promise<FileHandle>;

  // Writing.
  /**
   * Writes `body` to `target` through a temp file beside it (O_EXCL, fsync'd), then gives it the
   * name per `options.replace` (see {@link Storage.placeEntry}); on any failure the old target is intact
   * and no stray is left under the final name. Answers the written file's stats.
   */
  writeAtomically(
    target: string,
    body: Readable | Uint8Array | undefined,
    options: AtomicWriteOptions,
  ): Promise<EntryStats>;
  /**
   * Gives a finished temp entry its final name: over the target with `replace`, else only while
   * the name is free, one winner among concurrent writers (409 HttpError for the rest).
   */
  placeEntry(temp: string, target: string, replace: boolean | 'existing'): Promise<void>;
  /**
   * Moves an entry (a link stays a link): without `replace` only to a free name (409), with it a
   * file over a file and a folder merged into a folder; across file systems by a copy placed in
   * one step, each source entry removed only if unchanged. Answers the source locations left.
   */
  moveEntry(
    source: string,
    target: string,
    options: { replace: boolean; journal?: TempJournal | undefined },
  ): Promise<string[]>;
  /** Merges a folder into a folder entry by entry; answers the source locations left. */
  mergeInto(source: string, target: string, journal?: TempJournal): Promise<string[]>;
  /** Copies a file's bytes to a new (free) name and makes them durable. */
  copyFileDurably(from: string, to: string, mode: number): Promise<void>;
  /**
   * Creates a folder and its missing parents (mode {@link DIR_MODE} unless told); an existing
   * folder is fine.
   */
  ensureFolder(location: string, mode?: number): Promise<void>;
  /** Creates one folder (EEXIST if anything is there). */
  mkdir(location: string, mode?: number): Promise<void>;
  /** Makes a folder's new names durable (after renames and links into it). */
  syncDir(location: string): Promise<void>;
  /** A plain rename over whatever is at `to` (temp names, files the server owns). */
  rename(from: string, to: string): Promise<void>;
  /**
   * Removes an entry, a folder with all it holds, never following a link; a missing one is
   * ENOENT unless `force`.
   */
  remove(location: string, options?: { force?: boolean }): Promise<void>;
  /** Creates a small new file (EEXIST if the name is taken): probes and the server's scratch. */
  createFile(location: string, data: Uint8Array | string, mode?: number): Promise<void>;
  utimes(location: string, atime: Date, mtime: Date): Promise<void>;
  chmod(location: string, mode: number): Promise<void>;
  /** Removes the temp entries a killed server left (the journal's list); answers their names. */
  removeLeftoverTemps(journal: TempJournal): Promise<string[]>;

  // The disk.
  /** The file system holding `location`: its size and free space. */
  fileSystem(location: string): Promise<StatsFs>;
  /** Calls `onChange` when an entry of the folder changes; answers how to stop. */
  watch(location: string, onChange: () => void): FSWatcher;
}
