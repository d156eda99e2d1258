import Database from 'better-sqlite3';
import { migrate } from './migrations';
import type { NewUser, SettingsRepository, Store, UserRecord, UserRepository } from './types';

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  scope: string;
  profile: string;
  session_epoch: number;
}

type Profile = Omit<UserRecord, 'id' | 'username' | 'passwordHash' | 'scope' | 'sessionEpoch'>;

function toRecord(row: UserRow): UserRecord {
  const profile = JSON.parse(row.profile) as Profile;
  return {
    ...profile,
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    scope: row.scope,
    sessionEpoch: row.session_epoch,
  };
}

function profileOf(user: NewUser): Profile {
  const { username: _u, passwordHash: _p, scope: _s, ...profile } = user;
  return profile;
}

function createUserRepository(db: Database.Database): UserRepository {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const insert = db.prepare<[string, string, string, string], UserRow>(
    `INSERT INTO users (username, password_hash, scope, profile) VALUES (?, ?, ?, ?) RETURNING *`,
  );
  return {
    count: () => count.get()?.n ?? 0,
    getById: (id) => {
      const row = byId.get(id);
      return row && toRecord(row);
    },
    getByUsername: (username) => {
      const row = byName.get(username);
      return row && toRecord(row);
    },
    create: (user) => {
      const row = insert.get(
        user.username,
        user.passwordHash,
        user.scope,
        JSON.stringify(profileOf(user)),
      );
      if (!row) throw new Error('insert returned no row');
      return toRecord(row);
    },
  };
}

function createSettingsRepository(db: Database.Database): SettingsRepository {
  const read = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const write = db.prepare<[string, string]>(
    `INSERT INTO settings (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
  );
  return {
    get: (key, schema) => {
      const row = read.get(key);
      return row ? schema.parse(JSON.parse(row.value)) : undefined;
    },
    set: (key, value) => {
      write.run(key, JSON.stringify(value));
    },
  };
}

/**
 * Opens (creating if needed) the SQLite database at `file` and brings its schema up to date.
 * WAL mode lets readers run while a write commits.
 */
export function openSqliteStore(file: string): Store {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return {
    users: createUserRepository(db),
    settings: createSettingsRepository(db),
    close: () => {
      db.close();
    },
  };
}
