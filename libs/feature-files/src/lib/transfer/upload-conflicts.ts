import type { ApiClient } from '@file-browser/api-client';
import { candidateKey, type LocalItem, type UploadConflict } from '@file-browser/upload-engine';
import { namesIn } from './transfer';

/** What the user chose for one file whose name is taken at the destination. */
export type ConflictChoice = 'replace' | 'skip' | 'rename';

/** One taken name as the conflict prompt shows it: the file and the folder it is taken in. */
export interface ConflictShown {
  readonly name: string;
  readonly folder: string;
}

/** Where a conflict is: the server path split into its folder (ending in `/`) and name. */
export function conflictPlace(conflict: Pick<UploadConflict, 'name'>): ConflictShown {
  const cut = conflict.name.lastIndexOf('/') + 1;
  return { folder: conflict.name.slice(0, cut) || '/', name: conflict.name.slice(cut) };
}

/**
 * A name for keeping both: `name(1).ext`, `name(2).ext`… (the server's own pattern for a copy
 * kept beside the original), the first not in `taken`. A leading dot is part of the name
 * (`.env(1)`), not an extension.
 */
export function keptBothName(name: string, taken: ReadonlySet<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let number = 1; ; number++) {
    const candidate = `${stem}(${String(number)})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The items to upload once every conflict has a choice (`choices[i]` for `conflicts[i]`):
 * replaced ones overwrite, skipped ones are left out, kept ones go up under a free name in
 * their folder (read from the server, plus the names this batch already took there).
 */
export async function applyUploadChoices<T extends LocalItem>(
  client: ApiClient,
  items: readonly T[],
  conflicts: readonly UploadConflict[],
  choices: readonly ConflictChoice[],
): Promise<T[]> {
  const chosen = new Map(conflicts.map((conflict, at) => [conflict.index, { conflict, at }]));
  const takenIn = new Map<string, Set<string>>();
  const result: T[] = [];
  for (const [index, item] of items.entries()) {
    const found = chosen.get(index);
    const choice = found ? choices[found.at] : undefined;
    if (!found || choice === undefined) result.push(item);
    else if (choice === 'replace') result.push({ ...item, overwrite: true });
    else if (choice === 'rename') {
      const { folder } = conflictPlace(found.conflict);
      let taken = takenIn.get(folder);
      if (!taken) {
        taken = new Set(await namesIn(client, folder));
        takenIn.set(folder, taken);
      }
      const name = keptBothName(item.name, taken);
      taken.add(name);
      // A file inside a dropped folder keeps its folder, under the new name.
      const key = candidateKey(item);
      const fullPath = `${key.slice(0, key.lastIndexOf('/') + 1)}${name}`;
      result.push({ ...item, name, ...(item.fullPath && { fullPath }) });
    }
  }
  return result;
}
