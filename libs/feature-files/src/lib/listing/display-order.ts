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

/**
 * Folders first, then files, each in the server's order (frontend-behaviour §6.2), with a
 * heading before each non-empty section. With `totals` (only part of the folder is loaded),
 * each section is padded with placeholders up to its total: a page in the server's order holds
 * the first folders and the first files, so the loaded rows are where the whole listing puts
 * them, and the list is as tall as it will be.
 */
export function listingRows(items: readonly FileInfo[], totals?: SectionTotals): ListingRow[] {
  const rows: ListingRow[] = [];
  const section = (name: Section, loaded: FileInfo[], total: number) => {
    if (loaded.length === 0 && total === 0) return;
    rows.push({ kind: 'heading', section: name });
    for (const item of loaded) rows.push({ kind: 'item', item });
    for (let index = loaded.length; index < total; index++)
      rows.push({ kind: 'placeholder', section: name, index });
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
  return rows;
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

/** Item names in display order: what selection ranges and select-all walk. */
export function displayOrder(items: readonly FileInfo[]): string[] {
  return displayItems(items).map((item) => item.name);
}
