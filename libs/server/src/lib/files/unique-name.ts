import { posix } from 'node:path';

/**
 * Upstream's "keep both" name (api-contract §2.10): `(N)` goes before the text from the last
 * `.` of the base name, N = 1, 2, …: `a.txt` → `a(1).txt`, `archive.tar.gz` → `archive.tar(1).gz`,
 * `.bashrc` → `(1).bashrc`, `dir` → `dir(1)`. Returns the first path `taken` says is free.
 */
export async function firstFreeName(
  virtualPath: string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const dir = posix.dirname(virtualPath);
  const name = posix.basename(virtualPath);
  const dot = name.lastIndexOf('.');
  const stem = dot === -1 ? name : name.slice(0, dot);
  const extension = dot === -1 ? '' : name.slice(dot);
  for (let index = 1; ; index++) {
    const candidate = posix.join(dir, `${stem}(${index})${extension}`);
    if (!(await taken(candidate))) return candidate;
  }
}
