import type { FileInfo, Sorting } from '@file-browser/api-contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareRowsFor, naturalCompare, naturalKey } from './sort';

/** Items in `sorting`'s order, as the listing orders its entries (`listing/listing-order.ts`). */
function sortItems(list: FileInfo[], sorting: Sorting): FileInfo[] {
  const compare = compareRowsFor(sorting);
  const row = (entry: FileInfo) => ({
    key: naturalKey(entry.name),
    name: entry.name,
    isDir: entry.isDir,
    size: entry.size,
    modified: Date.parse(entry.modified),
  });
  return list.slice().sort((a, b) => compare(row(a), row(b)));
}

function item(name: string, isDir: boolean, size: number, modified: string): FileInfo {
  return {
    name,
    isDir,
    size,
    modified,
    path: `/${name}`,
    extension: '',
    mode: 0,
    isSymlink: false,
    type: isDir ? '' : 'blob',
  };
}

const items = [
  item('file10.txt', false, 30, '2024-01-03T00:00:00Z'),
  item('File2.txt', false, 10, '2024-01-01T00:00:00Z'),
  item('zeta', true, 4096, '2024-01-02T00:00:00Z'),
  item('alpha', true, 4096, '2024-01-04T00:00:00Z'),
];
const names = (list: FileInfo[]) => list.map((entry) => entry.name);

describe('naturalCompare', () => {
  it('orders digit runs numerically and ignores case', () => {
    const sorted = ['a10', 'A2', 'a1', 'b'].sort(naturalCompare);
    expect(sorted).toEqual(['a1', 'A2', 'a10', 'b']);
  });

  // The listing picks a page's entries with naturalCompare and sorts whole folders by
  // naturalKey: both must give one order, or page boundaries would repeat or skip entries.
  it('orders exactly as naturalKey does, for any names', () => {
    const characters = Array.from('aAzZ09100._- ~éÉKİΣς');
    const name = fc
      .array(fc.constantFrom(...characters), { maxLength: 10 })
      .map((parts) => parts.join(''));
    const byKey = (a: string, b: string) => {
      const [x, y] = [naturalKey(a), naturalKey(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    };
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(Math.sign(naturalCompare(a, b))).toBe(byKey(a, b));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('compareRowsFor', () => {
  it('name with asc=false is folders first then A to Z (upstream inverts asc for names)', () => {
    expect(names(sortItems(items, { by: 'name', asc: false }))).toEqual([
      'alpha',
      'zeta',
      'File2.txt',
      'file10.txt',
    ]);
    expect(names(sortItems(items, { by: 'name', asc: true }))).toEqual([
      'zeta',
      'alpha',
      'file10.txt',
      'File2.txt',
    ]);
  });

  it('size ascending puts folders before files; descending is its exact reverse', () => {
    expect(names(sortItems(items, { by: 'size', asc: true })).slice(2)).toEqual([
      'File2.txt',
      'file10.txt',
    ]);
    expect(names(sortItems(items, { by: 'size', asc: false })).slice(0, 2)).toEqual([
      'file10.txt',
      'File2.txt',
    ]);
  });

  it('modified mixes folders in, newest first when descending', () => {
    expect(names(sortItems(items, { by: 'modified', asc: false }))).toEqual([
      'alpha',
      'file10.txt',
      'zeta',
      'File2.txt',
    ]);
  });

  it('breaks ties of size or time by the names, whatever order the folder lists them in', () => {
    const tied = [
      item('beta', true, 4096, '2024-01-01T00:00:00Z'),
      item('alpha', true, 4096, '2024-01-01T00:00:00Z'),
    ];
    for (const input of [tied, [...tied].reverse()]) {
      for (const sorting of [
        { by: 'size', asc: true },
        { by: 'size', asc: false },
        { by: 'modified', asc: true },
        { by: 'modified', asc: false },
      ]) {
        expect(names(sortItems(input, sorting))).toEqual(['alpha', 'beta']);
      }
    }
  });
});
