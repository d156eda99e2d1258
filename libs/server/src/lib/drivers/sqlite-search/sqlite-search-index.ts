import Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { createPrivateFile, hostFileSize } from '../../host/host-files';
import type { ChangeEvent } from '../../ports/coordination';
import type {
  IndexQuery,
  IndexedEntry,
  OpenSearchIndex,
  SearchIndex,
  SearchIndexSetup,
  SearchIndexStatus,
} from '../../ports/search-index';
import type { FromWorker, IndexWorkerConfig } from './index-protocol';
import { rootRelative, within } from '../search-shared/index-paths';
import { INDEX_SCHEMA } from './index-protocol';
import { queryIndex } from './index-query';
import { workerSource } from './index-worker';

/** Where the index lives: its own SQLite file next to the database (see docs/decisions.md). */
export function indexDatabasePath(database: string): string {
  return `${database}-search`;
}

/**
 * The search index of one served root in its own SQLite file. A worker thread builds it in the
 * background and keeps it current; this side reads it with its own read-only connection. Until
 * a folder's whole subtree is indexed, and while one of the server's own writes below it is
 * being applied, {@link covers} says no and the caller walks the folder live instead.
 */
class SqliteSearchIndex implements SearchIndex {
  private worker: Worker | null = null;
  private reader: Database.Database | null = null;
  private ready = false;
  private readonly complete = new Set<string>();
  private readonly dirty = new Map<number, string>();
  /** When each dirty write was marked (same keys, same order as {@link dirty}), for the lag. */
  private readonly markedAt = new Map<number, number>();
  private seq = 0;
  private readonly exclude: string[];
  /** Why the worker stopped, if it did; from then on every search walks live. */
  private failure: Error | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly dbPath: string,
    private readonly setup: SearchIndexSetup,
  ) {
    this.exclude = setup.exclude.map(rootRelative).filter((path) => path !== '');
  }

  /** Starts the worker and hears the server's writes; meanwhile searches walk live. */
  start(): void {
    const config: IndexWorkerConfig = {
      root: this.setup.root,
      dbPath: this.dbPath,
      sqliteModule: createRequire(import.meta.url).resolve('better-sqlite3'),
      exclude: this.exclude,
      watch: this.setup.watch,
      rescanMs: this.setup.rescanIntervalMs,
      batchSize: 5000,
      reportDepth: 2,
      schema: INDEX_SCHEMA,
    };
    // Created 0600 like the database (it names every file); SQLite's -wal/-shm follow it.
    createPrivateFile(this.dbPath, false);
    const worker = new Worker(workerSource(), { eval: true, workerData: config });
    worker.on('message', (message: FromWorker) => {
      this.receive(message);
    });
    // A broken index must never break search: the live walk keeps serving.
    worker.on('error', (error) => {
      this.failure = error;
    });
    worker.unref();
    this.worker = worker;
    this.unsubscribe = this.setup.changes.subscribe((event) => {
      this.hear(event);
    });
  }

  private receive(message: FromWorker): void {
    if (message.type === 'open') {
      this.reader = new Database(this.dbPath, { readonly: true, fileMustExist: true });
    } else if (message.type === 'subtree') this.complete.add(message.path);
    else if (message.type === 'ready') this.ready = true;
    else if (message.type === 'synced') {
      for (const seq of this.dirty.keys()) if (seq <= message.seq) this.dirty.delete(seq);
      for (const seq of this.markedAt.keys()) if (seq <= message.seq) this.markedAt.delete(seq);
    }
  }

  /** Whether `path` and everything below it can be answered from the index right now. */
  covers(path: string): boolean {
    if (!this.reader || this.failure) return false;
    if (this.exclude.some((excluded) => within(path, excluded))) return false;
    for (const dirty of this.dirty.values()) {
      if (within(dirty, path) || within(path, dirty)) return false;
    }
    if (this.ready) return true;
    for (
      let ancestor = path;
      ;
      ancestor = ancestor.slice(0, Math.max(0, ancestor.lastIndexOf('/')))
    ) {
      if (this.complete.has(ancestor)) return true;
      if (ancestor === '') return false;
    }
  }

  /**
   * A write the server announced (`changed`, root-relative path): the worker re-reads it
   * shortly, and until it has, the folders around it are not covered.
   */
  private hear(event: ChangeEvent): void {
    if (event.kind !== 'changed' || !this.worker) return;
    const seq = ++this.seq;
    const clean = rootRelative(event.path);
    this.dirty.set(seq, clean);
    this.markedAt.set(seq, Date.now());
    this.worker.postMessage({ type: 'dirty', path: clean, seq });
  }

  /** Matching entries strictly below `path`, in the walk's order, in batches (`queryIndex`). */
  query(path: string, query: IndexQuery, signal: AbortSignal): AsyncGenerator<IndexedEntry[]> {
    if (!this.reader) throw new Error('search index is not open');
    return queryIndex(this.reader, path, query, signal);
  }

  /** What `/metrics` reports about the index; `entries` counts rows, so read it per scrape only. */
  status(now = Date.now()): SearchIndexStatus {
    const entries = this.reader?.prepare('SELECT count(*) FROM entries').pluck().get();
    const oldest = this.markedAt.values().next().value;
    let bytes = 0;
    for (const file of [this.dbPath, `${this.dbPath}-wal`]) {
      // No WAL right now (or no index yet): nothing on disk to count.
      bytes += hostFileSize(file) ?? 0;
    }
    return {
      ready: this.ready && !this.failure,
      entries: typeof entries === 'number' ? entries : 0,
      bytes,
      pendingWrites: this.dirty.size,
      lagSeconds: oldest === undefined ? 0 : (now - oldest) / 1000,
    };
  }

  /** Stops hearing changes, stops the worker and closes the read connection. */
  async close(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.worker?.terminate();
    this.worker = null;
    this.reader?.close();
    this.reader = null;
  }
}

/** The SQLite driver: an index of the root in `indexFile` (see {@link indexDatabasePath}). */
export function sqliteSearchIndex(indexFile: string): OpenSearchIndex {
  return (setup) => new SqliteSearchIndex(indexFile, setup);
}
