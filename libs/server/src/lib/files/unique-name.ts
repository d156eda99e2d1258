import { posix } from 'node:path';

/** Candidates tried before giving up: past this a folder is not a place to keep both. */
const MAX_CANDIDATES = 10_000;

/**
 * Upstream's "keep both" name (api-contract §2.10): `(N)` goes before the text from the last
 * `.` of the base name, N = 1, 2, …: `a.txt` → `a(1).txt`, `archive.tar.gz` → `archive.tar(1).gz`,
 * `.bashrc` → `(1).bashrc`, `dir` → `dir(1)`. `claim` tries to take a candidate and answers false
 * when it is taken; checking first and writing after would let two racing requests pick the same
 * name, so the claim itself decides. Returns the path claimed.
 */
export async function claimFreeName(
  virtualPath: string,
  claim: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const dir = posix.dirname(virtualPath);
  const name = posix.basename(virtualPath);
  const dot = name.lastIndexOf('.');
  const stem = dot === -1 ? name : name.slice(0, dot);
  const extension = dot === -1 ? '' : name.slice(dot);
  for (let index = 1; index <= MAX_CANDIDATES; index++) {
    const candidate = posix.join(dir, `${stem}(${index})${extension}`);
    if (await claim(candidate)) return candidate;
  }
  throw new Error(`no free name for ${virtualPath}`);
}
