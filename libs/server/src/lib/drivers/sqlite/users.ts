import type Database from 'better-sqlite3';
import type { NewUser, RenewOnce, UserRepository } from '../../ports/store';
import type { UserRow } from '../sql-rows/rows';
import { profileOf, userRecordOf } from '../sql-rows/rows';
import { StoreConflictError } from '../../ports/store';
import { promised } from './promised';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The users table behind the UserRepository interface. */
export function createUserRepository(db: Database.Database): UserRepository {
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY id');
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const byScope = db.prepare<[string], { id: number }>(
    'SELECT id FROM users WHERE scope = ? COLLATE NOCASE LIMIT 1',
  );
  const insert = db.prepare<[string, string, string, string, number], UserRow>(
    `INSERT INTO users (username, password_hash, scope, profile, updated_at)
     VALUES (?, ?, ?, ?, ?) RETURNING *`,
  );
  const write = db.prepare<[string, string, string, string, number, number], UserRow>(
    `UPDATE users SET username = ?, password_hash = ?, scope = ?, profile = ?, updated_at = ?
     WHERE id = ? RETURNING *`,
  );
  const bump = db.prepare<[string | null, number, number], { session_epoch: number }>(
    `UPDATE users SET session_epoch = session_epoch + 1, renew_once_digest = ?, renew_once_until = ?
     WHERE id = ? RETURNING session_epoch`,
  );
  const takeRenewOnce = db.prepare<[number, string, number]>(
    `UPDATE users SET renew_once_digest = NULL, renew_once_until = 0
     WHERE id = ? AND renew_once_digest = ? AND renew_once_until > ?`,
  );
  const remove = db.prepare<[number]>('DELETE FROM users WHERE id = ?');

  const guarded = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      if (isUniqueViolation(error)) throw new StoreConflictError('username');
      throw error;
    }
  };
  const createAtomically = db.transaction((user: NewUser, uniqueScope: boolean) => {
    if (uniqueScope && byScope.get(user.scope)) throw new StoreConflictError('scope');
    const row = guarded(() =>
      insert.get(user.username, user.passwordHash, user.scope, profileOf(user), Date.now()),
    );
    if (!row) throw new Error('insert returned no row');
    return userRecordOf(row);
  });

  return promised<UserRepository>({
    count: () => count.get()?.n ?? 0,
    list: () => all.all().map(userRecordOf),
    getById: (id) => {
      const row = byId.get(id);
      return row && userRecordOf(row);
    },
    getByUsername: (username) => {
      const row = byName.get(username);
      return row && userRecordOf(row);
    },
    create: (user, options) => createAtomically(user, options?.uniqueScope ?? false),
    update: (user) => {
      const row = guarded(() =>
        write.get(
          user.username,
          user.passwordHash,
          user.scope,
          profileOf(user),
          Date.now(),
          user.id,
        ),
      );
      if (!row) throw new Error(`no user with id ${String(user.id)}`);
      return userRecordOf(row);
    },
    bumpSessionEpoch: (id, renewOnce?: RenewOnce) =>
      bump.get(renewOnce?.digest ?? null, renewOnce?.until ?? 0, id)?.session_epoch ?? 0,
    takeRenewOnce: (id, digest, now) => takeRenewOnce.run(id, digest, now).changes === 1,
    delete: (id) => remove.run(id).changes > 0,
  });
}
