/**
 * Path rules every search index driver shares: how a changed path or an exclusion is written
 * in the index (root-relative, `/`-separated, no leading slash), and which paths a write or an
 * exclusion reaches.
 */

/** `/a/b/` → `a/b`; `..` cannot climb out. */
export function rootRelative(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '' && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Whether `path` is `ancestor` or below it ('' = the root, above everything). */
export function within(path: string, ancestor: string): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}/`);
}

/** The folder holding `path` ('' for an entry of the root). */
export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}
