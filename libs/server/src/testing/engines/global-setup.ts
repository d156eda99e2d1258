import { startPostgres } from './postgres';
import { startRedis } from './redis';

/**
 * Vitest global setup of the `test-engines` target: one private PostgreSQL and one private
 * Redis for the whole run, named to the test workers (started after this) by environment
 * variables; `startTestServer` then runs every server on them (testing/engine-servers.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  process.env['FB_TEST_POSTGRES'] = postgres.url;
  process.env['FB_TEST_REDIS'] = redis.url;
  return async () => {
    await Promise.all([postgres.stop(), redis.stop()]);
  };
}
