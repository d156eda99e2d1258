import type Database from 'better-sqlite3';
import type { TusUploadRepository } from '../../ports/store';
import type { TusUploadRow } from '../sql-rows/rows';
import { tusUploadRecordOf } from '../sql-rows/rows';
import { promised } from './promised';

/**
 * The SQLite tus upload repository (table `tus_uploads`, see migrations). `openSqliteStore`
 * sets `synchronous = FULL`, so each statement's commit is on disk when it returns, as the
 * port asks.
 */
export function createTusUploadRepository(db: Database.Database): TusUploadRepository {
  const upsert = db.prepare(
    `INSERT OR REPLACE INTO tus_uploads
       (id, target, length, override, owner, placing_dev, placing_ino, recorded_at)
     VALUES (@id, @target, @length, @override, @owner, @placing_dev, @placing_ino, @recorded_at)`,
  );
  const byId = db.prepare<[string], TusUploadRow>('SELECT * FROM tus_uploads WHERE id = ?');
  const placing = db.prepare<[string, string, string]>(
    'UPDATE tus_uploads SET placing_dev = ?, placing_ino = ? WHERE id = ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM tus_uploads WHERE id = ?');
  const all = db.prepare<[], TusUploadRow>('SELECT * FROM tus_uploads ORDER BY id');
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM tus_uploads');
  return promised<TusUploadRepository>({
    put: (upload) => {
      upsert.run({
        id: upload.id,
        target: upload.target,
        length: upload.length,
        override: upload.override ? 1 : 0,
        owner: upload.owner ?? null,
        placing_dev: upload.placing?.dev ?? null,
        placing_ino: upload.placing?.ino ?? null,
        recorded_at: upload.recordedAt,
      });
    },
    get: (id) => {
      const row = byId.get(id);
      return row && tusUploadRecordOf(row);
    },
    setPlacing: (id, file) => placing.run(file.dev, file.ino, id).changes > 0,
    delete: (id) => remove.run(id).changes > 0,
    list: () => all.all().map(tusUploadRecordOf),
    count: () => count.get()?.n ?? 0,
  });
}
