import type BetterSqlite3 from 'better-sqlite3';
import type * as Fs from 'node:fs';
import type * as Os from 'node:os';
import type * as WorkerThreads from 'node:worker_threads';
import type { FromWorker, IndexWorkerConfig, ToWorker } from './index-protocol';

// Everything in this file runs inside the index worker, started from source text (see
// `workerSource`) so that the same code works from TypeScript under Vitest and from the bundled
// CLI without a second build entry. Hence: no value imports, and functions call only each other.

/**
 * The server's own temp entries (files/temp-names.ts, repeated here for want of value imports)
 * are never indexed: they are half-written and belong to no user.
 */
function isServerTemp(name: string): boolean {
  return /^\.fb-[0-9a-f]{16}\.tmp$/.test(name) || /^\..*\.fb-[0-9a-f]{12}\.tmp$/s.test(name);
}

/** A folder being indexed; `id` 0 and `path` '' are the root. */
export interface IndexDir {
  id: number;
  path: string;
  location: string;
  depth: number;
  mtime: number | null;
}

interface ChildRow {
  id: number;
  name: string;
  kind: number;
  mtime: number | null;
}

interface WorkerState {
  fs: typeof Fs;
  db: BetterSqlite3.Database;
  config: IndexWorkerConfig;
  sql: Record<string, BetterSqlite3.Statement>;
  writes: number;
  reporting: boolean;
  watchers: Map<string, Fs.FSWatcher> | null;
  pending: Set<string>;
  timer: NodeJS.Timeout | null;
  seq: number;
  post: (message: FromWorker) => void;
}

/**
 * Lowers this thread's CPU priority to nice 10 (the requests' is 0, idle 19): indexing is
 * background work, and a first crawl keeps a core busy for seconds (200k entries: ~9 s here),
 * so on a machine short of cores the requests being answered must come first (four huge
 * listings during such a crawl waited up to 150 ms for `/health`). On Linux a thread's nice
 * value is its own, and `/proc/thread-self` names this thread; elsewhere, or if refused,
 * indexing runs as before.
 */
function lowerPriority(load: NodeJS.Require): void {
  const nice = 10;
  try {
    const fs = load('node:fs') as typeof Fs;
    const os = load('node:os') as typeof Os;
    const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread) && os.getPriority(thread) < nice) os.setPriority(thread, nice);
  } catch {
    // Not Linux, or not allowed: the index runs at the server's own priority.
  }
}

/**
 * Sort key of a root-relative path: its bytes with `/` replaced by NUL. Names never contain NUL,
 * so byte order of keys (SQLite's BLOB order) is the live walk's order: depth-first pre-order,
 * each folder's entries in byte order of their names.
 */
export function keyOf(path: string): Buffer {
  const key = Buffer.from(path, 'utf8');
  for (let index = 0; index < key.length; index++) if (key[index] === 0x2f) key[index] = 0;
  return key;
}

/** Key bounds of everything strictly below `path` ('' = the root): `lo < key < hi`. */
export function subtreeBounds(path: string): [Buffer, Buffer | null] {
  if (path === '') return [Buffer.alloc(0), null];
  const key = keyOf(path);
  return [Buffer.concat([key, Buffer.from([0])]), Buffer.concat([key, Buffer.from([1])])];
}

function commitEvery(state: WorkerState, writes: number): void {
  state.writes += writes;
  if (state.writes < state.config.batchSize) return;
  state.db.exec('COMMIT; BEGIN');
  state.writes = 0;
}

function unwatchBelow(state: WorkerState, path: string): void {
  if (!state.watchers) return;
  for (const [watched, watcher] of state.watchers) {
    if (watched === path || watched.startsWith(`${path}/`)) {
      watcher.close();
      state.watchers.delete(watched);
    }
  }
}

function removeEntry(state: WorkerState, row: ChildRow, path: string): void {
  const [lo, hi] = subtreeBounds(path);
  const below = state.sql['removeBelow']?.run(lo, hi).changes ?? 0;
  state.sql['remove']?.run(row.id);
  unwatchBelow(state, path);
  commitEvery(state, below + 1);
}

function insertEntry(state: WorkerState, parent: IndexDir, name: string, kind: number): IndexDir {
  const path = parent.path === '' ? name : `${parent.path}/${name}`;
  const key = keyOf(path);
  const result = state.sql['insert']?.run(key, parent.id, name, name.toLowerCase(), kind);
  commitEvery(state, 1);
  const id = Number(result?.lastInsertRowid ?? 0);
  const location = `${parent.location}/${name}`;
  return { id, path, location, depth: parent.depth + 1, mtime: null };
}

function watchDir(state: WorkerState, dir: IndexDir): void {
  const watchers = state.watchers;
  if (!watchers || watchers.has(dir.path)) return;
  try {
    const watcher = state.fs.watch(dir.location, { persistent: false }, () => {
      schedule(state, dir.path);
    });
    watcher.on('error', (error) => {
      watchFailed(state, error);
    });
    watchers.set(dir.path, watcher);
  } catch (error) {
    // Typically ENOSPC: fs.inotify.max_user_watches is used up.
    watchFailed(state, error);
  }
}

function watchFailed(state: WorkerState, error: unknown): void {
  const watchers = state.watchers;
  if (!watchers) return;
  state.watchers = null;
  for (const watcher of watchers.values()) watcher.close();
  state.post({ type: 'watch-failed', reason: String(error) });
  startRescans(state);
}

function finishDir(state: WorkerState, dir: IndexDir, mtime: number): void {
  if (dir.id === 0) state.sql['setMeta']?.run('rootMtime', String(mtime));
  else if (dir.mtime !== mtime) state.sql['setMtime']?.run(mtime, dir.id);
  if (state.reporting && dir.depth <= state.config.reportDepth) {
    // Commit first: the server reads this subtree as soon as it hears about it.
    state.db.exec('COMMIT; BEGIN');
    state.writes = 0;
    state.post({ type: 'subtree', path: dir.path });
  }
}

function childDir(parent: IndexDir, row: ChildRow): IndexDir {
  const path = parent.path === '' ? row.name : `${parent.path}/${row.name}`;
  const location = `${parent.location}/${row.name}`;
  return { id: row.id, path, location, depth: parent.depth + 1, mtime: row.mtime };
}

/**
 * Brings one folder's entries in line with the disk. New folders are indexed whole; known ones
 * are descended into only when `deep`, and with `trustMtime` a folder whose mtime is unchanged
 * is not even read (its entries cannot have changed), which makes rescans cheap.
 */
function syncDir(state: WorkerState, dir: IndexDir, deep: boolean, trustMtime: boolean): void {
  let mtime: number;
  try {
    const stat = state.fs.lstatSync(dir.location);
    if (!stat.isDirectory()) return;
    mtime = stat.mtimeMs;
  } catch {
    return;
  }
  // Watch before reading, so a change made while the folder's subtree is indexed is not lost.
  watchDir(state, dir);
  const known = state.sql['children']?.all(dir.id) as ChildRow[];
  if (trustMtime && dir.mtime === mtime) {
    for (const row of deep ? known : []) {
      if (row.kind === 1) syncDir(state, childDir(dir, row), true, true);
    }
    finishDir(state, dir, mtime);
    return;
  }
  let dirents: Fs.Dirent[];
  try {
    dirents = state.fs.readdirSync(dir.location, { withFileTypes: true });
  } catch {
    return;
  }
  const byName = new Map(known.map((row) => [row.name, row]));
  for (const dirent of dirents) {
    const path = dir.path === '' ? dirent.name : `${dir.path}/${dirent.name}`;
    if (state.config.exclude.includes(path) || isServerTemp(dirent.name)) continue;
    const kind = dirent.isSymbolicLink() ? 2 : dirent.isDirectory() ? 1 : 0;
    const old = byName.get(dirent.name);
    byName.delete(dirent.name);
    if (old?.kind === kind) {
      if (kind === 1 && deep) syncDir(state, childDir(dir, old), true, trustMtime);
      continue;
    }
    if (old) removeEntry(state, old, path);
    const added = insertEntry(state, dir, dirent.name, kind);
    if (kind === 1) syncDir(state, added, true, false);
  }
  for (const [name, old] of byName) {
    removeEntry(state, old, dir.path === '' ? name : `${dir.path}/${name}`);
  }
  finishDir(state, dir, mtime);
}

function loadDir(state: WorkerState, path: string): IndexDir | null {
  const { root } = state.config;
  if (path === '') {
    const meta = state.sql['getMeta']?.get('rootMtime') as { value: string } | undefined;
    return { id: 0, path, location: root, depth: 0, mtime: meta ? Number(meta.value) : null };
  }
  const row = state.sql['byKey']?.get(keyOf(path)) as ChildRow | undefined;
  if (row?.kind !== 1) return null;
  const depth = path.split('/').length;
  return { id: row.id, path, location: `${root}/${path}`, depth, mtime: row.mtime };
}

function inTransaction(state: WorkerState, work: () => void): void {
  state.db.exec('BEGIN');
  state.writes = 0;
  try {
    work();
  } finally {
    state.db.exec('COMMIT');
  }
}

function schedule(state: WorkerState, path: string): void {
  state.pending.add(path);
  state.timer ??= setTimeout(() => {
    flushPending(state);
  }, 30);
}

/** Re-reads the folders that changed (watch events, the server's own writes), shallowly. */
function flushPending(state: WorkerState): void {
  state.timer = null;
  const paths = [...state.pending];
  state.pending.clear();
  const dirs = new Map<string, IndexDir>();
  for (let path of paths) {
    // A write may have created missing parents too: re-read the nearest indexed folder.
    let dir = loadDir(state, path);
    while (!dir && path !== '') {
      path = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
      dir = loadDir(state, path);
    }
    if (dir) dirs.set(dir.path, dir);
  }
  inTransaction(state, () => {
    for (const dir of dirs.values()) syncDir(state, dir, false, false);
  });
  state.post({ type: 'synced', seq: state.seq });
}

function rescan(state: WorkerState): void {
  const root = loadDir(state, '');
  if (root) {
    inTransaction(state, () => {
      syncDir(state, root, true, true);
    });
  }
}

function startRescans(state: WorkerState): void {
  setInterval(() => {
    rescan(state);
  }, state.config.rescanMs);
}

function onMessage(state: WorkerState, message: ToWorker): void {
  state.seq = Math.max(state.seq, message.seq);
  const slash = message.path.lastIndexOf('/');
  schedule(state, slash === -1 ? '' : message.path.slice(0, slash));
  schedule(state, message.path);
}

function prepareStatements(db: BetterSqlite3.Database): Record<string, BetterSqlite3.Statement> {
  return {
    children: db.prepare('SELECT id, name, kind, mtime FROM entries WHERE parent = ?'),
    byKey: db.prepare('SELECT id, name, kind, mtime FROM entries WHERE key = ?'),
    insert: db.prepare(
      'INSERT INTO entries (key, parent, name, lname, kind) VALUES (?, ?, ?, ?, ?)',
    ),
    remove: db.prepare('DELETE FROM entries WHERE id = ?'),
    removeBelow: db.prepare('DELETE FROM entries WHERE key > ? AND key < ?'),
    setMtime: db.prepare('UPDATE entries SET mtime = ? WHERE id = ?'),
    getMeta: db.prepare('SELECT value FROM meta WHERE name = ?'),
    setMeta: db.prepare('INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)'),
  };
}

/** Opens the index, forgets it when the root or exclusions changed; true when it was complete. */
function openIndex(state: WorkerState): boolean {
  const { db, config, sql } = state;
  const identity = JSON.stringify([config.root, config.exclude]);
  const stored = sql['getMeta']?.get('identity') as { value: string } | undefined;
  if (stored?.value !== identity) {
    db.exec(
      "DELETE FROM entries; INSERT INTO names (names) VALUES ('delete-all'); DELETE FROM meta",
    );
    sql['setMeta']?.run('identity', identity);
  }
  return (sql['getMeta']?.get('complete') as { value: string } | undefined)?.value === '1';
}

/** The worker's entry point: index the root (or check a previous index), then keep it current. */
export function workerMain(load: NodeJS.Require): void {
  lowerPriority(load);
  const threads = load('node:worker_threads') as typeof WorkerThreads;
  const config = threads.workerData as IndexWorkerConfig;
  const Database = load(config.sqliteModule) as typeof BetterSqlite3;
  const db = new Database(config.dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(config.schema);
  const port = threads.parentPort;
  const state: WorkerState = {
    ...{ fs: load('node:fs') as typeof Fs, db, config, sql: prepareStatements(db) },
    ...{ writes: 0, reporting: true, pending: new Set<string>(), timer: null, seq: 0 },
    watchers: config.watch ? new Map<string, Fs.FSWatcher>() : null,
    post: (message) => port?.postMessage(message),
  };
  const complete = openIndex(state);
  state.post({ type: 'open' });
  const started = Date.now();
  const root = loadDir(state, '');
  if (root) {
    inTransaction(state, () => {
      syncDir(state, root, true, complete);
    });
  }
  state.sql['setMeta']?.run('complete', '1');
  state.reporting = false;
  const entries = (db.prepare('SELECT count(*) AS n FROM entries').get() as { n: number }).n;
  state.post({ type: 'ready', entries, ms: Date.now() - started });
  if (!state.watchers) startRescans(state);
  port?.on('message', (message: ToWorker) => {
    onMessage(state, message);
  });
}

/** The worker's source text: the functions above, then a call to {@link workerMain}. */
export function workerSource(): string {
  const parts: ((...args: never[]) => unknown)[] = [
    isServerTemp,
    keyOf,
    subtreeBounds,
    commitEvery,
    unwatchBelow,
    removeEntry,
    insertEntry,
  ];
  parts.push(watchDir, watchFailed, finishDir, childDir, syncDir, loadDir, inTransaction);
  parts.push(schedule, flushPending, rescan, startRescans, onMessage, prepareStatements);
  parts.push(openIndex, lowerPriority, workerMain);
  return `'use strict';\n${parts.map(String).join('\n')}\nworkerMain(require);\n`;
}
