import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Storage } from '../ports/storage';
import type { TempJournal } from '../ports/store';

const known = new Map<string, Promise<boolean>>();

async function probe(storage: Storage, root: string, journal: TempJournal): Promise<boolean> {
  // A temp name: hidden from every route for the instant it exists (issue 27), and journalled
  // like every temp file, so a kill -9 while it exists leaves nothing after the next start.
  const name = `.fb-${randomBytes(8).toString('hex')}.tmp`;
  const file = join(root, name);
  journal.add(file);
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
    journal.remove(file);
  }
}

/**
 * Whether the file system holding `root` ignores case, found once per root by creating a probe
 * file and looking it up upper-cased (api-contract §11.1). Path rules are then compared
 * case-folded, so `/secret.TXT` cannot slip past a rule on `/Secret.txt` (K03).
 */
export function isCaseInsensitive(
  storage: Storage,
  root: string,
  journal: TempJournal,
): Promise<boolean> {
  let answer = known.get(root);
  if (!answer) {
    answer = probe(storage, root, journal);
    known.set(root, answer);
  }
  return answer;
}
