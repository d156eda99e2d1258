import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Storage } from '../ports/storage';
import type { TempJournal } from '../ports/store';

/**
 * Whether the file system holding `root` ignores case, found by creating a probe file and
 * looking it up upper-cased (api-contract §11.1). Path rules are then compared case-folded, so
 * `/secret.TXT` cannot slip past a rule on `/Secret.txt` (K03).
 */
export async function isCaseInsensitive(
  storage: Storage,
  root: string,
  journal: TempJournal,
): Promise<boolean> {
  // A temp name: hidden from every route for the instant it exists (issue 27), and journalled
  // like every temp file, so a kill -9 while it exists leaves nothing after the next start.
  const name = `.fb-${randomBytes(8).toString('hex')}.tmp`;
  const file = join(root, name);
  await journal.add(file);
  try {
    await storage.createFile(file, '');
  } catch {
    // Cannot write here: assume what the platform usually does.
    return process.platform === 'win32' || process.platform === 'darwin';
  }
  try {
    await storage.stat(join(root, name.toUpperCase()));
    return true;
  } catch {
    return false;
  } finally {
    await storage.remove(file, { force: true });
    await journal.remove(file);
  }
}

/**
 * {@link isCaseInsensitive} for a server's root, probed on first use and remembered for the
 * server's life (ServerContext.caseInsensitive): one probe per server, not per request.
 */
export function caseProbe(
  storage: Storage,
  root: string,
  journal: TempJournal,
): () => Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  return () => (answer ??= isCaseInsensitive(storage, root, journal));
}
