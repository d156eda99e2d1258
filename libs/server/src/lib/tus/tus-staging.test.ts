import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TusStaging } from './tus-staging';

describe('TusStaging idle cleanup', () => {
  let base: string;
  let staging: TusStaging;

  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'fb-tus-'));
    staging = TusStaging.open(join(base, 'staging'), 60);
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
