/**
 * @file-browser/server: the File Browser server as a library. `apps/server` is a thin CLI over
 * `createServer`; tests start it in-process on a temp folder and a temp SQLite file.
 */
export { createServer, normaliseBaseURL } from './lib/create-server';
export type { FileBrowserServer, ServerOptions } from './lib/create-server';
