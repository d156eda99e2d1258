import type Database from 'better-sqlite3';
import { sep } from 'node:path';
import type { ShareRepository } from '../../ports/store';
import type { ShareRow } from '../sql-rows/rows';
import { shareRecordOf } from '../sql-rows/rows';
import { promised } from './promised';

/** Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`. */
function likePrefix(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The SQLite share repository (table `shares`, see migrations). */
export function createShareRepository(db: Database.Database): ShareRepository {
  const insert = db.prepare(
    `INSERT INTO shares (hash, path, user_id, expire, password_hash, token, real, target_id)
     VALUES (@hash, @path, @user_id, @expire, @password_hash, @token, @real, @target_id)`,
  );
  const byHash = db.prepare<[string], ShareRow>('SELECT * FROM shares WHERE hash = ?');
  const all = db.prepare<[], ShareRow>('SELECT * FROM shares ORDER BY user_id, expire, rowid');
  const byUser = db.prepare<[number], ShareRow>(
    'SELECT * FROM shares WHERE user_id = ? ORDER BY expire, rowid',
  );
  const remove = db.prepare<[string]>('DELETE FROM shares WHERE hash = ?');
  const removeUnder = db.prepare<[string, string]>(
    `DELETE FROM shares WHERE real = ? OR real LIKE ? ESCAPE '\\'`,
  );
  const removeExpired = db.prepare<[number]>('DELETE FROM shares WHERE expire > 0 AND expire <= ?');
  return promised<ShareRepository>({
    create: (share) => {
      insert.run({
        hash: share.hash,
        path: share.path,
        user_id: share.userId,
        expire: share.expire,
        password_hash: share.passwordHash,
        token: share.token,
        real: share.real,
        target_id: share.targetId,
      });
    },
    get: (hash) => {
      const row = byHash.get(hash);
      return row && shareRecordOf(row);
    },
    list: () => all.all().map(shareRecordOf),
    listByUser: (userId) => byUser.all(userId).map(shareRecordOf),
    delete: (hash) => remove.run(hash).changes > 0,
    deleteUnder: (real) => {
      const below = real.endsWith(sep) ? real : real + sep;
      return removeUnder.run(real, `${likePrefix(below)}%`).changes;
    },
    deleteExpired: (now) => {
      removeExpired.run(now);
    },
  });
}
