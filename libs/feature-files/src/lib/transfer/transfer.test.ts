import type { FileInfo } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { conflictsOf, resolve, transferItems } from './transfer';

const item = (name: string, isDir = false): FileInfo => ({
  path: `/src/${name}`,
  name,
  size: 1,
  extension: '',
  modified: '2026-01-01T00:00:00Z',
  mode: 0,
  isDir,
  isSymlink: false,
  type: '',
});

describe('transfer rules (frontend-behaviour §6.9–6.10)', () => {
  it('targets the destination folder by name', () => {
    expect(transferItems([item('a.txt')], '/src/', '/dst')).toEqual([
      { from: '/src/a.txt', to: '/dst/a.txt', name: 'a.txt', rename: false, overwrite: false },
    ]);
  });

  it('copying into the same folder asks for a new name, so it never conflicts', () => {
    const items = transferItems([item('a.txt')], '/src/', '/src/');
    expect(items[0]?.rename).toBe(true);
    expect(conflictsOf(items, ['a.txt'])).toEqual([]);
  });

  it('reports same-named files and folders in the destination', () => {
    const items = transferItems(
      [item('a.txt'), item('docs', true), item('b.txt')],
      '/src/',
      '/dst/',
    );
    expect(conflictsOf(items, ['docs', 'a.txt', 'other']).map((each) => each.name)).toEqual([
      'a.txt',
      'docs',
    ]);
  });

  it('resolves only the conflicting items, by replacing or renaming', () => {
    const items = transferItems([item('a.txt'), item('b.txt')], '/src/', '/dst/');
    const conflicts = conflictsOf(items, ['a.txt']);
    expect(
      resolve(items, conflicts, 'replace').map((each) => [each.overwrite, each.rename]),
    ).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(
      resolve(items, conflicts, 'rename').map((each) => [each.overwrite, each.rename]),
    ).toEqual([
      [false, true],
      [false, false],
    ]);
  });
});
