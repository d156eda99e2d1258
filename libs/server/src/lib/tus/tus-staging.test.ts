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
import { localDisk } from '../drivers/local-disk/local-disk';

describe('TusStaging idle cleanup', () => {
  let base: string;
  let staging: TusStaging;

  beforeEach(async () => {
    base = mkdtempSync(join(tmpdir(), 'fb-tus-'));
    await makeStagingFolder(localDisk(), join(base, 'staging'));
    staging = TusStaging.open(localDisk(), join(base, 'staging'), 60);
  });
  afterEach(() => {
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
    expect(readdirSync(join(base, 'staging'))).toEqual([]);
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
    const part = join(base, 'staging', `${staging.idOf(target)}.part`);
    rmSync(part);
    symlinkSync(join(victim, 'keep.txt'), part);
    expect(await staging.sweep(Date.now() + 120_000)).toEqual([staging.idOf(target)]);
    expect(readFileSync(join(victim, 'keep.txt'), 'utf8')).toBe('keep');
    expect(readdirSync(join(base, 'staging'))).toEqual([]);
  });

  it('skips an upload a request is writing', async () => {
    const target = join(base, 'busy.bin');
    await staging.create(target, 10, false);
    const release = staging.lock(staging.idOf(target));
    expect(staging.lock(staging.idOf(target))).toBeUndefined();
    expect(await staging.sweep(Date.now() + 120_000)).toEqual([]);
    release?.();
    expect(await staging.sweep(Date.now() + 120_000)).toHaveLength(1);
  });
});
