import pg from 'pg';
import { answeringUnavailable } from './unavailable';
import type { SettingsRepository, Store, TempJournal } from '../../ports/store';
import { migrate } from './migrations';
import { createShareRepository } from './shares';
import { createTusUploadRepository } from './tus-uploads';
import { createUserRepository } from './users';

function createSettingsRepository(pool: pg.Pool): SettingsRepository {
  return {
    get: async (key, schema) => {
      const { rows } = await pool.query<{ value: string }>(
        'SELECT value FROM settings WHERE key = $1',
        [key],
      );
      const row = rows[0];
      return row ? schema.parse(JSON.parse(row.value)) : undefined;
    },
    set: async (key, value) => {
      await pool.query(
        `INSERT INTO settings (key, value) VALUES ($1, $2)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [key, JSON.stringify(value)],
      );
    },
  };
}

/**
 * This node's temp files. Nodes share the database but not their writes in flight: a node
 * starting up takes (and cleans) only its own entries, never another live node's.
 */
function createTempJournal(pool: pg.Pool, node: string): TempJournal {
  return {
    add: async (path) => {
      await pool.query(
        'INSERT INTO temp_files (node, path) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [node, path],
      );
    },
    remove: async (path) => {
      await pool.query('DELETE FROM temp_files WHERE node = $1 AND path = $2', [node, path]);
    },
    // One statement: what it returns is exactly what it forgot.
    takeAll: async () => {
      const { rows } = await pool.query<{ path: string }>(
        'DELETE FROM temp_files WHERE node = $1 RETURNING path',
        [node],
      );
      return rows.map((row) => row.path).sort();
    },
  };
}

/** `host:port` of a connection URL, for messages (never the password it may hold). */
function where(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'an unparsable URL';
  }
}

/** Options of {@link openPostgresStore}. */
export interface PostgresStoreOptions {
  /**
   * This node's name, stable across its restarts (e.g. the host name): whose temp files
   * `temps.takeAll()` returns when several nodes share the database.
   */
  node: string;
}

/**
 * Opens the PostgreSQL database at `url` (`postgres://user:password@host:port/database`) as
 * the server's store and brings its schema up to date; nodes opening it together migrate once.
 * Rejects with a message naming host:port (never the password) when it cannot connect.
 */
export async function openPostgresStore(
  url: string,
  options: PostgresStoreOptions,
): Promise<Store> {
  // An empty name would be one every misconfigured node shares, each taking the others' temps.
  if (!options.node) throw new Error("openPostgresStore needs this node's name (options.node)");
  const pool = new pg.Pool({
    connectionString: url,
    // Modest: several nodes share the engine's connection limit (100 by default).
    max: 10,
    connectionTimeoutMillis: 10_000,
    // Every commit on disk before it returns (PostgreSQL's default, said out loud so a
    // database-level setting cannot turn it off): a tus upload's `placing` must be durable
    // before the placing starts.
    options: '-c synchronous_commit=on',
  });
  // An idle connection dies when the engine restarts; the pool drops it and the next query
  // opens a fresh one. Without a listener the error would end the process.
  pool.on('error', () => {});
  const client = await pool.connect().catch(async (error: unknown) => {
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot connect to PostgreSQL at ${where(url)}: ${reason}`);
  });
  try {
    await migrate(client);
  } catch (error) {
    client.release(true);
    await pool.end();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot migrate PostgreSQL at ${where(url)}: ${reason}`);
  }
  client.release();
  return {
    users: answeringUnavailable(createUserRepository(pool)),
    settings: answeringUnavailable(createSettingsRepository(pool)),
    shares: answeringUnavailable(createShareRepository(pool)),
    temps: answeringUnavailable(createTempJournal(pool, options.node)),
    tusUploads: answeringUnavailable(createTusUploadRepository(pool)),
    close: () => pool.end(),
  };
}
