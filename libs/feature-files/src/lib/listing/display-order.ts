import type { FileInfo } from '@file-browser/api-contract';

/** A row of the listing: a section heading or an item. */
export type ListingRow =
  | { readonly kind: 'heading'; readonly section: 'folders' | 'files' }
  | { readonly kind: 'item'; readonly item: FileInfo };

/**
 * Folders first, then files, each in the server's order (frontend-behaviour §6.2), with a
 * heading before each non-empty section.
 */
export function listingRows(items: readonly FileInfo[]): ListingRow[] {
  const dirs = items.filter((item) => item.isDir);
  const files = items.filter((item) => !item.isDir);
  const rows: ListingRow[] = [];
  if (dirs.length > 0) rows.push({ kind: 'heading', section: 'folders' });
  for (const item of dirs) rows.push({ kind: 'item', item });
  if (files.length > 0) rows.push({ kind: 'heading', section: 'files' });
  for (const item of files) rows.push({ kind: 'item', item });
  return rows;
}

/** Items in display order: folders first, then files, each in the server's order. */
export function displayItems(items: readonly FileInfo[]): FileInfo[] {
  return [...items.filter((item) => item.isDir), ...items.filter((item) => !item.isDir)];
}

/** Item names in display order: what selection ranges and select-all walk. */
export function displayOrder(items: readonly FileInfo[]): string[] {
  return displayItems(items).map((item) => item.name);
}
