import { mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresForSuite } from '../../../testing/engines/postgres-suite';
import { searchIndexContract } from '../../../testing/contracts/search-index-contract';
import { localDisk } from '../local-disk/local-disk';
import { postgresSearchIndex } from './postgres-search-index';

// The PostgreSQL index over a real temp folder, each case in a fresh database of one private
// PostgreSQL server started for this file.
const engine = postgresForSuite();

searchIndexContract('PostgreSQL', async () => {
  const database = await engine.newDatabase();
  const base = await realpath(await mkdtemp(join(tmpdir(), 'fb-pg-search-contract-')));
  const root = join(base, 'data');
  const storage = localDisk();
  await storage.mkdir(root);
  return {
    root,
    storage,
    open: postgresSearchIndex(database, { electionMs: 100 }),
    symlink: (target, location) => symlink(target, location),
    dispose: () => rm(base, { recursive: true, force: true }),
  };
});
