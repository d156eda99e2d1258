import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCaseInsensitive } from './case-probe';

describe('isCaseInsensitive', () => {
  it('reports a case-sensitive disk as such and leaves no probe file behind', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fb-case-'));
    expect(await isCaseInsensitive(root)).toBe(false);
    expect(readdirSync(root)).toEqual([]);
    rmSync(root, { recursive: true });
  });
});
