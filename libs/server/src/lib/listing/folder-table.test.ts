import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Kind, readFolderTable } from './folder-table';
import { Pacer } from './pacing';
import { localDisk } from '../drivers/local-disk/local-disk';

describe('readFolderTable', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'fb-folder-table-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('reads the same table in one call and in batches (huge folders)', async () => {
    for (let i = 0; i < 5000; i++) writeFileSync(join(folder, `f${String(i)}.txt`), '');
    mkdirSync(join(folder, 'subs'));
    writeFileSync(join(folder, 'movie.srt'), '');
    symlinkSync(join(folder, 'subs'), join(folder, 'to-subs'));
    symlinkSync(join(folder, 'missing'), join(folder, 'broken'));
    const stats = statSync(folder, { bigint: true });
    const whole = await readFolderTable(localDisk(), folder, stats, new Pacer());
    const batched = await readFolderTable(localDisk(), folder, stats, new Pacer(), 0n);
    const entries = (table: typeof whole) =>
      table.names.map((name, index) => [name, table.kinds[index]]).sort();
    expect(entries(batched)).toEqual(entries(whole));
    expect(entries(whole)).toHaveLength(5004);
    const kindOf = (name: string) => batched.kinds[batched.names.indexOf(name)];
    expect([kindOf('subs'), kindOf('to-subs'), kindOf('f1.txt')]).toEqual([
      Kind.Dir,
      Kind.Dir,
      Kind.File,
    ]);
    expect(batched.subtitleEntries.map((entry) => entry.name).sort()).toEqual([
      'movie.srt',
      'subs',
    ]);
    expect(batched.links.get(batched.names.indexOf('broken'))?.real).toBeNull();
  });
});
