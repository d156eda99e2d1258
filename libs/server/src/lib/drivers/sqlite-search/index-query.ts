import type BetterSqlite3 from 'better-sqlite3';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { IndexQuery, IndexedEntry } from '../../ports/search-index';
import { subtreeBounds } from './index-worker';

interface Row {
  key: Buffer;
  name: string;
  kind: number;
}

/** `entries.kind` as the worker stores it (0, 1, 2), named as the port names it. */
const KIND_NAMES: readonly IndexedEntry['kind'][] = ['file', 'dir', 'link'];

/** Up to this many trigram candidates are fetched and sorted; more means scanning in order. */
const MAX_CANDIDATES = 50_000;
/** Rows handed over at once, between two turns of the event loop. */
const ROWS_PER_TURN = 500;

function pathOfKey(key: Buffer): string {
  for (let index = 0; index < key.length; index++) if (key[index] === 0) key[index] = 0x2f;
  return key.toString('utf8');
}

function rangeSql(hi: Buffer | null): string {
  return hi ? 'key > ? AND key < ?' : 'key > ?';
}

/**
 * Ids of the entries whose lower-cased name contains a term, from the trigram index, or null
 * when a term is too short for trigrams or there are too many candidates to sort.
 */
function candidates(db: BetterSqlite3.Database, query: IndexQuery): number[] | null {
  if (query.terms.length === 0) return null;
  if (query.terms.some((term) => Array.from(term).length < 3)) return null;
  const statement = db.prepare('SELECT rowid AS id FROM names WHERE names MATCH ? LIMIT ?').pluck();
  const ids = new Set<number>();
  for (const term of query.terms) {
    const phrase = `"${term.toLowerCase().replace(/"/g, '""')}"`;
    for (const id of statement.all(phrase, MAX_CANDIDATES + 1) as number[]) ids.add(id);
    if (ids.size > MAX_CANDIDATES) return null;
  }
  return [...ids];
}

/**
 * The statement that lists matching entries of a subtree in key order (the live walk's order):
 * trigram candidates sorted by key when the terms allow it, else an ordered scan of the subtree
 * filtered by substring in SQL.
 */
function matchingRows(
  db: BetterSqlite3.Database,
  path: string,
  query: IndexQuery,
): IterableIterator<Row> {
  const [lo, hi] = subtreeBounds(path);
  const range = hi ? [lo, hi] : [lo];
  const ids = candidates(db, query);
  if (ids) {
    const sql = `SELECT key, name, kind FROM entries WHERE id IN (SELECT value FROM json_each(?))
      AND ${rangeSql(hi)} ORDER BY key`;
    return db.prepare(sql).iterate(JSON.stringify(ids), ...range) as IterableIterator<Row>;
  }
  const column = query.caseSensitive ? 'name' : 'lname';
  const terms = query.terms.includes('') ? [] : query.terms;
  const filter = terms.map(() => `instr(${column}, ?) > 0`).join(' OR ');
  const sql = `SELECT key, name, kind FROM entries WHERE ${rangeSql(hi)}
    ${filter ? `AND (${filter})` : ''} ORDER BY key`;
  return db.prepare(sql).iterate(...range, ...terms) as IterableIterator<Row>;
}

/**
 * Entries below `path` ('' = the root) whose names match the query, in the live walk's order,
 * handed over in batches of up to a few hundred rows, one batch per turn of the event loop (one
 * hand-over per row would cost more than the row: a report-42 search has 1,389 of them).
 * Names are checked again with the query's own matcher (the live search's), so the trigrams
 * only narrow. Stops when `signal` aborts.
 */
export async function* queryIndex(
  db: BetterSqlite3.Database,
  path: string,
  query: IndexQuery,
  signal: AbortSignal,
): AsyncGenerator<IndexedEntry[]> {
  const rows = matchingRows(db, path, query);
  let batch: IndexedEntry[] = [];
  try {
    for (const row of rows) {
      if (signal.aborted) return;
      if (!query.accepts(row.name)) continue;
      const kind = KIND_NAMES[row.kind] ?? 'file';
      batch.push({ path: pathOfKey(row.key), name: row.name, kind });
      if (batch.length < ROWS_PER_TURN) continue;
      yield batch;
      batch = [];
      await nextTurn();
    }
    if (batch.length > 0 && !signal.aborted) yield batch;
  } finally {
    rows.return?.();
  }
}
