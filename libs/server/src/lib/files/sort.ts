import type { FileInfo, Sorting } from '@file-browser/api-contract';

const DIGITS = /(\d+)/;

/**
 * A string whose plain `<` order is the natural order of `name`, so a 100k-entry sort (about
 * 1.7M comparisons) compares flat strings. The lower-cased name is cut into text and digit
 * runs; each run ends with NUL (lower than any character a name can hold, so a shorter run sorts
 * first), and each digit run, stripped of leading zeros, starts with its length as one character
 * (so longer numbers sort later). The original name follows as the final tie-break.
 */
export function naturalKey(name: string): string {
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

/**
 * What an entry's comparisons need, worked out once: listings build these from FileInfos, paged
 * listings from a folder's name table and stats table (`listing/`), so both order alike.
 */
export interface SortRow {
  /** {@link naturalKey} of the name; only name orders read it (`''` otherwise). */
  key: string;
  /** The name itself: the byte order of an unknown `by`. */
  name: string;
  isDir: boolean;
  size: number;
  /** Milliseconds, as `Date.parse` reads the entry's `modified`. */
  modified: number;
}

export type CompareRows = (a: SortRow, b: SortRow) => number;

const dirsFirst: CompareRows = (a, b) => Number(b.isDir) - Number(a.isDir);
const byName: CompareRows = (a, b) => compareBytes(a.key, b.key);
const bySize: CompareRows = (a, b) => dirsFirst(a, b) || a.size - b.size;
const byModified: CompareRows = (a, b) => a.modified - b.modified;
const byBytes: CompareRows = (a, b) => compareBytes(a.name, b.name);

/**
 * The order of upstream's listings (api-contract §2.4), quirks included: for names `asc: false`
 * means A→Z, and an unknown `by` with `asc: false` leaves byte order. differs from upstream:
 * entries of equal size or time follow their names' byte order (upstream keeps directory
 * order, which changes with the file system's whims, so two listings of one folder could
 * disagree and a page boundary could repeat or skip an entry).
 */
export function compareRowsFor(sorting: Sorting): CompareRows {
  switch (sorting.by) {
    case 'name':
      return (a, b) => dirsFirst(a, b) || (sorting.asc ? -byName(a, b) : byName(a, b));
    case 'size':
      return (a, b) => (sorting.asc ? bySize(a, b) : -bySize(a, b)) || byBytes(a, b);
    case 'modified':
      return (a, b) => (sorting.asc ? byModified(a, b) : -byModified(a, b)) || byBytes(a, b);
    default:
      return sorting.asc ? (a, b) => dirsFirst(a, b) || -byName(a, b) : byBytes;
  }
}

/** True when an order needs each entry's stats; name orders need names and kinds only. */
export function sortNeedsStats(sorting: Sorting): boolean {
  return sorting.by === 'size' || sorting.by === 'modified';
}

/** Orders listing items the way upstream does; see {@link compareRowsFor}. */
export function sortItems(items: FileInfo[], sorting: Sorting): FileInfo[] {
  const keyed = items.map((item) => ({
    item,
    row: {
      key: naturalKey(item.name),
      name: item.name,
      isDir: item.isDir,
      size: item.size,
      modified: Date.parse(item.modified),
    },
  }));
  const compare = compareRowsFor(sorting);
  return keyed.sort((a, b) => compare(a.row, b.row)).map((entry) => entry.item);
}
