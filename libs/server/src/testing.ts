/**
 * Test helpers for the server, kept out of the main entry: start a real server on a temp
 * folder and a temp SQLite file, and private instances of the scale-out engines.
 */
export { TEST_ADMIN_PASSWORD, startTestServer } from './testing/test-server';
export type { Fixture, TestServer } from './testing/test-server';
export { startRedis } from './testing/engines/redis';
export type { PrivateRedis } from './testing/engines/redis';
