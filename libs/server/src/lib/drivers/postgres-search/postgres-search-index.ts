import { hostname } from 'node:os';
import pg from 'pg';
import type { ChangeEvent } from '../../ports/coordination';
import type {
  IndexQuery,
  IndexedEntry,
  OpenSearchIndex,
  SearchIndex,
  SearchIndexSetup,
  SearchIndexStatus,
} from '../../ports/search-index';
import { rootRelative, within } from '../search-shared/index-paths';
import { lead, pause } from './pg-indexer';
import { OwnWrites } from './pg-own-writes';
import { queryEntries } from './pg-query';
import { INDEXER_LOCK, READ_STATE, ensureSchema } from './pg-schema';

/** Options of {@link postgresSearchIndex}. */
export interface PostgresSearchOptions {
  /** This node's name in `search_index_state.indexer` (default `<hostname>:<pid>`). */
  node?: string;
  /** How often a node that does not index tries for the indexer lock (default 3 s). */
  electionMs?: number;
}

/**
 * TCP keepalives of the lock's session, set on the server's side: a node whose machine vanished
 * (no FIN, no RST) loses the lock in about 25 s instead of the system's default two hours.
 */
const LOCK_SESSION =
  '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3';

/** How often each node reads the shared state, and how often while its own writes are pending. */
const REFRESH_MS = 250;
const REFRESH_PENDING_MS = 25;

interface SharedState {
  ready: boolean;
  entries: number;
  bytes: number;
}

/**
 * The search index of one served root in PostgreSQL, shared by every node of a cluster: one
 * node (the holder of an advisory lock) walks the tree and keeps the index current, all of them
 * answer searches from it. Each node queues the writes it hears of on the change bus in
 * `search_index_pending`, which the indexer applies; until its rows are gone, and until a live
 * indexer has finished its walk, {@link covers} says no and the caller walks the folder live.
 */
class PostgresSearchIndex implements SearchIndex {
  private readonly pool: pg.Pool;
  private readonly exclude: string[];
  private readonly stop = new AbortController();
  private running: Promise<unknown> | null = null;
  /** Set by the first {@link close}; a second one waits for the same. */
  private closed: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** The last read of the shared state; null before the first and after a failed one. */
  private shared: SharedState | null = null;
  private readonly writes: OwnWrites;

  constructor(
    private readonly url: string,
    private readonly options: Required<PostgresSearchOptions>,
    private readonly setup: SearchIndexSetup,
  ) {
    this.exclude = setup.exclude.map(rootRelative).filter((path) => path !== '');
    this.pool = new pg.Pool({ connectionString: url, max: 4 });
    // An idle connection the server dropped: the next query reconnects.
    this.pool.on('error', () => undefined);
    this.writes = new OwnWrites(this.pool);
  }

  /** Creates the tables if needed, then reads the shared state and runs for the indexer lock. */
  start(): void {
    this.unsubscribe = this.setup.changes.subscribe((event) => {
      this.hear(event);
    });
    this.running = this.run();
  }

  private async run(): Promise<void> {
    const { signal } = this.stop;
    for (;;) {
      if (signal.aborted) return;
      try {
        await ensureSchema(this.pool);
        break;
      } catch {
        // No database yet: searches walk live meanwhile.
        await pause(this.options.electionMs, signal);
      }
    }
    await Promise.all([this.refreshLoop(), this.campaign()]);
  }

  private async refreshLoop(): Promise<void> {
    const { signal } = this.stop;
    while (!signal.aborted) {
      try {
        await this.refresh();
      } catch {
        // A broken index must never break search: nothing is covered until it answers again.
        this.shared = null;
      }
      await pause(this.writes.size > 0 ? REFRESH_PENDING_MS : REFRESH_MS, signal);
    }
  }

  /** Reads the shared state, and settles this node's writes. */
  private async refresh(): Promise<void> {
    const state = await this.pool.query<SharedState>(READ_STATE);
    await this.writes.settle();
    this.shared = state.rows[0] ?? null;
  }

  /** A call, not a property read: TypeScript would take `aborted` for false after a check. */
  private stopping(): boolean {
    return this.stop.signal.aborted;
  }

  /** Runs for the indexer lock on a connection of its own; indexes while it holds it. */
  private async campaign(): Promise<void> {
    const { signal } = this.stop;
    while (!signal.aborted) {
      const client = new pg.Client({ connectionString: this.url, options: LOCK_SESSION });
      // A dropped connection makes the pending query reject, which ends this round.
      client.on('error', () => undefined);
      try {
        await client.connect();
        while (!this.stopping()) {
          const { rows } = await client.query<{ held: boolean }>(
            'SELECT pg_try_advisory_lock($1, $2) AS held',
            [...INDEXER_LOCK],
          );
          if (rows[0]?.held) {
            const { root, watch, rescanIntervalMs } = this.setup;
            const setup = { root, exclude: this.exclude, watch, rescanIntervalMs, signal };
            await lead(client, { ...setup, node: this.options.node });
          }
          await pause(this.options.electionMs, signal);
        }
      } catch {
        // Lost the database or failed a walk: the session ends, the lock frees, try again.
      } finally {
        await client.end().catch(() => undefined);
      }
      await pause(this.options.electionMs, signal);
    }
  }

  /** A write heard on the bus: not covered from now until the indexer has applied it. */
  private hear(event: ChangeEvent): void {
    if (event.kind === 'changed') this.writes.add(rootRelative(event.path));
  }

  covers(path: string): boolean {
    if (!this.shared?.ready || this.stop.signal.aborted) return false;
    if (this.exclude.some((excluded) => within(path, excluded))) return false;
    return !this.writes.blocks(path);
  }

  query(path: string, query: IndexQuery, signal: AbortSignal): AsyncGenerator<IndexedEntry[]> {
    return queryEntries(this.pool, path, query, signal);
  }

  /** From the last read of the shared state (a few times a second), and this node's writes. */
  status(now = Date.now()): SearchIndexStatus {
    return {
      ready: this.shared?.ready ?? false,
      entries: this.shared?.entries ?? 0,
      bytes: this.shared?.bytes ?? 0,
      pendingWrites: this.writes.size,
      lagSeconds: this.writes.lagSeconds(now),
    };
  }

  /**
   * Stops hearing the bus, gives the indexer lock up (another node takes over) and disconnects;
   * calling it again waits for the same.
   */
  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.stop.abort();
    await this.running;
    await this.pool.end();
  }
}

/**
 * The PostgreSQL driver: the index of the root in the database at `url` (`postgres://…`),
 * shared by every node given the same database and root.
 */
export function postgresSearchIndex(
  url: string,
  options: PostgresSearchOptions = {},
): OpenSearchIndex {
  const settings = {
    node: options.node ?? `${hostname()}:${process.pid}`,
    electionMs: options.electionMs ?? 3000,
  };
  return (setup) => new PostgresSearchIndex(url, settings, setup);
}
