import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeContract } from '../../../testing/contracts/store-contract';
import { openSqliteStore } from './sqlite-store';

// A real database file in a temp folder, as the server uses it.
storeContract('SQLite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fb-store-contract-'));
  return {
    open: () => openSqliteStore(join(dir, 'fb.db')),
    dispose: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
