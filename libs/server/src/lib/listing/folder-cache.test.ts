import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderCache } from './folder-cache';
import { Pacer } from './pacing';
import { localDisk } from '../drivers/local-disk/local-disk';

describe('FolderCache', () => {
  let folder: string;
  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'fb-folder-cache-'));
    writeFileSync(join(folder, 'a.txt'), 'a');
    // Past the settle time: a table read now is trusted while the folder's times hold.
    await new Promise((resolve) => setTimeout(resolve, 1100));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const ask = (cache: FolderCache) =>
    cache.folder(localDisk(), folder, statSync(folder, { bigint: true }), new Pacer());

  it('reads a folder once for concurrent requests and keeps it', async () => {
    const cache = new FolderCache();
    const [first, second] = await Promise.all([ask(cache), ask(cache)]);
    expect(second).toBe(first);
    expect(await ask(cache)).toBe(first);
  });

  it('does not keep a read that a write touched while it ran', async () => {
    const cache = new FolderCache();
    const reading = ask(cache);
    cache.invalidate(folder);
    const spoiled = await reading;
    expect(spoiled.table.names).toEqual(['a.txt']);
    const next = await ask(cache);
    expect(next).not.toBe(spoiled);
    expect(await ask(cache)).toBe(next);
  });
});
