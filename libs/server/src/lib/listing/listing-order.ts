import type { Sorting } from '@file-browser/api-contract';
import { compareRowsFor, naturalCompare, naturalKey, sortNeedsStats } from '../files/sort';
import type { SortRow } from '../files/sort';
import type { CachedFolder, FolderView } from './folder-cache';
import { Kind } from './folder-table';
import type { Pacer } from './pacing';
import { sortPaced } from './pacing';

/**
 * Pages that end within this many entries are picked from the folder in one pass, without
 * sorting it: the first page of a 100k-entry folder costs one comparison per entry. Pages
 * further on (and whole listings) sort the folder once and keep the order.
 */
export const PICKED_MAX = 1000;

type CompareIndices = (a: number, b: number) => number;

/** Comparison rows of the view's entries, by entry index (size and date orders read records). */
async function rowsOf(
  cached: CachedFolder,
  view: FolderView,
  withKeys: boolean,
  pacer: Pacer,
): Promise<SortRow[]> {
  const { table, records } = cached;
  const rows: SortRow[] = [];
  for (let at = 0; at < view.visible.length; at++) {
    if ((at & 1023) === 0 && pacer.due()) await pacer.pause();
    const index = view.visible[at] as number;
    const name = table.names[index] ?? '';
    rows[index] = {
      name,
      key: withKeys ? naturalKey(name) : '',
      isDir: table.kinds[index] === Kind.Dir,
      // An entry whose stat failed is dropped when described; 0 keeps the comparison sound.
      size: records.size[index] ?? 0,
      modified: records.modifiedMs[index] ?? 0,
    };
  }
  return rows;
}

/**
 * Exactly `compareRowsFor(sorting)`'s order, on entry indices. Name orders need no rows:
 * `naturalCompare` orders as `naturalKey` does without building keys (200k keys would take
 * ~100 MB while a whole folder is sorted).
 */
async function compareIndices(
  cached: CachedFolder,
  view: FolderView,
  sorting: Sorting,
  pacer: Pacer,
): Promise<CompareIndices> {
  const { names, kinds } = cached.table;
  if (sorting.by === 'name') {
    const sign = sorting.asc ? -1 : 1;
    const isDir = (index: number) => (kinds[index] === Kind.Dir ? 1 : 0);
    return (a, b) => isDir(b) - isDir(a) || sign * naturalCompare(names[a] ?? '', names[b] ?? '');
  }
  const rows = await rowsOf(cached, view, !sortNeedsStats(sorting), pacer);
  const compare = compareRowsFor(sorting);
  return (a, b) => compare(rows[a] as SortRow, rows[b] as SortRow);
}

/**
 * The first `count` entries of `visible` in `compare`'s order, in one pass: each entry is
 * compared with the last one kept and only the few that beat it are inserted. Orders never
 * tie (they end on the names), so this is exactly the start of the sorted folder.
 */
async function pickFirst(
  visible: Uint32Array,
  count: number,
  compare: CompareIndices,
  pacer: Pacer,
): Promise<Uint32Array> {
  const kept: number[] = [];
  for (let at = 0; at < visible.length; at++) {
    const index = visible[at] as number;
    if ((at & 1023) === 0 && pacer.due()) await pacer.pause();
    if (kept.length === count && compare(index, kept[count - 1] as number) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(kept[middle] as number, index) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, index);
    if (kept.length > count) kept.pop();
  }
  return Uint32Array.from(kept);
}

/** The whole view sorted, paced so that other requests run meanwhile. */
async function sortAll(
  cached: CachedFolder,
  view: FolderView,
  sorting: Sorting,
  pacer: Pacer,
): Promise<Uint32Array> {
  const compare = await compareIndices(cached, view, sorting, pacer);
  return sortPaced(view.visible, compare, pacer);
}

/** Drops the kept orders and picks of `sorting` other than `key` (older records versions). */
function forgetOthers(view: FolderView, sorting: Sorting, key: string) {
  const prefix = `${sorting.by}\0${String(sorting.asc)}\0`;
  for (const kept of [view.orders, view.firsts]) {
    for (const old of kept.keys()) if (old !== key && old.startsWith(prefix)) kept.delete(old);
  }
}

/**
 * The view's entries in `sorting`'s order up to `end` (null: all of them). Size and date orders
 * read the records: take them all first. A whole order is kept on the view for the next pages,
 * one per sorting and records version, and so are the first entries picked for a first page (a
 * page load repeats its first page, and a folder's next visitors start there); concurrent
 * requests share them.
 */
export function orderOf(
  cached: CachedFolder,
  view: FolderView,
  sorting: Sorting,
  end: number | null,
  pacer: Pacer,
): Promise<Uint32Array> {
  const version = sortNeedsStats(sorting) ? cached.records.version : 0;
  const key = `${sorting.by}\0${String(sorting.asc)}\0${String(version)}`;
  const known = view.orders.get(key);
  if (known) return known;
  forgetOthers(view, sorting, key);
  if (end !== null && end <= PICKED_MAX) {
    const count = Math.min(end, view.visible.length);
    const picked = view.firsts.get(key);
    if (picked && picked.count >= count) return picked.order;
    const order = compareIndices(cached, view, sorting, pacer).then((compare) =>
      pickFirst(view.visible, count, compare, pacer),
    );
    const entry = { count, order };
    view.firsts.set(key, entry);
    order.catch(() => {
      if (view.firsts.get(key) === entry) view.firsts.delete(key);
    });
    return order;
  }
  const order = sortAll(cached, view, sorting, pacer);
  view.orders.set(key, order);
  view.firsts.delete(key);
  order.catch(() => view.orders.delete(key));
  return order;
}
