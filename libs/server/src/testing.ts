/**
 * Test helpers for the server, kept out of the main entry: start a real server on a temp
 * folder and a temp SQLite file, and private instances of the scale-out engines (PostgreSQL,
 * Redis, and nginx in front of several nodes).
 */
export { TEST_ADMIN_PASSWORD, startTestServer } from './testing/test-server';
export type { Fixture, TestServer } from './testing/test-server';
export { startPostgres } from './testing/engines/postgres';
export type { PrivatePostgres } from './testing/engines/postgres';
export { freePort } from './testing/engines/private-engine';
export type { PrivateEngine } from './testing/engines/private-engine';
export { startRedis } from './testing/engines/redis';
export type { PrivateRedis } from './testing/engines/redis';
export { startNginx } from './testing/engines/nginx';
export type { LoadBalancer } from './testing/engines/nginx';
