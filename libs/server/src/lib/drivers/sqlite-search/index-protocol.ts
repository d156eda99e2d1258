/** What the search-index worker is started with (its `workerData`). */
export interface IndexWorkerConfig {
  /** Real path of the served folder. */
  root: string;
  /** The index's own SQLite file. */
  dbPath: string;
  /** Resolved path of better-sqlite3, so the worker loads the same module as the server. */
  sqliteModule: string;
  /** Root-relative paths (no leading slash) left out of the index, with everything below. */
  exclude: string[];
  /** Watch folders for changes; off (or failing) means mtime rescans every `rescanMs`. */
  watch: boolean;
  rescanMs: number;
  /** Writes per transaction while walking. */
  batchSize: number;
  /** Folders at most this deep are reported as `subtree` when their whole tree is indexed. */
  reportDepth: number;
  /** {@link INDEX_SCHEMA}, passed in because the worker's code cannot import. */
  schema: string;
}

/** Messages from the server to the worker. */
export type ToWorker = { type: 'dirty'; path: string; seq: number };

/** Messages from the worker to the server. */
export type FromWorker =
  | { type: 'open' }
  | { type: 'subtree'; path: string }
  | { type: 'ready'; entries: number; ms: number }
  | { type: 'synced'; seq: number }
  | { type: 'watch-failed'; reason: string };

/**
 * The schema, created by the worker (the only writer) when it opens the index. `kind` is 0 for
 * a file, 1 for a folder, 2 for a symbolic link.
 */
export const INDEX_SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS entries (
  id INTEGER PRIMARY KEY,
  key BLOB NOT NULL UNIQUE,
  parent INTEGER NOT NULL,
  name TEXT NOT NULL,
  lname TEXT NOT NULL,
  kind INTEGER NOT NULL,
  mtime REAL
);
CREATE INDEX IF NOT EXISTS entries_parent ON entries (parent);
CREATE VIRTUAL TABLE IF NOT EXISTS names USING fts5 (
  lname, content = 'entries', content_rowid = 'id', tokenize = 'trigram case_sensitive 1'
);
CREATE TRIGGER IF NOT EXISTS entries_ai AFTER INSERT ON entries BEGIN
  INSERT INTO names (rowid, lname) VALUES (new.id, new.lname);
END;
CREATE TRIGGER IF NOT EXISTS entries_ad AFTER DELETE ON entries BEGIN
  INSERT INTO names (names, rowid, lname) VALUES ('delete', old.id, old.lname);
END;
`;
