import { describe, expect, it } from 'vitest';
import type { ConflictCandidate, ExistingEntry } from './conflicts';
import { applyConflictChoices, checkUploadConflicts, findUploadConflicts } from './conflicts';

const file = (path: string, size = 10): ExistingEntry => ({
  path,
  name: path.split(/[\\/]/).pop() ?? '',
  size,
  modified: '2025-01-02T03:04:05Z',
  isDir: false,
});
const dir = (path: string): ExistingEntry => ({ ...file(path, 4096), isDir: true });
const names = (conflicts: { index: number }[]) => conflicts.map((conflict) => conflict.index);

describe('findUploadConflicts', () => {
  it('matches top-level names and reports both sides', () => {
    const conflicts = findUploadConflicts(
      [{ name: 'a.txt', size: 20, lastModified: 5 }, { name: 'new.txt' }],
      '/docs/',
      [file('/docs/a.txt', 10), file('/docs/other.txt')],
    );
    expect(conflicts).toEqual([
      {
        index: 0,
        name: '/docs/a.txt',
        origin: { lastModified: 5, size: 20 },
        dest: { lastModified: Date.parse('2025-01-02T03:04:05Z'), size: 10 },
        checked: ['origin'],
        isSmallerOnServer: true,
      },
    ]);
  });

  it('keys on raw names: spaces, # and accents match, encoded forms do not', () => {
    const existing = [file('/d/my file #1 é.txt'), file('/d/plain.txt')];
    const candidates = [{ name: 'my file #1 é.txt' }, { name: 'my%20file%20%231%20%C3%A9.txt' }];
    expect(names(findUploadConflicts(candidates, '/d/', existing))).toEqual([0]);
  });

  it('has no false positives', () => {
    expect(
      findUploadConflicts([{ name: 'b.txt' }, { name: 'a.txt.bak' }], '/', [file('/a.txt')]),
    ).toEqual([]);
  });

  it('finds nested conflicts of a dropped folder, with or without its folder entries', () => {
    const existing = [
      dir('/dest/photos'),
      file('/dest/photos/2024/a.jpg'),
      file('/dest/photos/b.jpg'),
    ];
    const withDirs: ConflictCandidate[] = [
      { name: 'photos', fullPath: 'photos', isDir: true },
      { name: '2024', fullPath: 'photos/2024', isDir: true },
      { name: 'a.jpg', fullPath: 'photos/2024/a.jpg' },
      { name: 'c.jpg', fullPath: 'photos/c.jpg' },
    ];
    expect(names(findUploadConflicts(withDirs, '/dest/', existing))).toEqual([2]);
    const filesOnly = withDirs.filter((candidate) => !candidate.isDir);
    expect(names(findUploadConflicts(filesOnly, '/dest', existing))).toEqual([0]);
  });

  it('merges into existing folders instead of reporting them', () => {
    expect(
      findUploadConflicts([{ name: 'photos', fullPath: 'photos', isDir: true }], '/', [
        dir('/photos'),
      ]),
    ).toEqual([]);
    expect(findUploadConflicts([{ name: 'photos' }], '/', [dir('/photos')])).toEqual([]);
  });

  it('treats Windows backslashes as slashes, flat and nested', () => {
    const existing = [file('\\dest\\a.txt'), file('\\dest\\sub\\b.txt')];
    const candidates = [{ name: 'a.txt' }, { name: 'b.txt', fullPath: 'sub\\b.txt' }];
    expect(names(findUploadConflicts(candidates, '/dest/', existing))).toEqual([0, 1]);
  });

  it('decodes a percent-encoded destination, with forward or back slashes', () => {
    const existing = [file('/My SubDir/a.txt')];
    expect(names(findUploadConflicts([{ name: 'a.txt' }], '/My%20SubDir/', existing))).toEqual([0]);
    expect(names(findUploadConflicts([{ name: 'a.txt' }], '\\My%20SubDir', existing))).toEqual([0]);
  });

  it('leaves malformed percent sequences as they are', () => {
    const existing = [file('/100%/a.txt')];
    expect(names(findUploadConflicts([{ name: 'a.txt' }], '/100%/', existing))).toEqual([0]);
  });

  it('never matches files of a sibling folder with a similar prefix', () => {
    const existing = [file('/dest2/a.txt'), file('/destination/a.txt')];
    expect(findUploadConflicts([{ name: 'a.txt' }], '/dest/', existing)).toEqual([]);
  });

  it('strips leading slashes and doubled slashes never hide a conflict', () => {
    expect(
      names(findUploadConflicts([{ name: 'a.txt', fullPath: '/a.txt' }], '//', [file('/a.txt')])),
    ).toEqual([0]);
  });
});

describe('checkUploadConflicts', () => {
  function client(listing: ExistingEntry[], recursive: ExistingEntry[], fail = false) {
    const calls: string[] = [];
    return {
      calls,
      getResource(path: string) {
        calls.push(`listing ${path}`);
        if (fail) return Promise.reject(new Error('404 Not Found'));
        return Promise.resolve({
          path,
          name: '',
          size: 0,
          extension: '',
          modified: '',
          mode: 0,
          isDir: true,
          isSymlink: false,
          type: '',
          items: listing,
          numDirs: 0,
          numFiles: 0,
          sorting: { by: 'name', asc: false },
        } as never);
      },
      listRecursive(path: string) {
        calls.push(`recursive ${path}`);
        return fail ? Promise.reject(new Error('404 Not Found')) : Promise.resolve(recursive);
      },
    };
  }

  it('uses the plain listing for flat uploads and the recursive one for folders', async () => {
    const api = client([file('/d/a.txt')], [file('/d/sub/a.txt')]);
    expect(names(await checkUploadConflicts(api, [{ name: 'a.txt' }], '/d/'))).toEqual([0]);
    expect(
      names(await checkUploadConflicts(api, [{ name: 'a.txt', fullPath: 'sub/a.txt' }], '/d/')),
    ).toEqual([0]);
    expect(api.calls).toEqual(['listing /d/', 'recursive /d/']);
  });

  it('finds no conflicts when the destination cannot be read (it does not exist yet)', async () => {
    const api = client([], [], true);
    expect(await checkUploadConflicts(api, [{ name: 'a.txt' }], '/missing/')).toEqual([]);
  });
});

describe('applyConflictChoices (overwrite flags)', () => {
  const candidates = [
    { name: 'clash.txt', overwrite: false },
    { name: 'sibling.txt', overwrite: false },
  ];
  const conflict = (checked: ('origin' | 'dest')[]) => ({
    index: 0,
    name: '/clash.txt',
    origin: { lastModified: 1, size: 1 },
    dest: { lastModified: 1, size: 1 },
    checked,
    isSmallerOnServer: false,
  });

  it('Replace (origin only) sets overwrite on the conflicting item alone', () => {
    expect(applyConflictChoices(candidates, [conflict(['origin'])])).toEqual([
      { name: 'clash.txt', overwrite: true },
      { name: 'sibling.txt', overwrite: false },
    ]);
  });

  it('keeping both leaves overwrite off (the server answers 409)', () => {
    expect(applyConflictChoices(candidates, [conflict(['origin', 'dest'])])).toEqual(candidates);
  });

  it('Skip (dest only or nothing) removes only the conflicting item', () => {
    expect(applyConflictChoices(candidates, [conflict(['dest'])])).toEqual([candidates[1]]);
    expect(applyConflictChoices(candidates, [conflict([])])).toEqual([candidates[1]]);
  });

  it('applies several answers from last to first so indexes stay right', () => {
    const many = ['a', 'b', 'c', 'd'].map((name) => ({ name, overwrite: false }));
    const result = applyConflictChoices(many, [
      { ...conflict(['dest']), index: 1 },
      { ...conflict(['origin']), index: 2 },
      { ...conflict([]), index: 3 },
    ]);
    expect(result).toEqual([
      { name: 'a', overwrite: false },
      { name: 'c', overwrite: true },
    ]);
  });
});
