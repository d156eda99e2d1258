import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TusStaging, makeStagingFolder } from './tus-staging';
import { importLegacySidecars } from './legacy-sidecars';
import { localDisk } from '../drivers/local-disk/local-disk';
import { openSqliteStore } from '../drivers/sqlite/sqlite-store';
import { inProcessCoordination } from '../drivers/in-process/in-process-coordination';
import type { Store } from '../ports/store';

describe('TusStaging idle cleanup', () => {
  let base: string;
  let dir: string;
  let store: Store;
  let staging: TusStaging;

  beforeEach(async () => {
    base = mkdtempSync(join(tmpdir(), 'fb-tus-'));
    dir = join(base, 'staging');
    await makeStagingFolder(localDisk(), dir);
    store = openSqliteStore(join(base, 'fb.db'));
    staging = new TusStaging({
      storage: localDisk(),
      uploads: store.tusUploads,
      locks: inProcessCoordination().locks,
      dir,
      idleSeconds: 60,
    });
  });
  afterEach(async () => {
    await store.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('removes only uploads idle past the limit, by id, never the target', async () => {
    const target = join(base, 'served', 'file.bin');
    writeFileSync(join(base, 'served-file-stays'), 'x');
    await staging.create(target, 10, false);
    const now = Date.now();
    expect(await staging.sweep(now + 30_000)).toEqual([]);
    expect((await staging.find(target))?.length).toBe(10);
    expect(await staging.sweep(now + 120_000)).toEqual([staging.idOf(target)]);
    expect(readdirSync(dir)).toEqual([]);
    expect(await store.tusUploads.list()).toEqual([]);
    expect(await staging.find(target)).toBeUndefined();
    expect(existsSync(join(base, 'served-file-stays'))).toBe(true);
  });

  it('evicts by id inside the staging folder, never through a swapped-in link (K15)', async () => {
    const victim = join(base, 'victim');
    mkdirSync(victim);
    writeFileSync(join(victim, 'keep.txt'), 'keep');
    // The target path becomes a link to someone else's folder while the upload is idle.
    const target = join(base, 'served', 'upload.bin');
    await staging.create(target, 10, false);
    mkdirSync(join(base, 'served'));
    symlinkSync(victim, target);
    // Even the part file itself swapped for a link only loses the link.
    const part = join(dir, `${staging.idOf(target)}.part`);
    rmSync(part);
    symlinkSync(join(victim, 'keep.txt'), part);
    expect(await staging.sweep(Date.now() + 120_000)).toEqual([staging.idOf(target)]);
    expect(readFileSync(join(victim, 'keep.txt'), 'utf8')).toBe('keep');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('skips an upload a request is writing', async () => {
    const target = join(base, 'busy.bin');
    await staging.create(target, 10, false);
    const release = await staging.lock(staging.idOf(target));
    expect(await staging.lock(staging.idOf(target))).toBeUndefined();
    expect(await staging.sweep(Date.now() + 120_000)).toEqual([]);
    release?.();
    expect(await staging.sweep(Date.now() + 120_000)).toHaveLength(1);
  });

  it('removes a part left without a record, and a record left without a part, once idle', async () => {
    // What a crash between writing the part and the record (or removing them) leaves.
    const orphanPart = 'a'.repeat(40);
    writeFileSync(join(dir, `${orphanPart}.part`), 'bytes');
    writeFileSync(join(dir, 'not-an-upload.txt'), 'left alone');
    const target = join(base, 'no-part.bin');
    await staging.create(target, 10, false);
    rmSync(join(dir, `${staging.idOf(target)}.part`));
    expect(await staging.find(target)).toBeUndefined();
    expect(await staging.sweep(Date.now())).toEqual([]);
    expect((await staging.sweep(Date.now() + 120_000)).sort()).toEqual(
      [orphanPart, staging.idOf(target)].sort(),
    );
    expect(readdirSync(dir)).toEqual(['not-an-upload.txt']);
    expect(await store.tusUploads.list()).toEqual([]);
  });

  it('imports the sidecars an older server wrote, and drops the ones it could not read', async () => {
    const target = join(base, 'served', 'legacy.bin');
    const id = staging.idOf(target);
    writeFileSync(join(dir, `${id}.part`), 'seven b');
    const sidecar = { target, length: 12, override: true, owner: 3 };
    writeFileSync(join(dir, `${id}.json`), JSON.stringify(sidecar));
    writeFileSync(join(dir, `${'b'.repeat(40)}.json`), '{"torn');
    writeFileSync(join(dir, `${'c'.repeat(40)}.json.tmp`), '{}');
    expect(await importLegacySidecars(localDisk(), dir, store.tusUploads)).toEqual([id]);
    expect(readdirSync(dir)).toEqual([`${id}.part`]);
    expect(await staging.find(target)).toEqual({
      id,
      ...sidecar,
      placing: undefined,
      offset: 7,
      placed: false,
    });
    expect((await store.tusUploads.get(id))?.recordedAt).toBeGreaterThan(Date.now() - 60_000);
  });
});
