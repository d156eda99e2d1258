import type pg from 'pg';
import { sep } from 'node:path';
import type { ShareRecord, ShareRepository } from '../../ports/store';
import { canBeRowId, canBeText } from './values';

interface ShareRow {
  hash: string;
  path: string;
  user_id: number;
  /** bigint: `pg` hands it over as a string. */
  expire: string;
  password_hash: string;
  token: string;
  real: string;
  target_id: string;
}

function toRecord(row: ShareRow): ShareRecord {
  return {
    hash: row.hash,
    path: row.path,
    userId: row.user_id,
    expire: Number(row.expire),
    passwordHash: row.password_hash,
    token: row.token,
    real: row.real,
    targetId: row.target_id,
  };
}

const COLUMNS = 'hash, path, user_id, expire, password_hash, token, real, target_id';

/** The PostgreSQL share repository (table `shares`, see migrations). */
export function createShareRepository(pool: pg.Pool): ShareRepository {
  const rows = async (sql: string, values: unknown[] = []) =>
    (await pool.query<ShareRow>(sql, values)).rows.map(toRecord);
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
