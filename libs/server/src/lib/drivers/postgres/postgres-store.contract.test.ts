import { postgresForSuite } from '../../../testing/engines/postgres-suite';
import { storeContract } from '../../../testing/contracts/store-contract';
import { openPostgresStore } from './postgres-store';

// One private engine for the file, a fresh database for each case.
const engine = postgresForSuite();

storeContract('PostgreSQL', async () => {
  const url = await engine.newDatabase();
  return {
    open: () => openPostgresStore(url, { node: 'node-a' }),
    // The engine, and every database on it, goes at the end of the file.
    dispose: () => {},
  };
});
