import Database from 'better-sqlite3';
import { migrate } from './migrations';
import { createUserRepository } from './users';
import { createShareRepository } from './shares';
import { createTusUploadRepository } from './tus-uploads';
import type { SettingsRepository, Store, TempJournal } from '../../ports/store';
import { createPrivateFile } from '../../host/host-files';
import { promised } from './promised';

function createSettingsRepository(db: Database.Database): SettingsRepository {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const write = db.prepare<[string, string]>(
    `INSERT INTO settings (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
  );
  return {
    // By hand rather than promised(): `get` is generic in its schema, which a mapped type drops.
    get: (key, schema) => {
      try {
        const row = read.get(key);
        return Promise.resolve(row ? schema.parse(JSON.parse(row.value)) : undefined);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    set: (key, value) => {
      try {
        write.run(key, JSON.stringify(value));
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}

function createTempJournal(db: Database.Database): TempJournal {
  const add = db.prepare<[string]>('INSERT OR IGNORE INTO temp_files (path) VALUES (?)');
  const remove = db.prepare<[string]>('DELETE FROM temp_files WHERE path = ?');
  const all = db.prepare<[], { path: string }>('SELECT path FROM temp_files');
  const clear = db.prepare('DELETE FROM temp_files');
  return promised<TempJournal>({
    add: (path) => {
      add.run(path);
    },
    remove: (path) => {
      remove.run(path);
    },
    takeAll: db.transaction(() => {
      const paths = all.all().map((row) => row.path);
      clear.run();
      return paths;
    }),
  });
}

/**
 * Creates the database file readable by its owner only (security-requirements K92): it holds
 * password hashes and the token signing key. SQLite gives its -wal and -shm files the same mode.
 */
function createDatabaseFile(file: string): void {
  createPrivateFile(file, true);
}

/**
 * Opens (creating if needed) the SQLite database at `file` and brings its schema up to date.
 * WAL mode lets readers run while a write commits.
 */
export function openSqliteStore(file: string): Store {
  createDatabaseFile(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // Every commit on disk before it returns (SQLite's default, said out loud): a tus upload's
  // `placing` must be durable before the placing starts.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return {
    users: createUserRepository(db),
    settings: createSettingsRepository(db),
    shares: createShareRepository(db),
    temps: createTempJournal(db),
    tusUploads: createTusUploadRepository(db),
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}
