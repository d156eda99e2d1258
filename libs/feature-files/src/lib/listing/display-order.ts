import type { FileInfo } from '@file-browser/api-contract';

type Section = 'folders' | 'files';

/** A row of the listing: a section heading, an item, or an entry not loaded yet. */
export type ListingRow =
  | { readonly kind: 'heading'; readonly section: Section }
  | { readonly kind: 'item'; readonly item: FileInfo }
  | { readonly kind: 'placeholder'; readonly section: Section; readonly index: number };

/** How many folders and files the whole folder holds (`numDirs`, `numFiles`). */
export interface SectionTotals {
  readonly dirs: number;
  readonly files: number;
}

/** The listing's rows, made on demand: a placeholder row is an object only while drawn. */
export interface ListingRows {
  readonly length: number;
  /** The row at `index`, or undefined past the end. */
  at(index: number): ListingRow | undefined;
  /** The rows from `start` up to (not including) `end`. */
  slice(start: number, end: number): ListingRow[];
  /**
   * How many rows, then the index of each heading, joined by commas ("100002,0,3"): equal
   * values mean the same layout.
   */
  readonly shape: string;
}

interface SectionRows {
  name: Section;
  /** Index of the section's heading among all rows; its entries follow. */
  start: number;
  loaded: FileInfo[];
  total: number;
}

/**
 * Folders first, then files, each in the server's order (frontend-behaviour §6.2), with a
 * heading before each non-empty section. With `totals` (only part of the folder is loaded),
 * each section is padded with placeholders up to its total: a page in the server's order holds
 * the first folders and the first files, so the loaded rows are where the whole listing puts
 * them, and the list is as tall as it will be. Rows are made when asked for: a first page of a
 * 100,000-entry folder made an object per placeholder, ~35 ms before its first row (P7).
 */
export function listingRows(items: readonly FileInfo[], totals?: SectionTotals): ListingRows {
  const sections: SectionRows[] = [];
  let length = 0;
  const section = (name: Section, loaded: FileInfo[], total: number) => {
    const size = Math.max(loaded.length, total);
    if (size === 0) return;
    sections.push({ name, start: length, loaded, total: size });
    length += 1 + size;
  };
  section(
    'folders',
    items.filter((item) => item.isDir),
    totals?.dirs ?? 0,
  );
  section(
    'files',
    items.filter((item) => !item.isDir),
    totals?.files ?? 0,
  );
  const at = (index: number): ListingRow | undefined => {
    const found = sections.findLast((candidate) => candidate.start <= index);
    if (!found || index >= length) return undefined;
    if (index === found.start) return { kind: 'heading', section: found.name };
    const place = index - found.start - 1;
    const item = found.loaded[place];
    return item
      ? { kind: 'item', item }
      : { kind: 'placeholder', section: found.name, index: place };
  };
  return {
    length,
    at,
    slice: (start, end) => {
      const rows: ListingRow[] = [];
      for (let index = Math.max(start, 0); index < Math.min(end, length); index++)
        rows.push(at(index) as ListingRow);
      return rows;
    },
    shape: [length, ...sections.map((found) => found.start)].join(','),
  };
}

/** A row's React and virtualiser key, unique in the listing. */
export function keyOf(row: ListingRow | undefined): string {
  if (!row) return '';
  if (row.kind === 'heading') return `#${row.section}`;
  if (row.kind === 'placeholder') return `?${row.section}:${String(row.index)}`;
  return `${row.item.isDir ? 'd' : 'f'}:${row.item.name}`;
}

/** Items in display order: folders first, then files, each in the server's order. */
export function displayItems(items: readonly FileInfo[]): FileInfo[] {
  return [...items.filter((item) => item.isDir), ...items.filter((item) => !item.isDir)];
}

/**
 * The selection's name for the entry at `position` in the whole folder's display order while
 * it is not loaded yet. NUL cannot occur in a file name, so it never meets a real one.
 */
export function placeholderName(position: number): string {
  return `\0${String(position)}`;
}

/** Whether a selected name stands for an entry not loaded yet ({@link placeholderName}). */
export function isPlaceholderName(name: string): boolean {
  return name.startsWith('\0');
}

/**
 * Item names in display order: what selection ranges and select-all walk. With `totals` (only
 * a first page is loaded) each section is padded to its total with {@link placeholderName}s, as
 * {@link listingRows} pads the rows, so a range or select-all reaches the entries not loaded
 * yet by their place in the folder.
 */
export function displayOrder(items: readonly FileInfo[], totals?: SectionTotals): string[] {
  const dirs: string[] = [];
  const files: string[] = [];
  for (const item of items) (item.isDir ? dirs : files).push(item.name);
  if (!totals) return dirs.concat(files);
  // One array filled in a loop: a first page of a 100,000-entry folder pads ~100,000 names,
  // and mapping over `Array.from` took ~30 ms of the first rows' time (docs/performance.md).
  const order: string[] = [];
  const section = (loaded: string[], total: number, start: number) => {
    for (const name of loaded) order.push(name);
    for (let place = start + loaded.length; place < start + total; place++)
      order.push(placeholderName(place));
  };
  section(dirs, totals.dirs, 0);
  section(files, totals.files, totals.dirs);
  return order;
}

/**
 * The names of `selected` once the whole folder is loaded (`order`, its display order): each
 * placeholder becomes the name at its place, the rest stay; duplicates go. Placeholders made
 * in another order must be dropped before (their places mean other entries).
 */
export function settleNames(selected: readonly string[], order: readonly string[]): string[] {
  if (!selected.some(isPlaceholderName)) return [...selected];
  const names = new Set<string>();
  for (const name of selected) {
    const settled = isPlaceholderName(name) ? order[Number(name.slice(1))] : name;
    if (settled !== undefined) names.add(settled);
  }
  return [...names];
}

/** The items of `items` named in `names`, in display order. */
export function itemsNamed(items: readonly FileInfo[], names: ReadonlySet<string>): FileInfo[] {
  if (names.size === 0) return [];
  return displayItems(items).filter((item) => names.has(item.name));
}
