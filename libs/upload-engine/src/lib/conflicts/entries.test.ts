import { describe, expect, it } from 'vitest';
import { applyConflictChoices, findUploadConflicts } from './conflicts';
import type { EntryLike } from './entries';
import { joinEntryPath, scanEntries, toUploadEntries } from './entries';

/** A dropped file or folder whose reader hands out its children in the given batches. */
function fileEntry(name: string, content = 'x'): EntryLike {
  return {
    name,
    isDirectory: false,
    file: (success) => {
      success(new File([content], name, { type: 'text/plain' }));
    },
  };
}
function folderEntry(name: string, batches: EntryLike[][]): EntryLike {
  return {
    name,
    isDirectory: true,
    createReader() {
      const queue = [...batches, []];
      return {
        readEntries: (success) => {
          success(queue.shift() ?? []);
        },
      };
    },
  };
}

describe('scanEntries', () => {
  it('puts exactly one slash between folder and file in every batch', async () => {
    const folder = folderEntry('TestFolder', [
      [fileEntry('file1.xlsx'), fileEntry('file2.xlsx')],
      [fileEntry('file3.xlsx')],
      [folderEntry('sub', [[fileEntry('deep.txt')]])],
    ]);
    const items = await scanEntries([folder]);
    expect(items.map((item) => item.fullPath)).toEqual([
      'TestFolder',
      'TestFolder/file1.xlsx',
      'TestFolder/file2.xlsx',
      'TestFolder/file3.xlsx',
      'TestFolder/sub',
      'TestFolder/sub/deep.txt',
    ]);
    expect(items.every((item) => !item.fullPath?.includes('//'))).toBe(true);
    expect(items[0]).toMatchObject({ isDir: true, size: 0 });
  });

  it('handles a single batch (upstream regression case)', async () => {
    const items = await scanEntries([folderEntry('TestFolder', [[fileEntry('file1.xlsx')]])]);
    expect(items.map((item) => item.fullPath)).toEqual(['TestFolder', 'TestFolder/file1.xlsx']);
  });

  it('joins with one slash whatever the sides carry', () => {
    expect(joinEntryPath('a/', '/b')).toBe('a/b');
    expect(joinEntryPath('a//', 'b')).toBe('a/b');
    expect(joinEntryPath('', '/b')).toBe('b');
  });
});

describe('toUploadEntries', () => {
  it('builds raw destination paths, folder slashes, types and overwrite flags', () => {
    const entries = toUploadEntries(
      '/dest',
      [
        { name: 'photos', fullPath: 'photos', isDir: true },
        {
          name: 'a #1.txt',
          fullPath: 'photos/a #1.txt',
          file: new Blob(['x'], { type: 'text/plain' }),
        },
        { name: 'clip.mp4', file: new Blob([], { type: 'video/mp4' }), overwrite: true },
        { name: 'doc.pdf', file: new Blob([], { type: 'application/pdf' }) },
      ],
      false,
    );
    expect(entries.map((entry) => [entry.path, entry.type, entry.overwrite])).toEqual([
      ['/dest/photos/', 'dir', false],
      ['/dest/photos/a #1.txt', 'text', false],
      ['/dest/clip.mp4', 'video', true],
      ['/dest/doc.pdf', 'blob', false],
    ]);
    expect(toUploadEntries('/', [{ name: 'x' }], true)[0]).toMatchObject({
      path: '/x',
      overwrite: true,
    });
  });

  it('resolves a drop end to end: only the replaced file overwrites, a skipped one is gone', () => {
    const dropped = [
      { name: 'clash.txt', file: new File(['new'], 'clash.txt', { type: 'text/plain' }) },
      { name: 'sibling.txt', file: new File(['s'], 'sibling.txt', { type: 'text/plain' }) },
    ];
    const existing = [
      {
        path: '/d/clash.txt',
        name: 'clash.txt',
        size: 1,
        modified: '2025-01-01T00:00:00Z',
        isDir: false,
      },
    ];
    const conflicts = findUploadConflicts(dropped, '/d/', existing);

    const replaced = toUploadEntries('/d/', applyConflictChoices(dropped, conflicts));
    expect(replaced.map((entry) => [entry.path, entry.overwrite])).toEqual([
      ['/d/clash.txt', true],
      ['/d/sibling.txt', false],
    ]);

    const skipped = applyConflictChoices(
      dropped,
      conflicts.map((conflict) => ({ ...conflict, checked: ['dest' as const] })),
    );
    expect(toUploadEntries('/d/', skipped)).toEqual([
      {
        path: '/d/sibling.txt',
        name: 'sibling.txt',
        file: dropped[1]?.file,
        overwrite: false,
        type: 'text',
        isDir: false,
      },
    ]);
  });
});
