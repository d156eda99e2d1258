import type Database from 'better-sqlite3';

/**
 * Versioned schema changes, applied in order at start-up. Never edit a migration that has
 * shipped: append a new one. `PRAGMA user_version` records how many have run.
 */
const migrations: readonly string[] = [
  `CREATE TABLE settings (
     key   TEXT PRIMARY KEY,
     value TEXT NOT NULL
   );
   CREATE TABLE users (
     id            INTEGER PRIMARY KEY AUTOINCREMENT,
     username      TEXT    NOT NULL UNIQUE,
     password_hash TEXT    NOT NULL,
     scope         TEXT    NOT NULL,
     profile       TEXT    NOT NULL,
     session_epoch INTEGER NOT NULL DEFAULT 0
   );`,
  `ALTER TABLE users ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;`,
  `CREATE TABLE shares (
     hash          TEXT    PRIMARY KEY,
     path          TEXT    NOT NULL,
     user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     expire        INTEGER NOT NULL,
     password_hash TEXT    NOT NULL,
     token         TEXT    NOT NULL,
     real          TEXT    NOT NULL,
     target_id     TEXT    NOT NULL
   );
   CREATE INDEX shares_user ON shares (user_id, expire);`,
  // Temp files being written beside their targets: what a killed server leaves behind is
  // removed at the next start (issue 17, crash consistency).
  `CREATE TABLE temp_files (path TEXT PRIMARY KEY);`,
  // The one renewal left to the token that changed its own user's password (issue 27): the
  // token's digest and until when (ms); cleared when used and by every epoch bump.
  `ALTER TABLE users ADD COLUMN renew_once_digest TEXT;
   ALTER TABLE users ADD COLUMN renew_once_until INTEGER NOT NULL DEFAULT 0;`,
  // tus uploads in progress, once a JSON sidecar beside each part file (issue 31); the part
  // files stay in the staging folder. No foreign key on the owner: an imported sidecar may
  // name a user deleted since, and the upload then simply idles out.
  `CREATE TABLE tus_uploads (
     id          TEXT    PRIMARY KEY,
     target      TEXT    NOT NULL,
     length      INTEGER NOT NULL,
     override    INTEGER NOT NULL,
     owner       INTEGER,
     placing_dev TEXT,
     placing_ino TEXT,
     recorded_at INTEGER NOT NULL
   );`,
];

/** Brings the database schema up to date inside one transaction. */
export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `database schema version ${current} is newer than this server understands (${migrations.length})`,
    );
  }
  const apply = db.transaction(() => {
    for (const sql of migrations.slice(current)) db.exec(sql);
    db.pragma(`user_version = ${migrations.length}`);
  });
  apply();
}
