/**
 * Test helpers for the server, kept out of the main entry: start a real server on a temp
 * folder and a temp SQLite file; start private PostgreSQL (and Redis) engines for the drivers.
 */
export { TEST_ADMIN_PASSWORD, startTestServer } from './testing/test-server';
export type { Fixture, TestServer } from './testing/test-server';
export { startPostgres } from './testing/engines/postgres';
export type { PrivatePostgres } from './testing/engines/postgres';
export type { PrivateEngine } from './testing/engines/private-engine';
