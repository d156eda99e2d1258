import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../drivers/sqlite/sqlite-store';
import type { Store } from '../ports/store';
import { localDisk } from '../drivers/local-disk/local-disk';
import { tempBeside } from '../core/temp-names';

describe('temp files left by a crash (issue 17)', () => {
  let dir: string;
  let store: Store;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-temps-'));
    store = openSqliteStore(join(dir, 'fb.db'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a finished write leaves nothing in the journal', async () => {
    await localDisk().writeAtomically(join(dir, 'a.txt'), Buffer.from('a'), {
      journal: store.temps,
      replace: false,
    });
    expect(await store.temps.takeAll()).toEqual([]);
  });

  it('removes journalled temp files, and never a file whose name is not a temp name', async () => {
    const temp = tempBeside(join(dir, 'report.pdf'));
    const precious = join(dir, 'report.pdf');
    writeFileSync(temp, 'half');
    writeFileSync(precious, 'whole');
    await store.temps.add(temp);
    await store.temps.add(precious);

    expect(await localDisk().removeLeftoverTemps(store.temps)).toEqual([temp]);
    expect(existsSync(temp)).toBe(false);
    expect(existsSync(precious)).toBe(true);
    expect(await store.temps.takeAll()).toEqual([]);
  });
});
