import type { FileInfo, Sorting } from '@file-browser/api-contract';

const DIGITS = /(\d+)/;

function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Natural, case-insensitive name order: `file2` before `file10`. Runs of digits compare as
 * numbers of any length; equal numbers with different zero padding fall back to byte order.
 */
export function naturalCompare(a: string, b: string): number {
  const left = a.toLowerCase().split(DIGITS);
  const right = b.toLowerCase().split(DIGITS);
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const x = left[index] ?? '';
    const y = right[index] ?? '';
    // split() with a capture group alternates text (even) and digits (odd).
    const order = index % 2 === 1 ? compareNumbers(x, y) : compareBytes(x, y);
    if (order !== 0) return order;
  }
  if (left.length !== right.length) return left.length - right.length;
  return compareBytes(a, b);
}

type Compare = (a: FileInfo, b: FileInfo) => number;

const dirsFirst: Compare = (a, b) => Number(b.isDir) - Number(a.isDir);
const byName: Compare = (a, b) => naturalCompare(a.name, b.name);
const bySize: Compare = (a, b) => dirsFirst(a, b) || a.size - b.size;
const byModified: Compare = (a, b) => Date.parse(a.modified) - Date.parse(b.modified);
const byBytes: Compare = (a, b) => compareBytes(a.name, b.name);

/**
 * Orders listing items the way upstream does (api-contract §2.4), quirks included: for names
 * `asc: false` means A→Z, and an unknown `by` with `asc: false` leaves byte order.
 */
export function sortItems(items: FileInfo[], sorting: Sorting): FileInfo[] {
  const sorted = [...items];
  switch (sorting.by) {
    case 'name':
      return sorted.sort((a, b) => dirsFirst(a, b) || (sorting.asc ? -byName(a, b) : byName(a, b)));
    case 'size':
      return sorted.sort((a, b) => (sorting.asc ? bySize(a, b) : -bySize(a, b)));
    case 'modified':
      return sorted.sort((a, b) => (sorting.asc ? byModified(a, b) : -byModified(a, b)));
    default:
      return sorting.asc
        ? sorted.sort((a, b) => dirsFirst(a, b) || -byName(a, b))
        : sorted.sort(byBytes);
  }
}
