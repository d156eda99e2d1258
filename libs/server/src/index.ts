/**
 * @file-browser/server: the File Browser server as a library. `apps/server` is a thin CLI over
 * `createServer`; tests start it in-process on a temp folder and a temp SQLite file.
 */
export { createServer } from './lib/create-server';
export type { FileBrowserServer, ServerOptions } from './lib/create-server';
export type { OwnFile } from './lib/files/own-files';
export { AdminPasswordError } from './lib/bootstrap';
export { openOfflineAdmin } from './lib/admin/offline-admin';
export type { OfflineAdmin, OfflineConfig } from './lib/admin/offline-admin';
export { exportConfig, importConfig } from './lib/admin/config-transfer';
export type { ConfigDocument } from './lib/admin/config-transfer';
export type { AuthConfig } from './lib/auth/auth-config';
export type { PreviewOptions } from './lib/previews/preview-options';
export { openPostgresStore } from './lib/drivers/postgres/postgres-store';
export type { PostgresStoreOptions } from './lib/drivers/postgres/postgres-store';
export { postgresSearchIndex } from './lib/drivers/postgres-search/postgres-search-index';
export type { PostgresSearchOptions } from './lib/drivers/postgres-search/postgres-search-index';
export { redisCoordination } from './lib/drivers/redis/redis-coordination';
export type { RedisCoordinationOptions } from './lib/drivers/redis/redis-coordination';
