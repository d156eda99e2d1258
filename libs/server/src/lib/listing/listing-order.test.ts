import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDisk } from '../drivers/local-disk/local-disk';
import { EntryRecords } from './entry-records';
import type { CachedFolder, FolderView } from './folder-cache';
import { readFolderTable } from './folder-table';
import { orderOf } from './listing-order';
import { Pacer } from './pacing';

describe('orderOf', () => {
  let folder: string;
  let cached: CachedFolder;
  let view: FolderView;
  // Upstream's quirk (api-contract §2.4): for names `asc: false` is A→Z.
  const byName = { by: 'name', asc: false } as const;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'fb-listing-order-'));
    // Written in a shuffled order, so directory order is not the sorted one.
    for (let i = 0; i < 1500; i++) writeFileSync(join(folder, `f${String((i * 7919) % 1500)}`), '');
    const table = await readFolderTable(
      localDisk(),
      folder,
      statSync(folder, { bigint: true }),
      new Pacer(),
    );
    cached = { table, records: new EntryRecords(table), views: new Map() };
    view = {
      visible: Uint32Array.from(table.names.keys()),
      numDirs: 0,
      numFiles: table.names.length,
      orders: new Map(),
      firsts: new Map(),
    };
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const namesOf = (order: Uint32Array, count: number) =>
    [...order.subarray(0, count)].map((index) => cached.table.names[index]);

  it('keeps the first entries it picked for the next first page, and sorts once for more', async () => {
    const first = orderOf(cached, view, byName, 200, new Pacer());
    // A page load asking for its first page again, or for fewer, gets the same pick.
    expect(orderOf(cached, view, byName, 200, new Pacer())).toBe(first);
    expect(orderOf(cached, view, byName, 50, new Pacer())).toBe(first);
    const expected = Array.from({ length: 1500 }, (_, i) => `f${String(i)}`);
    expect(namesOf(await first, 200)).toEqual(expected.slice(0, 200));
    // More than was picked: picked again, further.
    const further = orderOf(cached, view, byName, 600, new Pacer());
    expect(further).not.toBe(first);
    expect(namesOf(await further, 600)).toEqual(expected.slice(0, 600));
    // Past what is picked: the whole order, kept, and the pick is dropped.
    const whole = orderOf(cached, view, byName, 1200, new Pacer());
    expect(namesOf(await whole, 1500)).toEqual(expected);
    expect(orderOf(cached, view, byName, 100, new Pacer())).toBe(whole);
    expect(view.firsts.size).toBe(0);
  });
});
