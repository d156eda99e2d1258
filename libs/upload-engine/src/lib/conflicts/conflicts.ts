import type { ApiClient } from '@file-browser/api-client';
import { isListing } from '@file-browser/api-client';

/** A local item about to be uploaded (a dropped or chosen file or folder). */
export interface ConflictCandidate {
  name: string;
  /** Path inside a dropped folder (`photos/a.jpg`); absent for flat uploads. */
  fullPath?: string;
  isDir?: boolean;
  size?: number;
  /** Milliseconds since the epoch. */
  lastModified?: number;
  overwrite?: boolean;
}

/** An entry already on the server (a listing item or a recursive-listing entry). */
export interface ExistingEntry {
  path: string;
  name: string;
  size: number;
  modified: string;
  isDir: boolean;
}

/** One collision, shaped like upstream's conflict records (frontend-behaviour §6.10). */
export interface UploadConflict {
  /** Index into the candidate list. */
  index: number;
  /** The server path. */
  name: string;
  origin: { lastModified: number | undefined; size: number | undefined };
  dest: { lastModified: number; size: number };
  /** What the dialog starts with: keep the local (origin) version. */
  checked: ('origin' | 'dest')[];
  /** The local file is larger than the server's (a "resume transfer" candidate). */
  isSmallerOnServer: boolean;
}

const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes are left as they are
  }
};

/** Key of a local candidate: its raw (never encoded) relative path, leading slashes dropped. */
export function candidateKey(candidate: ConflictCandidate): string {
  return (candidate.fullPath || candidate.name).replace(/\\/g, '/').replace(/^\/+/, '');
}

/** Key of a server entry: its path relative to the decoded destination folder, or null. */
function existingKey(entry: ExistingEntry, destination: string): string | null {
  const folder = destination.replace(/\\/g, '/').split('/').map(decodeSegment).join('/');
  const prefix = `/${folder.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const path = `/${entry.path.replace(/\\/g, '/').replace(/^\/+/, '')}`;
  // A sibling folder with a similar name (`/dest2/` for `/dest/`) never matches.
  return path.startsWith(prefix) ? path.slice(prefix.length) : null;
}

/**
 * Which candidates collide with files on the server, for an upload into `destination`. Flat
 * uploads compare top-level names against the folder's listing; dropped folders compare
 * their paths (first segment = the dropped folder) against the recursive listing. Folders are
 * merged, never conflicts. Keys are raw names (spaces, `#`, accents), the destination may be
 * percent-encoded, backslashes count as slashes.
 */
export function findUploadConflicts(
  candidates: readonly ConflictCandidate[],
  destination: string,
  existing: readonly ExistingEntry[],
): UploadConflict[] {
  const files = new Map<string, ExistingEntry>();
  for (const entry of existing) {
    const key = entry.isDir ? null : existingKey(entry, destination);
    if (key) files.set(key, entry);
  }
  const conflicts: UploadConflict[] = [];
  candidates.forEach((candidate, index) => {
    const match = candidate.isDir ? undefined : files.get(candidateKey(candidate));
    if (!match) return;
    conflicts.push({
      index,
      name: match.path,
      origin: { lastModified: candidate.lastModified, size: candidate.size },
      dest: { lastModified: Date.parse(match.modified), size: match.size },
      checked: ['origin'],
      isSmallerOnServer: (candidate.size ?? 0) > match.size,
    });
  });
  return conflicts;
}

/**
 * Fetches what `destination` holds (the listing, or the recursive listing when a candidate
 * lives inside a dropped folder) and returns the conflicts. A destination that cannot be read
 * (it does not exist yet) has none.
 */
export async function checkUploadConflicts(
  client: Pick<ApiClient, 'getResource' | 'listRecursive'>,
  candidates: readonly ConflictCandidate[],
  destination: string,
): Promise<UploadConflict[]> {
  const nested = candidates.some((candidate) => candidateKey(candidate).includes('/'));
  const folder = destination.split('/').map(decodeSegment).join('/');
  try {
    let existing: readonly ExistingEntry[] = [];
    if (nested) existing = await client.listRecursive(folder);
    else {
      const listing = await client.getResource(folder.replace(/\/?$/, '/'));
      if (isListing(listing)) existing = listing.items;
    }
    return findUploadConflicts(candidates, destination, existing);
  } catch {
    return [];
  }
}

/**
 * Applies the dialog's answers (upstream's order: last to first, so indexes stay valid):
 * origin only → upload with `overwrite`; both → keep as is (the server answers 409); dest
 * only or nothing → left out. Returns the new list; the input is not changed.
 */
export function applyConflictChoices<T extends ConflictCandidate>(
  candidates: readonly T[],
  conflicts: readonly UploadConflict[],
): T[] {
  const result = [...candidates];
  for (const conflict of [...conflicts].reverse()) {
    const keepOrigin = conflict.checked.includes('origin');
    const keepDest = conflict.checked.includes('dest');
    const candidate = result[conflict.index];
    if (!candidate) continue;
    if (keepOrigin && !keepDest) result[conflict.index] = { ...candidate, overwrite: true };
    else if (!keepOrigin) result.splice(conflict.index, 1);
  }
  return result;
}
