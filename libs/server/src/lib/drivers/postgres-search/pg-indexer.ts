import type { FSWatcher } from 'node:fs';
import { watch } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { parentOf, within } from '../search-shared/index-paths';
import type { FolderHooks } from './pg-tree-sync';
import { TreeSync } from './pg-tree-sync';

/** How often the indexing node looks for writes to apply. */
const APPLY_MS = 100;
/** Pending writes applied per transaction. */
const APPLY_BATCH = 1000;

/** What the indexing node indexes, and until when. */
export interface LeadSetup {
  root: string;
  exclude: readonly string[];
  watch: boolean;
  rescanIntervalMs: number;
  /** This node's name, recorded in the state row for operators. */
  node: string;
  signal: AbortSignal;
}

/** Waits `ms`, or less when `signal` aborts; never keeps the process alive by itself. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return sleep(ms, undefined, { signal, ref: false }).catch(() => undefined);
}

async function inTransaction(client: pg.ClientBase, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN');
  try {
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * A watcher per indexed folder, as the SQLite worker keeps them; each change names the folder
 * to read again. If one fails (typically ENOSPC: inotify watches used up) all are dropped and
 * the indexer rescans by mtime instead.
 */
class FolderWatch implements FolderHooks {
  private watchers: Map<string, FSWatcher> | null = new Map();
  readonly changed = new Set<string>();

  get failed(): boolean {
    return this.watchers === null;
  }

  read(path: string, location: string): void {
    if (!this.watchers || this.watchers.has(path)) return;
    try {
      const watcher = watch(location, { persistent: false }, () => this.changed.add(path));
      watcher.on('error', () => {
        this.close();
      });
      this.watchers.set(path, watcher);
    } catch {
      this.close();
    }
  }

  dropped(path: string): void {
    for (const [watched, watcher] of this.watchers ?? []) {
      if (!within(watched, path)) continue;
      watcher.close();
      this.watchers?.delete(watched);
    }
  }

  close(): void {
    for (const watcher of this.watchers?.values() ?? []) watcher.close();
    this.watchers = null;
  }
}

/**
 * Takes the index over: forgets it when the root or the exclusions changed, and says it is not
 * complete until this node's walk is done (the pid ties "complete" to this live session).
 */
async function claim(client: pg.ClientBase, setup: LeadSetup): Promise<void> {
  const identity = JSON.stringify([setup.root, setup.exclude]);
  await inTransaction(client, async () => {
    const { rows } = await client.query<{ identity: string | null }>(
      'SELECT identity FROM search_index_state',
    );
    const same = rows[0]?.identity === identity;
    if (!same) await client.query('TRUNCATE search_index_entries');
    await client.query(
      `UPDATE search_index_state SET identity = $1, complete = false, indexer = $2,
         indexer_pid = pg_backend_pid(), root_mtime = CASE WHEN $3 THEN root_mtime END`,
      [identity, setup.node, same],
    );
  });
}

/**
 * Re-reads what changed: the folders of the writes other nodes (and this one) queued in
 * `search_index_pending`, and the folders the watchers named. The entries and the removal of
 * the queued rows commit together, so a node that sees its row gone sees the write applied.
 */
async function applyChanges(
  client: pg.ClientBase,
  sync: TreeSync,
  watched: Set<string>,
): Promise<void> {
  const { rows } = await client.query<{ id: string; path: string }>(
    `SELECT id, path FROM search_index_pending ORDER BY id LIMIT ${APPLY_BATCH}`,
  );
  if (rows.length === 0 && watched.size === 0) return;
  const folders = new Set(watched);
  watched.clear();
  for (const row of rows) folders.add(parentOf(row.path)).add(row.path);
  await inTransaction(client, async () => {
    sync.delta = 0;
    const read = new Set<string>();
    for (const path of folders) {
      const dir = await sync.nearestDir(path);
      if (read.has(dir.path)) continue;
      read.add(dir.path);
      await sync.syncDir(dir, false, false);
    }
    const ids = rows.map((row) => row.id);
    await client.query('DELETE FROM search_index_pending WHERE id = ANY($1::bigint[])', [ids]);
    await client.query('UPDATE search_index_state SET entries = entries + $1', [sync.delta]);
  });
}

/** An mtime rescan of the whole tree: only folders whose mtime moved are read. */
async function rescan(client: pg.ClientBase, sync: TreeSync): Promise<void> {
  await inTransaction(client, async () => {
    sync.delta = 0;
    await sync.syncDir(await sync.nearestDir(''), true, true);
    await client.query('UPDATE search_index_state SET entries = entries + $1', [sync.delta]);
  });
}

/**
 * The indexing node's work, on the connection that holds the indexer lock: walk the tree
 * (trusting the mtimes a previous indexer recorded for folders it read whole), mark the index
 * complete, then apply changes until `signal` aborts. Throws when the connection fails, which
 * gives the lock up.
 */
export async function lead(client: pg.ClientBase, setup: LeadSetup): Promise<void> {
  await claim(client, setup);
  const watcher = setup.watch ? new FolderWatch() : null;
  const sync = new TreeSync(client, setup.root, setup.exclude, setup.signal, watcher);
  try {
    await sync.syncDir(await sync.nearestDir(''), true, true);
    await client.query(
      `UPDATE search_index_state SET complete = true, walks = walks + 1,
         entries = (SELECT count(*) FROM search_index_entries)`,
    );
    let rescanAt = Date.now() + setup.rescanIntervalMs;
    while (!setup.signal.aborted) {
      await applyChanges(client, sync, watcher?.changed ?? new Set());
      if ((!watcher || watcher.failed) && Date.now() >= rescanAt) {
        await rescan(client, sync);
        rescanAt = Date.now() + setup.rescanIntervalMs;
      }
      await pause(APPLY_MS, setup.signal);
    }
  } finally {
    watcher?.close();
  }
}
