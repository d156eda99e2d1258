import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageContract } from '../../../testing/contracts/storage-contract';
import { localDisk } from './local-disk';

// The local-disk driver on a real temp folder of this machine's disk.
storageContract('local-disk', async () => {
  const root = await mkdtemp(join(tmpdir(), 'fb-contract-'));
  return {
    storage: localDisk(),
    root,
    symlink: (target, location) => symlink(target, location),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
});
