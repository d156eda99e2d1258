import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ServerOptions } from '../lib/create-server';
import { openPostgresStore } from '../lib/drivers/postgres/postgres-store';
import { postgresSearchIndex } from '../lib/drivers/postgres-search/postgres-search-index';
import { redisCoordination } from '../lib/drivers/redis/redis-coordination';

/** A test server's own database and Redis database on the shared engines, and their release. */
export interface EngineDrivers {
  options: Pick<ServerOptions, 'store' | 'coordination' | 'searchIndex'>;
  close(): Promise<void>;
}

async function newDatabase(engine: string): Promise<string> {
  const name = `fb_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: engine });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(engine);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A logical Redis database no other test server of this run uses (the engine has 16,384). */
async function newRedisDatabase(engine: string): Promise<string> {
  const ioredis = await import('ioredis');
  const admin = new ioredis.Redis(engine);
  try {
    const next = await admin.incr('fb-test:next-database');
    return `${engine}/${String(1 + (next % 16_383))}`;
  } finally {
    admin.disconnect();
  }
}

/**
 * With `FB_TEST_POSTGRES` and `FB_TEST_REDIS` set (the `test-engines` target's global setup),
 * a test server runs on the scale-out engines instead of SQLite and in-process state: a fresh
 * PostgreSQL database (store and search index) and a Redis database of its own. Undefined
 * otherwise, and for a test that brings its own store or coordination.
 */
export async function engineDrivers(
  options: Partial<ServerOptions>,
): Promise<EngineDrivers | undefined> {
  const postgres = process.env['FB_TEST_POSTGRES'];
  const redis = process.env['FB_TEST_REDIS'];
  if (!postgres || !redis || options.store || options.coordination) return undefined;
  const [database, redisDatabase] = await Promise.all([
    newDatabase(postgres),
    newRedisDatabase(redis),
  ]);
  const store = await openPostgresStore(database, { node: 'test' });
  const coordination = await redisCoordination(redisDatabase, {
    ...(options.now && { now: options.now }),
  });
  const index = options.searchIndex ?? {};
  return {
    options: {
      store,
      coordination,
      searchIndex: { ...index, driver: index.driver ?? postgresSearchIndex(database) },
    },
    close: async () => {
      await Promise.all([store.close(), coordination.close()]);
    },
  };
}
