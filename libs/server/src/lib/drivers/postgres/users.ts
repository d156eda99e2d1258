import type pg from 'pg';
import type { NewUser, RenewOnce, UserRecord, UserRepository } from '../../ports/store';
import type { UserRow } from '../sql-rows/rows';
import { profileOf, userRecordOf } from '../sql-rows/rows';
import { StoreConflictError } from '../../ports/store';
import { canBeRowId, canBeText } from './values';
import { inTransaction } from './transaction';

/** The only unique value on `users` is the username (scopes are unique only on request). */
async function guarded<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new StoreConflictError('username');
    throw error;
  }
}

/** Any constant: the advisory lock that makes "is this home taken?" and the insert one step. */
const SCOPE_LOCK = 0x46_42_53_43_4f; // "FBSCO"

/**
 * Scopes compared as SQLite's `COLLATE NOCASE` does: only ASCII letters fold (`lower` under
 * the "C" collation folds nothing else), so `/users/É` and `/users/é` stay different homes.
 */
const SAME_SCOPE = 'lower(scope COLLATE "C") = lower($1::text COLLATE "C")';

/** The users table behind the UserRepository interface. */
export function createUserRepository(pool: pg.Pool): UserRepository {
  const one = async (sql: string, values: unknown[]): Promise<UserRecord | undefined> => {
    const row = (await pool.query<UserRow>(sql, values)).rows[0];
    return row && userRecordOf(row);
  };
  const insert = (client: pg.Pool | pg.ClientBase, user: NewUser) =>
    guarded(
      client.query<UserRow>(
        `INSERT INTO users (username, password_hash, scope, profile, updated_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [user.username, user.passwordHash, user.scope, profileOf(user), Date.now()],
      ),
    );
  const created = (result: pg.QueryResult<UserRow>): UserRecord => {
    const row = result.rows[0];
    if (!row) throw new Error('insert returned no row');
    return userRecordOf(row);
  };

  return {
    count: async () => {
      const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM users');
      return Number(rows[0]?.n ?? 0);
    },
    list: async () =>
      (await pool.query<UserRow>('SELECT * FROM users ORDER BY id')).rows.map(userRecordOf),
    getById: async (id) =>
      canBeRowId(id) ? one('SELECT * FROM users WHERE id = $1', [id]) : undefined,
    getByUsername: async (username) =>
      canBeText(username) ? one('SELECT * FROM users WHERE username = $1', [username]) : undefined,
    create: async (user, options) => {
      if (!options?.uniqueScope) return created(await insert(pool, user));
      // Serialised across every node on the database: two creates of the same home cannot
      // both find it free. The lock ends with the transaction.
      return inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [SCOPE_LOCK]);
        const taken = await client.query(`SELECT 1 FROM users WHERE ${SAME_SCOPE} LIMIT 1`, [
          user.scope,
        ]);
        if (taken.rowCount) throw new StoreConflictError('scope');
        return created(await insert(client, user));
      });
    },
    update: async (user) => {
      if (!canBeRowId(user.id)) throw new Error(`no user with id ${String(user.id)}`);
      const { rows } = await guarded(
        pool.query<UserRow>(
          `UPDATE users SET username = $1, password_hash = $2, scope = $3, profile = $4,
             updated_at = $5
           WHERE id = $6 RETURNING *`,
          [user.username, user.passwordHash, user.scope, profileOf(user), Date.now(), user.id],
        ),
      );
      const row = rows[0];
      if (!row) throw new Error(`no user with id ${String(user.id)}`);
      return userRecordOf(row);
    },
    bumpSessionEpoch: async (id, renewOnce?: RenewOnce) => {
      if (!canBeRowId(id)) return 0;
      const { rows } = await pool.query<{ session_epoch: number }>(
        `UPDATE users SET session_epoch = session_epoch + 1, renew_once_digest = $1,
           renew_once_until = $2
         WHERE id = $3 RETURNING session_epoch`,
        [renewOnce?.digest ?? null, renewOnce?.until ?? 0, id],
      );
      return rows[0]?.session_epoch ?? 0;
    },
    // One statement: of two racing renewals, the second finds the digest already cleared.
    takeRenewOnce: async (id, digest, now) => {
      if (!canBeRowId(id)) return false;
      const { rowCount } = await pool.query(
        `UPDATE users SET renew_once_digest = NULL, renew_once_until = 0
         WHERE id = $1 AND renew_once_digest = $2 AND renew_once_until > $3`,
        [id, digest, now],
      );
      return rowCount === 1;
    },
    delete: async (id) => {
      if (!canBeRowId(id)) return false;
      const { rowCount } = await pool.query('DELETE FROM users WHERE id = $1', [id]);
      return (rowCount ?? 0) > 0;
    },
  };
}
