import { typeOf } from '../engine/source';
import type { UploadEntry, UploadFile } from '../engine/types';

/** Joins a folder path and a name with exactly one slash (upstream's "//" regression). */
export function joinEntryPath(folder: string, name: string): string {
  if (!folder) return name.replace(/^\/+/, '');
  return `${folder.replace(/\/+$/, '')}/${name.replace(/^\/+/, '')}`;
}

/** A local item to queue: a File (browsers) or anything the engine uploads, or a folder. */
export interface LocalItem {
  name: string;
  /** Path inside a dropped folder (`photos/a.jpg`), `webkitRelativePath` for folder inputs. */
  fullPath?: string;
  isDir?: boolean;
  file?: UploadFile;
  size?: number;
  overwrite?: boolean;
}

/**
 * Turns dropped or chosen items into queue entries under the folder `base` (upstream's
 * `handleFiles`): path = base + (fullPath or name), `/` after folders; type `dir` or the
 * MIME family; overwrite = the item's flag or the batch's.
 */
export function toUploadEntries(
  base: string,
  items: readonly LocalItem[],
  overwrite = false,
): UploadEntry[] {
  return items.map((item) => {
    const relative = item.fullPath || item.name;
    const path = joinEntryPath(base.replace(/\/*$/, '/'), relative);
    const isDir = item.isDir ?? false;
    return {
      path: isDir ? `${path.replace(/\/+$/, '')}/` : path,
      name: item.name,
      file: item.file,
      overwrite: (item.overwrite ?? false) || overwrite,
      type: typeOf(isDir, item.file),
      isDir,
      ...(item.size !== undefined && { size: item.size }),
      ...(item.fullPath !== undefined && { fullPath: item.fullPath }),
    };
  });
}

/** The parts of a browser `FileSystemEntry` the folder walk needs (injected, no DOM globals). */
export interface EntryLike {
  name: string;
  isDirectory: boolean;
  file?(success: (file: File) => void, failure?: (error: unknown) => void): void;
  createReader?(): {
    readEntries(success: (entries: EntryLike[]) => void, failure?: (error: unknown) => void): void;
  };
}

function readBatch(reader: NonNullable<ReturnType<NonNullable<EntryLike['createReader']>>>) {
  return new Promise<EntryLike[]>((resolve, reject) => {
    reader.readEntries(resolve, reject);
  });
}

/**
 * Walks dropped entries (`DataTransferItem.webkitGetAsEntry()`): folders become
 * `{isDir: true, size: 0}` items, files carry their File; `readEntries` is called until it
 * returns an empty batch, and paths join with exactly one slash in every batch.
 */
export async function scanEntries(
  entries: readonly EntryLike[],
  parent = '',
): Promise<LocalItem[]> {
  const items: LocalItem[] = [];
  for (const entry of entries) {
    const fullPath = joinEntryPath(parent, entry.name);
    if (entry.isDirectory && entry.createReader) {
      items.push({ name: entry.name, fullPath, isDir: true, size: 0 });
      const reader = entry.createReader();
      for (let batch = await readBatch(reader); batch.length > 0; batch = await readBatch(reader))
        items.push(...(await scanEntries(batch, fullPath)));
    } else if (entry.file) {
      const read = entry.file.bind(entry);
      const file = await new Promise<File>((resolve, reject) => {
        read(resolve, reject);
      });
      items.push({ name: entry.name, fullPath, file, size: file.size, isDir: false });
    }
  }
  return items;
}
