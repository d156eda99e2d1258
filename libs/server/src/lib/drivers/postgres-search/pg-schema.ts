import type pg from 'pg';

/**
 * The advisory lock (two-key form) the indexing node holds for as long as its session lives:
 * whoever holds it walks the tree and keeps the index current; the others only read. Its
 * holder's backend pid is in `search_index_state.indexer_pid`, so readers can tell a live
 * indexer's finished walk from one left behind by a node that died.
 */
export const INDEXER_LOCK = [0x46427365, 1] as const;
/** Taken for a transaction while a node creates the tables, so N nodes starting at once agree. */
const SCHEMA_LOCK = [0x46427365, 2] as const;

/**
 * The index's tables, created by whichever node starts first. `key` is the entry's
 * root-relative path with `/` as NUL (see `keyOf`): bytea compares byte by byte, so key order
 * is the live walk's order and a subtree is a key range. `kind` is 0 file, 1 folder, 2 link.
 * `pg_trgm` lets `lname LIKE '%term%'` use the GIN index; production needs the extension
 * installed (it ships with PostgreSQL's contrib package), and creating it needs the right to.
 */
const SCHEMA = `
BEGIN;
SELECT pg_advisory_xact_lock(${SCHEMA_LOCK[0]}, ${SCHEMA_LOCK[1]});
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE IF NOT EXISTS search_index_entries (
  key bytea PRIMARY KEY,
  parent bytea NOT NULL,
  name text NOT NULL,
  lname text NOT NULL,
  kind smallint NOT NULL,
  mtime double precision
);
CREATE INDEX IF NOT EXISTS search_index_entries_parent ON search_index_entries (parent);
CREATE INDEX IF NOT EXISTS search_index_entries_lname
  ON search_index_entries USING gin (lname gin_trgm_ops);
CREATE TABLE IF NOT EXISTS search_index_state (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  identity text,
  complete boolean NOT NULL DEFAULT false,
  indexer text,
  indexer_pid integer,
  walks integer NOT NULL DEFAULT 0,
  entries bigint NOT NULL DEFAULT 0,
  root_mtime double precision
);
INSERT INTO search_index_state DEFAULT VALUES ON CONFLICT DO NOTHING;
CREATE TABLE IF NOT EXISTS search_index_pending (
  id bigserial PRIMARY KEY,
  path text NOT NULL
);
COMMIT;
`;

/** Creates the tables (and pg_trgm) if they are missing. */
export async function ensureSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(SCHEMA);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * What every node reads a few times a second: whether a live indexer has finished its walk
 * (the state row names it, and it still holds {@link INDEXER_LOCK}), how many entries there
 * are and how much room they take.
 */
export const READ_STATE = `
SELECT s.complete AND EXISTS (
    SELECT 1 FROM pg_locks l
    WHERE l.locktype = 'advisory' AND l.classid = ${INDEXER_LOCK[0]} AND l.objid = ${INDEXER_LOCK[1]}
      AND l.objsubid = 2 AND l.granted AND l.pid = s.indexer_pid
  ) AS ready,
  s.entries::integer AS entries,
  pg_total_relation_size('search_index_entries')::float8 AS bytes
FROM search_index_state s`;
