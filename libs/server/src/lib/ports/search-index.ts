/**
 * The search index of the served root: names of every file and folder below it, kept current in
 * the background, so a search need not walk the folder. The index only narrows: the search
 * service still applies the caller's scope, rules and hidden files to what it returns. The
 * embedded driver is drivers/sqlite-search (a worker thread and its own SQLite file); where no
 * index covers a folder, searches walk it live through `Storage`.
 */
import type { ChangeEvents } from './coordination';

/** Search index settings for the served root (`ServerOptions.searchIndex`). */
export interface SearchIndexOptions {
  /** Build and use the index (default true); off means every search walks the folder live. */
  enabled?: boolean;
  /** Root-relative paths (e.g. `/backups`) left out of the index with everything below. */
  exclude?: string[];
  /** Watch folders for changes (default true); off means cheap mtime rescans instead. */
  watch?: boolean;
  /** How often to look for changed folders when not watching (default 60 s). */
  rescanIntervalMs?: number;
  /** The driver; default the SQLite index beside the database (drivers/sqlite-search). */
  driver?: OpenSearchIndex;
}

/** What a driver indexes and how it hears about the server's own writes. */
export interface SearchIndexSetup {
  /** Real path of the served folder. */
  root: string;
  /** Root-relative paths (`/backups` or `backups`) left out with everything below them. */
  exclude: string[];
  /** Watch folders for changes made outside the server; off means rescans every interval. */
  watch: boolean;
  rescanIntervalMs: number;
  /**
   * The change bus (`coordination.events`): each `changed` path is re-read, and the folders
   * around it are not covered until it is, so a search never misses the server's own write.
   */
  changes: ChangeEvents;
}

/** Opens a driver's index of one root, not yet started. */
export type OpenSearchIndex = (setup: SearchIndexSetup) => SearchIndex;

/** Which names to return: the search's own terms, and its matcher as the last word. */
export interface IndexQuery {
  /**
   * Name fragments; an entry's name must contain one (lower-cased first unless
   * `caseSensitive`). None, or an empty one, means every name. The driver may narrow by them.
   */
  terms: string[];
  caseSensitive: boolean;
  /** Whether a name matches the whole query (`type:` filters too); only these are returned. */
  accepts(name: string): boolean;
}

/** One indexed entry below the searched folder. */
export interface IndexedEntry {
  /** Root-relative path, `/`-separated, no leading slash. */
  path: string;
  name: string;
  kind: 'file' | 'dir' | 'link';
}

/** The index's state for metrics. */
export interface SearchIndexStatus {
  /** The first full walk finished and the index is working. */
  ready: boolean;
  /** Files and folders in the index. */
  entries: number;
  /** Its size on disk, in bytes. */
  bytes: number;
  /** The server's own writes the index has not applied yet. */
  pendingWrites: number;
  /** Age of the oldest of those writes (0 when none): how far behind the index is. */
  lagSeconds: number;
}

export interface SearchIndex {
  /** Begins indexing in the background; the server answers meanwhile by walking live. */
  start(): void;
  /**
   * Whether `path` (root-relative, '' = the root) and everything below it can be answered
   * from the index right now: false until that subtree is indexed, for an excluded path, and
   * while one of the server's own writes in or above it is being applied.
   */
  covers(path: string): boolean;
  /**
   * Entries strictly below `path` that the query accepts, in the live walk's order (depth
   * first, each folder's entries in byte order of their names), in batches; call only where
   * {@link covers} says yes. Stops when `signal` aborts.
   */
  query(path: string, query: IndexQuery, signal: AbortSignal): AsyncIterable<IndexedEntry[]>;
  /** What `/metrics` reports; may count rows, so read it per scrape only. */
  status(): SearchIndexStatus;
  /** Stops indexing, stops hearing changes and releases what the index holds. */
  close(): Promise<void>;
}
