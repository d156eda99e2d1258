import { isVisible, policyAllows } from '../files/access';
import type { UserFiles } from '../files/user-files';
import { walkTree } from '../files/walk';
import { isInside } from '../core/path-checks';

/** One thing to put in an archive. */
export interface ArchiveEntry {
  /** Name inside the archive: relative, `/`-separated, no `..` (K31). */
  name: string;
  /** Real location to read (a link's target for in-scope links to files). */
  location: string;
  isDir: boolean;
}

/** Whose view the archive is built from, and the real folder nothing may leave. */
export interface ArchiveSource {
  files: UserFiles;
  /** Real root of the confinement: the user's scope, or a public share's folder (K07). */
  confine: string;
  signal: AbortSignal;
}

/**
 * An archive entry name made safe (api-contract §3.2, K31): backslashes become `_` so they
 * can never act as separators, and the result must be a clean relative path, else null.
 */
export function safeEntryName(relative: string): string | null {
  const name = relative.replace(/\\/g, '_');
  if (name === '' || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return null;
  const parts = name.split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..') ? name : null;
}

/** The longest common folder prefix of canonical paths, by whole segments (upstream's CommonPrefix). */
export function commonPrefix(paths: readonly string[]): string {
  const split = paths.map((path) => path.split('/').filter(Boolean));
  const first = split[0] ?? [];
  let length = first.length;
  for (const parts of split) {
    let same = 0;
    while (same < length && parts[same] === first[same]) same++;
    length = same;
  }
  return `/${first.slice(0, length).join('/')}`;
}

function relativeName(common: string, virtualPath: string): string {
  const base = common === '/' ? '/' : `${common}/`;
  return virtualPath === common ? '' : virtualPath.slice(base.length);
}

/** Real location of an existing, visible, in-bounds path the rules allow, else null (skipped). */
async function allowedReal(source: ArchiveSource, virtualPath: string): Promise<string | null> {
  if (!isVisible(source.files.policy, virtualPath)) return null;
  try {
    const { resolver } = source.files;
    const real = await resolver.storage.realpath(resolver.lexical(virtualPath));
    if (!isInside(source.confine, real) || resolver.ownFiles.has(real)) return null;
    return policyAllows(source.files.policy, source.files.resolver.virtualOf(real)) ? real : null;
  } catch {
    return null;
  }
}

/**
 * Everything below a selected folder, pre-order, in directory order. Hidden and denied entries
 * are skipped with their subtree; links are followed only to files inside the confinement;
 * FIFOs, sockets and devices are never archived (K32).
 */
async function* folderEntries(
  source: ArchiveSource,
  root: { virtualPath: string; location: string },
  common: string,
): AsyncGenerator<ArchiveEntry> {
  const { storage } = source.files.resolver;
  const walk = walkTree(source.files.resolver, root, {
    signal: source.signal,
    include: (entry) => isVisible(source.files.policy, entry.virtualPath),
  });
  for await (const entry of walk) {
    const name = safeEntryName(relativeName(common, entry.virtualPath));
    if (name === null) continue;
    if (entry.dirent.isDirectory()) yield { name, location: entry.location, isDir: true };
    else if (entry.dirent.isFile()) yield { name, location: entry.location, isDir: false };
    else if (entry.dirent.isSymbolicLink()) {
      const real = await allowedReal(source, entry.virtualPath);
      if (real && (await storage.stat(real)).isFile()) yield { name, location: real, isDir: false };
    }
  }
}

/**
 * The entries of an archive of `selected` (canonical scope paths without trailing slash),
 * named relative to `common`. A selected path equal to `common` adds only its children
 * (api-contract §3.2); missing, denied or escaping selections are left out (K33).
 */
export async function* archiveEntries(
  source: ArchiveSource,
  selected: readonly string[],
  common: string,
): AsyncGenerator<ArchiveEntry> {
  for (const virtualPath of selected) {
    if (source.signal.aborted) return;
    const real = await allowedReal(source, virtualPath);
    if (!real) continue;
    const stats = await source.files.resolver.storage.stat(real);
    const relative = relativeName(common, virtualPath);
    const name = relative === '' ? '' : safeEntryName(relative);
    if (name === null) continue;
    if (stats.isFile()) {
      // One file selected alone is its own common prefix: it goes in under its own name.
      const fileName = name === '' ? safeEntryName(virtualPath.split('/').at(-1) ?? '') : name;
      if (fileName !== null) yield { name: fileName, location: real, isDir: false };
      continue;
    }
    if (!stats.isDirectory()) continue;
    if (name !== '') yield { name, location: real, isDir: true };
    yield* folderEntries(source, { virtualPath, location: real }, common);
  }
}
