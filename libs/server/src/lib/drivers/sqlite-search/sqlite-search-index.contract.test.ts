import { mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { searchIndexContract } from '../../../testing/contracts/search-index-contract';
import { localDisk } from '../local-disk/local-disk';
import { sqliteSearchIndex } from './sqlite-search-index';

// The SQLite index (its worker thread and its own file) over a real temp folder of this disk.
searchIndexContract('SQLite', async () => {
  const base = await realpath(await mkdtemp(join(tmpdir(), 'fb-search-contract-')));
  const root = join(base, 'data');
  const storage = localDisk();
  await storage.mkdir(root);
  return {
    root,
    storage,
    open: sqliteSearchIndex(join(base, 'fb.db-search')),
    symlink: (target, location) => symlink(target, location),
    dispose: () => rm(base, { recursive: true, force: true }),
  };
});
