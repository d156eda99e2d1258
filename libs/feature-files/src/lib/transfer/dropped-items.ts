import { scanEntries, type EntryLike, type LocalItem } from '@file-browser/upload-engine';

/** Whether a drag carries files from the desktop (not items dragged inside the page). */
export function carriesFiles(types: readonly string[]): boolean {
  return types.includes('Files');
}

/**
 * The files and folders of a drop, folders walked (frontend-behaviour §6.8). Entries must be
 * taken from the DataTransfer before the first `await`: the browser empties it afterwards.
 */
export async function droppedItems(transfer: DataTransfer): Promise<LocalItem[]> {
  const entries = Array.from(transfer.items)
    .map((item) => item.webkitGetAsEntry() as EntryLike | null)
    .filter((entry): entry is EntryLike => entry !== null);
  if (entries.length > 0) return scanEntries(entries);
  return Array.from(transfer.files, (file) => ({ name: file.name, file, size: file.size }));
}

/** The folder a drop lands in: a folder row under the pointer, else the current folder. */
export function dropFolder(target: EventTarget | null, current: string): string {
  const row = target instanceof Element ? target.closest('[role="row"][data-dir="true"]') : null;
  const name = row?.querySelector('.fb-listing-item__name')?.textContent;
  return name ? `${current}${name}/` : current;
}
