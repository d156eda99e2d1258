import type { Dirent } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import type pg from 'pg';
import { isTempName } from '../../core/temp-names';
import { parentOf } from '../search-shared/index-paths';
import { keyOf, subtreeBounds } from '../sqlite-search/index-worker';

/** A folder being brought in line with the disk; `path` '' is the root. */
interface IndexDir {
  key: Buffer;
  path: string;
  location: string;
  /** Its mtime when its subtree was last wholly read; null for a folder never read. */
  mtime: number | null;
}

interface ChildRow {
  key: Buffer;
  name: string;
  kind: number;
  mtime: number | null;
}

/** Where the walk says which folders it reads and which it drops (a watcher per folder). */
export interface FolderHooks {
  read(path: string, location: string): void;
  dropped(path: string): void;
}

function kindOf(dirent: Dirent): number {
  return dirent.isSymbolicLink() ? 2 : dirent.isDirectory() ? 1 : 0;
}

/**
 * Brings the entries table in line with the disk, folder by folder, on the indexing node's own
 * connection (the one holding the indexer lock, so a node that lost the lock cannot write).
 * The same walk as the SQLite worker's (drivers/sqlite-search/index-worker.ts), awaiting the
 * database: new folders are read whole, known ones only when `deep`, and with `trustMtime` a
 * folder whose mtime is unchanged is not read at all. `delta` counts entries added minus
 * removed, for the state row.
 */
export class TreeSync {
  delta = 0;

  constructor(
    private readonly client: pg.ClientBase,
    private readonly root: string,
    private readonly exclude: readonly string[],
    private readonly signal: AbortSignal,
    private readonly hooks: FolderHooks | null,
  ) {}

  /** The indexed folder at `path`, or null when it is not one (yet). */
  async loadDir(path: string): Promise<IndexDir | null> {
    if (path === '') {
      const { rows } = await this.client.query<{ mtime: number | null }>(
        'SELECT root_mtime AS mtime FROM search_index_state',
      );
      return { key: Buffer.alloc(0), path, location: this.root, mtime: rows[0]?.mtime ?? null };
    }
    const { rows } = await this.client.query<ChildRow>(
      'SELECT key, name, kind, mtime FROM search_index_entries WHERE key = $1',
      [keyOf(path)],
    );
    const row = rows[0];
    if (row?.kind !== 1) return null;
    return { key: row.key, path, location: `${this.root}/${path}`, mtime: row.mtime };
  }

  /** The nearest indexed folder at or above `path` (a write may have made missing parents). */
  async nearestDir(path: string): Promise<IndexDir> {
    for (let at = path; ; at = parentOf(at)) {
      const dir = await this.loadDir(at);
      if (dir) return dir;
    }
  }

  /**
   * Brings `dir`'s entries in line with the disk (and, when `deep`, its known subfolders';
   * new folders always), then records its mtime. Throws once the signal aborts.
   */
  async syncDir(dir: IndexDir, deep: boolean, trustMtime: boolean): Promise<void> {
    this.signal.throwIfAborted();
    let mtime: number;
    try {
      const stat = await lstat(dir.location);
      if (!stat.isDirectory()) return;
      mtime = stat.mtimeMs;
    } catch {
      return;
    }
    // Watch before reading, so a change made while the subtree is read is not lost.
    this.hooks?.read(dir.path, dir.location);
    const known = (
      await this.client.query<ChildRow>(
        'SELECT key, name, kind, mtime FROM search_index_entries WHERE parent = $1',
        [dir.key],
      )
    ).rows;
    const below: IndexDir[] = [];
    if (trustMtime && dir.mtime === mtime) {
      // Unchanged since its subtree was last read whole: only its subfolders may have moved on.
      const folders = deep ? known.filter((row) => row.kind === 1) : [];
      below.push(...folders.map((row) => this.child(dir, row)));
    } else {
      let dirents: Dirent[];
      try {
        dirents = await readdir(dir.location, { withFileTypes: true });
      } catch {
        return;
      }
      below.push(...(await this.reconcile(dir, known, dirents, deep)));
    }
    for (const child of below) await this.syncDir(child, true, trustMtime);
    await this.finishDir(dir, mtime);
  }

  /** Adds and removes one folder's entries; returns the folders to descend into. */
  private async reconcile(
    dir: IndexDir,
    known: ChildRow[],
    dirents: Dirent[],
    deep: boolean,
  ): Promise<IndexDir[]> {
    const byName = new Map(known.map((row) => [row.name, row]));
    const added: ChildRow[] = [];
    const below: IndexDir[] = [];
    for (const dirent of dirents) {
      const path = dir.path === '' ? dirent.name : `${dir.path}/${dirent.name}`;
      if (this.exclude.includes(path) || isTempName(dirent.name)) continue;
      const kind = kindOf(dirent);
      const old = byName.get(dirent.name);
      byName.delete(dirent.name);
      if (old?.kind === kind) {
        if (kind === 1 && deep) below.push(this.child(dir, old));
        continue;
      }
      if (old) await this.remove(dir, old);
      const row = { key: keyOf(path), name: dirent.name, kind, mtime: null };
      added.push(row);
      // A new folder is read whole, whatever `deep` says.
      if (kind === 1) below.push(this.child(dir, row));
    }
    for (const old of byName.values()) await this.remove(dir, old);
    await this.insert(dir, added);
    return below;
  }

  private child(dir: IndexDir, row: ChildRow): IndexDir {
    const path = dir.path === '' ? row.name : `${dir.path}/${row.name}`;
    return { key: row.key, path, location: `${dir.location}/${row.name}`, mtime: row.mtime };
  }

  private async insert(dir: IndexDir, rows: ChildRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.client.query(
      `INSERT INTO search_index_entries (key, parent, name, lname, kind)
       SELECT key, $1, name, lower, kind
       FROM unnest($2::bytea[], $3::text[], $4::text[], $5::smallint[]) AS t(key, name, lower, kind)`,
      [
        dir.key,
        rows.map((row) => row.key),
        rows.map((row) => row.name),
        rows.map((row) => row.name.toLowerCase()),
        rows.map((row) => row.kind),
      ],
    );
    this.delta += rows.length;
  }

  /** Removes an entry of `dir` and, for a folder, everything below it. */
  private async remove(dir: IndexDir, row: ChildRow): Promise<void> {
    const path = dir.path === '' ? row.name : `${dir.path}/${row.name}`;
    const [lo, hi] = subtreeBounds(path);
    const { rowCount } = await this.client.query(
      'DELETE FROM search_index_entries WHERE key = $1 OR (key > $2 AND key < $3)',
      [row.key, lo, hi],
    );
    this.delta -= rowCount ?? 0;
    if (row.kind === 1) this.hooks?.dropped(path);
  }

  /** Records the folder's mtime once its subtree is in line, so a rescan may trust it. */
  private async finishDir(dir: IndexDir, mtime: number): Promise<void> {
    if (dir.mtime === mtime) return;
    if (dir.path === '') {
      await this.client.query('UPDATE search_index_state SET root_mtime = $1', [mtime]);
    } else {
      await this.client.query('UPDATE search_index_entries SET mtime = $1 WHERE key = $2', [
        mtime,
        dir.key,
      ]);
    }
  }
}
