import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnFiles } from './own-files';
import { walkTree } from './walk';
import { localDisk } from '../drivers/local-disk/local-disk';

describe('walkTree', () => {
  let base: string;
  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'fb-walk-'));
    mkdirSync(join(base, 'a/deep'), { recursive: true });
    mkdirSync(join(base, 'skip/me'), { recursive: true });
    writeFileSync(join(base, 'a/deep/file.txt'), 'x');
    writeFileSync(join(base, 'top.txt'), 'x');
    symlinkSync(base, join(base, 'a/loop'));
  });
  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  async function paths(options: Parameters<typeof walkTree>[2] = {}) {
    const seen: string[] = [];
    for await (const entry of walkTree(
      { storage: localDisk(), ownFiles: new OwnFiles() },
      { virtualPath: '/', location: base },
      options,
    )) {
      seen.push(entry.virtualPath);
    }
    return seen.sort();
  }

  it('reports every entry once and does not follow links (no loop)', async () => {
    expect(await paths()).toEqual([
      '/a',
      '/a/deep',
      '/a/deep/file.txt',
      '/a/loop',
      '/skip',
      '/skip/me',
      '/top.txt',
    ]);
  });

  it('visits pre-order, in name order when asked', async () => {
    const seen: string[] = [];
    for await (const entry of walkTree(
      { storage: localDisk(), ownFiles: new OwnFiles() },
      { virtualPath: '/', location: base },
      { sorted: true },
    )) {
      seen.push(entry.virtualPath);
    }
    expect(seen).toEqual([
      '/a',
      '/a/deep',
      '/a/deep/file.txt',
      '/a/loop',
      '/skip',
      '/skip/me',
      '/top.txt',
    ]);
  });

  it('skips excluded folders with everything below them', async () => {
    const seen = await paths({ include: (entry) => entry.virtualPath !== '/skip' });
    expect(seen).not.toContain('/skip/me');
    expect(seen).toContain('/a/deep/file.txt');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await paths({ signal: controller.signal })).toEqual([]);
  });
});
