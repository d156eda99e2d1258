import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isCaseInsensitive } from './case-probe';
import { localDisk } from '../drivers/local-disk/local-disk';

describe('isCaseInsensitive', () => {
  it('reports a case-sensitive disk as such and leaves no probe file behind', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fb-case-'));
    // The probe file is journalled while it exists, so a kill -9 then leaves nothing after a
    // restart (the crash test's kill once landed on it).
    const calls: string[] = [];
    const journal = {
      add: (path: string) => {
        calls.push(`add ${path}`);
        return Promise.resolve();
      },
      remove: (path: string) => {
        calls.push(`remove ${path}`);
        return Promise.resolve();
      },
      takeAll: () => Promise.resolve([]),
    };
    expect(await isCaseInsensitive(localDisk(), root, journal)).toBe(false);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/^add .*\/\.fb-[0-9a-f]{16}\.tmp$/);
    expect(calls[1]).toBe(calls[0]?.replace(/^add /, 'remove '));
    expect(readdirSync(root)).toEqual([]);
    rmSync(root, { recursive: true });
  });
});
