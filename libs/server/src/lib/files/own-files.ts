import { basename, dirname, join, resolve, sep } from 'node:path';
import type { Storage } from '../ports/storage';

/** What the server writes for itself, as given (relative paths are resolved here). */
export interface OwnPaths {
  /** The SQLite database (its `-wal`, `-shm` and `-journal` come with it). */
  database: string;
  /** The search index's SQLite file, when indexing is on (its `-wal`, `-shm`, `-journal` too). */
  searchIndex?: string;
  /** Folders the server alone writes in: tus staging, the preview cache. */
  folders: readonly { what: string; path: string }[];
}

/** One of the server's own files or folders, as start-up reports it when inside the root. */
export interface OwnFile {
  what: string;
  path: string;
}

const SQLITE_COMPANIONS = ['', '-wal', '-shm', '-journal'];

function inside(parent: string, child: string): boolean {
  if (parent === sep) return true;
  return child === parent || child.startsWith(parent + sep);
}

/** Each own path's real spellings, looked up once at start ({@link spellOwnPaths}). */
export type OwnSpellings = ReadonlyMap<string, readonly string[]>;

/**
 * Every real spelling of `path`: as resolved, with its folder's real path, and its own real
 * path when it exists (a database reached through a link is hidden under both names).
 */
async function spellingsOf(disk: Storage, path: string): Promise<string[]> {
  const absolute = resolve(path);
  const found = new Set([absolute]);
  // A folder that does not exist yet leaves the resolved path all there is; a missing entry or
  // a dangling link adds nothing more.
  const folder = await disk.realpath(dirname(absolute)).catch(() => undefined);
  if (folder !== undefined) found.add(join(folder, basename(absolute)));
  const own = await disk.realpath(absolute).catch(() => undefined);
  if (own !== undefined) found.add(own);
  return [...found];
}

/** The real spellings of every path in `paths`, from the disk they are on. */
export async function spellOwnPaths(disk: Storage, paths: OwnPaths): Promise<OwnSpellings> {
  const all = [paths.database, paths.searchIndex, ...paths.folders.map((own) => own.path)];
  const spelled = new Map<string, string[]>();
  for (const path of all) if (path !== undefined) spelled.set(path, await spellingsOf(disk, path));
  return spelled;
}

function spellings(spelled: OwnSpellings, path: string): readonly string[] {
  return spelled.get(path) ?? [resolve(path)];
}

/**
 * One server's own files and folders, by exact real path (issue 27 item 2): the database and
 * its `-wal`/`-shm`/`-journal`, the search index and its companions, the tus staging folder and
 * the preview cache. The one place that says whether a location is the server's: the path
 * resolver refuses them (404 to read, 403 to write), the listing, walks, search, archives and
 * copies leave them out. A folder counts with everything below it; a file only under its exact
 * name. Fixed at start and held by the server (ServerContext), never by the process: two
 * servers in one process each hide their own, as two processes would (issue 31).
 */
export class OwnFiles {
  private readonly files: ReadonlySet<string>;
  private readonly byFolder = new Map<string, Set<string>>();

  /** Without arguments: no own files (a resolver for tests and tools that serve none). */
  constructor(
    files: readonly string[] = [],
    private readonly folders: readonly string[] = [],
  ) {
    this.files = new Set(files);
    for (const path of [...this.files, ...this.folders]) {
      const names = this.byFolder.get(dirname(path)) ?? new Set<string>();
      names.add(basename(path));
      this.byFolder.set(dirname(path), names);
    }
  }

  /** True when the real location `real` is one of the server's own files or inside its folders. */
  has(real: string): boolean {
    if (this.files.size === 0 && this.folders.length === 0) return false;
    return this.files.has(real) || this.folders.some((folder) => inside(folder, real));
  }

  /** True when the real location `real` is, or is a folder holding, any of the server's own. */
  heldBy(real: string): boolean {
    if (this.has(real)) return true;
    for (const path of this.files) if (inside(real, path)) return true;
    return this.folders.some((folder) => inside(real, folder));
  }

  /** The server's own files and folders strictly inside the folder at real path `folder`. */
  below(folder: string): string[] {
    return [...this.files, ...this.folders].filter(
      (path) => path !== folder && inside(folder, path),
    );
  }

  /** The names of own entries directly in the folder at real path `folder`, if any. */
  namesIn(folder: string): ReadonlySet<string> | undefined {
    return this.byFolder.get(folder);
  }
}

/**
 * A server's own files, from its paths spelled at start. Nothing is added for a folder that is
 * or holds `root` itself (it would hide the whole served folder).
 */
export function ownFilesOf(paths: OwnPaths, spelled: OwnSpellings, root: string): OwnFiles {
  const files: string[] = [];
  for (const base of [paths.database, paths.searchIndex]) {
    if (base === undefined) continue;
    for (const spelling of spellings(spelled, base)) {
      for (const suffix of SQLITE_COMPANIONS) files.push(spelling + suffix);
    }
  }
  const folders = paths.folders
    .flatMap((folder) => spellings(spelled, folder.path))
    .filter((folder) => !inside(folder, root));
  return new OwnFiles(files, folders);
}

/**
 * Which of the server's own files and folders lie inside the served root (real path `root`),
 * each with its real location there. A folder that is or holds the root is not listed.
 */
export function ownFilesInside(paths: OwnPaths, spelled: OwnSpellings, root: string): OwnFile[] {
  const listed: OwnFile[] = [{ what: 'database', path: paths.database }];
  if (paths.searchIndex) listed.push({ what: 'search index', path: paths.searchIndex });
  listed.push(...paths.folders);
  const found: OwnFile[] = [];
  for (const own of listed) {
    const real = spellings(spelled, own.path).find((spelling) => inside(root, spelling));
    if (real !== undefined && real !== root) found.push({ what: own.what, path: real });
  }
  return found;
}
