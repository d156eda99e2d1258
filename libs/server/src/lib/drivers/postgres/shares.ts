import type pg from 'pg';
import { sep } from 'node:path';
import type { ShareRepository } from '../../ports/store';
import type { ShareRow } from '../sql-rows/rows';
import { shareRecordOf } from '../sql-rows/rows';
import { canBeRowId, canBeText } from './values';

const COLUMNS = 'hash, path, user_id, expire, password_hash, token, real, target_id';

/** The PostgreSQL share repository (table `shares`, see migrations). */
export function createShareRepository(pool: pg.Pool): ShareRepository {
  const rows = async (sql: string, values: unknown[] = []) =>
    (await pool.query<ShareRow>(sql, values)).rows.map(shareRecordOf);
  const changed = async (sql: string, values: unknown[]) =>
    (await pool.query(sql, values)).rowCount ?? 0;
  return {
    create: async (share) => {
      await pool.query(`INSERT INTO shares (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        share.hash,
        share.path,
        share.userId,
        share.expire,
        share.passwordHash,
        share.token,
        share.real,
        share.targetId,
      ]);
    },
    get: async (hash) =>
      canBeText(hash)
        ? (await rows(`SELECT ${COLUMNS} FROM shares WHERE hash = $1`, [hash]))[0]
        : undefined,
    list: () => rows(`SELECT ${COLUMNS} FROM shares ORDER BY user_id, expire, seq`),
    listByUser: async (userId) =>
      !canBeRowId(userId)
        ? []
        : rows(`SELECT ${COLUMNS} FROM shares WHERE user_id = $1 ORDER BY expire, seq`, [userId]),
    delete: async (hash) =>
      canBeText(hash) && (await changed('DELETE FROM shares WHERE hash = $1', [hash])) > 0,
    // starts_with compares literally: no LIKE wildcards to escape.
    deleteUnder: (real) => {
      const below = real.endsWith(sep) ? real : real + sep;
      return changed('DELETE FROM shares WHERE real = $1 OR starts_with(real, $2)', [real, below]);
    },
    deleteExpired: async (now) => {
      await pool.query('DELETE FROM shares WHERE expire > 0 AND expire <= $1', [now]);
    },
  };
}
