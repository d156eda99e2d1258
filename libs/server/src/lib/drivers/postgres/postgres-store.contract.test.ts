import { afterAll, beforeAll } from 'vitest';
import type { PrivatePostgres } from '../../../testing/engines/postgres';
import { startPostgres } from '../../../testing/engines/postgres';
import { storeContract } from '../../contracts/store-contract';
import { openPostgresStore } from './postgres-store';

// One private engine for the file, a fresh database for each case.
let engine: PrivatePostgres;
beforeAll(async () => {
  engine = await startPostgres();
}, 60_000);
afterAll(async () => {
  await engine.stop();
}, 60_000);

storeContract('PostgreSQL', async () => {
  const url = await engine.newDatabase();
  return {
    open: () => openPostgresStore(url, { node: 'node-a' }),
    // The engine, and every database on it, goes at the end of the file.
    dispose: () => {},
  };
});
