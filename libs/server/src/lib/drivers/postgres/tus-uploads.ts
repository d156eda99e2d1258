import type pg from 'pg';
import type { TusUploadRepository } from '../../ports/store';
import type { TusUploadRow } from '../sql-rows/rows';
import { tusUploadRecordOf } from '../sql-rows/rows';
import { canBeText } from './values';

/**
 * The PostgreSQL tus upload repository (table `tus_uploads`, see migrations). Each statement
 * commits on its own, and a commit is on disk when it returns (`synchronous_commit` on, as
 * PostgreSQL ships), as the port asks.
 */
export function createTusUploadRepository(pool: pg.Pool): TusUploadRepository {
  const rows = async (sql: string, values: unknown[] = []) =>
    (await pool.query<TusUploadRow>(sql, values)).rows.map(tusUploadRecordOf);
  const changed = async (sql: string, values: unknown[]) =>
    ((await pool.query(sql, values)).rowCount ?? 0) > 0;
  // Ids are hashes the server derives, but they arrive in URLs: a NUL names no upload.
  return {
    put: async (upload) => {
      // Replaces the whole record, placing included, as SQLite's INSERT OR REPLACE does.
      await pool.query(
        `INSERT INTO tus_uploads
           (id, target, length, override, owner, placing_dev, placing_ino, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET target = excluded.target, length = excluded.length,
           override = excluded.override, owner = excluded.owner,
           placing_dev = excluded.placing_dev, placing_ino = excluded.placing_ino,
           recorded_at = excluded.recorded_at`,
        [
          upload.id,
          upload.target,
          upload.length,
          upload.override,
          upload.owner ?? null,
          upload.placing?.dev ?? null,
          upload.placing?.ino ?? null,
          upload.recordedAt,
        ],
      );
    },
    get: async (id) =>
      canBeText(id) ? (await rows('SELECT * FROM tus_uploads WHERE id = $1', [id]))[0] : undefined,
    setPlacing: async (id, file) =>
      canBeText(id) &&
      changed('UPDATE tus_uploads SET placing_dev = $1, placing_ino = $2 WHERE id = $3', [
        file.dev,
        file.ino,
        id,
      ]),
    delete: async (id) => canBeText(id) && changed('DELETE FROM tus_uploads WHERE id = $1', [id]),
    list: () => rows('SELECT * FROM tus_uploads ORDER BY id'),
    count: async () => {
      const { rows: counted } = await pool.query<{ n: string }>(
        'SELECT count(*) AS n FROM tus_uploads',
      );
      return Number(counted[0]?.n ?? 0);
    },
  };
}
