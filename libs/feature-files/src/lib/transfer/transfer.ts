import type { ApiClient, FileInfo } from '@file-browser/api-client';
import type { PasteItem } from '@file-browser/state-machines';
import { runBounded } from '../shared/run-bounded';

/** A copy (`PATCH ?action=copy`) or a move (`?action=rename`). */
export type TransferAction = 'copy' | 'move';

const folderOf = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * The copies or moves of `items` into `destination` (a folder path): copying into the folder
 * the items are in asks the server for a free name (`a(1).txt`), as upstream does.
 */
export function transferItems(
  items: readonly FileInfo[],
  source: string,
  destination: string,
): PasteItem[] {
  const sameFolder = folderOf(source) === folderOf(destination);
  return items.map((item) => ({
    from: item.path,
    to: `${folderOf(destination)}${item.name}`,
    name: item.name,
    rename: sameFolder,
    overwrite: false,
  }));
}

/**
 * The items whose name already exists in the destination (folders count too: a copy or move
 * never merges). Items that ask for a new name cannot conflict.
 */
export function conflictsOf(items: readonly PasteItem[], existing: readonly string[]): PasteItem[] {
  const taken = new Set(existing);
  return items.filter((item) => !item.rename && taken.has(item.name));
}

/** What the user chose for the conflicting items. */
export type Resolution = 'replace' | 'rename';

/** The items with the conflicting ones set to replace or to take a new name. */
export function resolve(
  items: readonly PasteItem[],
  conflicts: readonly PasteItem[],
  how: Resolution,
): PasteItem[] {
  const conflicting = new Set(conflicts.map((item) => item.from));
  return items.map((item) =>
    conflicting.has(item.from)
      ? { ...item, overwrite: how === 'replace', rename: how === 'rename' }
      : item,
  );
}

/** Names in the destination folder, or none when it cannot be read (it may not exist yet). */
export async function namesIn(client: ApiClient, folder: string): Promise<string[]> {
  try {
    const resource = await client.getResource(folderOf(folder));
    return 'items' in resource ? resource.items.map((item) => item.name) : [];
  } catch {
    return [];
  }
}

/**
 * Runs the copies or moves a few at a time (`runBounded`), telling `onDone` how many are
 * done; the first failure stops further ones and is thrown.
 */
export async function runTransfer(
  client: ApiClient,
  action: TransferAction,
  items: readonly PasteItem[],
  onDone?: (done: number) => void,
): Promise<void> {
  await runBounded(
    items,
    (item) => {
      const options = { override: item.overwrite, rename: item.rename };
      return action === 'copy'
        ? client.copyResource(item.from, item.to, options)
        : client.moveResource(item.from, item.to, options);
    },
    onDone,
  );
}
