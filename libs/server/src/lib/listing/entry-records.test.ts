import { mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntryRecords, STATS_TTL_MS } from './entry-records';
import { readFolderTable } from './folder-table';
import { Pacer } from './pacing';
import { localDisk } from '../drivers/local-disk/local-disk';

describe('EntryRecords', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'fb-records-'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(folder, { recursive: true, force: true });
  });

  const recordsOf = async () => {
    const table = await readFolderTable(
      localDisk(),
      folder,
      statSync(folder, { bigint: true }),
      new Pacer(),
    );
    const index = (name: string) => table.names.indexOf(name);
    return { records: new EntryRecords(table), index };
  };

  it('keeps what it read for the TTL, then reads the entry again', async () => {
    writeFileSync(join(folder, 'log.txt'), 'one');
    const { records, index } = await recordsOf();
    const log = [index('log.txt')];
    await records.take(log, new Pacer());
    expect(records.get(index('log.txt'))).toMatchObject({ size: 3, type: 'text' });
    // Written in place: the folder's times do not change, the record stands until the TTL.
    writeFileSync(join(folder, 'log.txt'), 'one two');
    await records.take(log, new Pacer());
    expect(records.get(index('log.txt'))?.size).toBe(3);
    const later = Date.now() + STATS_TTL_MS + 1;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await records.take(log, new Pacer());
    expect(records.get(index('log.txt'))?.size).toBe(7);
  });

  it('keeps what it read since a listing began for that listing, past the TTL', async () => {
    writeFileSync(join(folder, 'log.txt'), 'one');
    const { records, index } = await recordsOf();
    const log = [index('log.txt')];
    const began = Date.now();
    await records.take(log, new Pacer(), began);
    writeFileSync(join(folder, 'log.txt'), 'one two');
    const later = began + 2 * STATS_TTL_MS;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    // A long listing streams what its own pass read; a later one reads the entry again.
    await records.take(log, new Pacer(), began);
    expect(records.get(index('log.txt'))?.size).toBe(3);
    await records.take(log, new Pacer(), later);
    expect(records.get(index('log.txt'))?.size).toBe(7);
  });

  it('reads a header only when asked for the type, and leaves out what cannot be listed', async () => {
    writeFileSync(join(folder, 'notes'), 'plain words');
    writeFileSync(join(folder, 'blob.bin'), Buffer.from([0, 1, 2, 3, 0, 0]));
    symlinkSync(join(folder, 'nowhere'), join(folder, 'dangling'));
    const { records, index } = await recordsOf();
    await records.takeAll(new Pacer());
    // The name does not settle it: no type (and no item) until the header is read.
    expect(records.get(index('notes'))).toBeNull();
    await records.typeAll([index('notes'), index('blob.bin'), index('dangling')]);
    expect(records.get(index('notes'))).toMatchObject({ type: 'text', size: 11 });
    expect(records.get(index('blob.bin'))).toMatchObject({ type: 'blob' });
    expect(records.get(index('dangling'))).toMatchObject({ type: 'invalid_link', isSymlink: true });
  });

  it('shares one pass over every entry among concurrent callers', async () => {
    for (let i = 0; i < 50; i++) writeFileSync(join(folder, `f${String(i)}.txt`), 'x');
    const { records } = await recordsOf();
    const first = records.takeAll(new Pacer());
    expect(records.takeAll(new Pacer())).toBe(first);
    await first;
    const version = records.version;
    expect(version).toBeGreaterThan(0);
    // Within the TTL nothing is read again, and the version of size/date orders holds.
    await records.takeAll(new Pacer());
    expect(records.version).toBe(version);
  });
});
