import type { FileInfo, Sorting } from '@file-browser/api-contract';

const DIGITS = /(\d+)/;

/**
 * A string whose plain `<` order is the natural order of `name`, so a 100k-entry sort (about
 * 1.7M comparisons) compares flat strings. The lower-cased name is cut into text and digit
 * runs; each run ends with NUL (lower than any character a name can hold, so a shorter run sorts
 * first), and each digit run, stripped of leading zeros, starts with its length as one character
 * (so longer numbers sort later). The original name follows as the final tie-break.
 */
function naturalKey(name: string): string {
  const runs = name.toLowerCase().split(DIGITS);
  let key = '';
  // split() with a capture group alternates text (even) and digits (odd).
  runs.forEach((run, index) => {
    if (index % 2 === 0) {
      key += `${run}\0`;
    } else {
      const digits = run.replace(/^0+(?=\d)/, '');
      key += `${String.fromCharCode(digits.length)}${digits}\0`;
    }
  });
  return `${key}\0${name}`;
}

function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Natural, case-insensitive name order: `file2` before `file10`. Runs of digits compare as
 * numbers of any length; equal numbers with different zero padding fall back to byte order.
 */
export function naturalCompare(a: string, b: string): number {
  return compareBytes(naturalKey(a), naturalKey(b));
}

/** An item with what its comparisons need, worked out once. */
interface Keyed {
  item: FileInfo;
  name: string;
  modified: number;
}

type Compare = (a: Keyed, b: Keyed) => number;

const dirsFirst: Compare = (a, b) => Number(b.item.isDir) - Number(a.item.isDir);
const byName: Compare = (a, b) => compareBytes(a.name, b.name);
const bySize: Compare = (a, b) => dirsFirst(a, b) || a.item.size - b.item.size;
const byModified: Compare = (a, b) => a.modified - b.modified;
const byBytes: Compare = (a, b) => compareBytes(a.item.name, b.item.name);

function comparatorFor(sorting: Sorting): Compare {
  switch (sorting.by) {
    case 'name':
      return (a, b) => dirsFirst(a, b) || (sorting.asc ? -byName(a, b) : byName(a, b));
    case 'size':
      return (a, b) => (sorting.asc ? bySize(a, b) : -bySize(a, b));
    case 'modified':
      return (a, b) => (sorting.asc ? byModified(a, b) : -byModified(a, b));
    default:
      return sorting.asc ? (a, b) => dirsFirst(a, b) || -byName(a, b) : byBytes;
  }
}

/**
 * Orders listing items the way upstream does (api-contract §2.4), quirks included: for names
 * `asc: false` means A→Z, and an unknown `by` with `asc: false` leaves byte order.
 */
export function sortItems(items: FileInfo[], sorting: Sorting): FileInfo[] {
  const keyed = items.map((item) => ({
    item,
    name: naturalKey(item.name),
    modified: Date.parse(item.modified),
  }));
  return keyed.sort(comparatorFor(sorting)).map((entry) => entry.item);
}
