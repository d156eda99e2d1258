import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FileBrowserServer, ServerOptions } from '../lib/create-server';
import { createServer } from '../lib/create-server';
import { engineDrivers } from './engine-servers';
import { openSqliteStore } from '../lib/drivers/sqlite/sqlite-store';
import type { Store } from '../lib/ports/store';

/** Password of the `admin` user every test server starts with. */
export const TEST_ADMIN_PASSWORD = 'test-admin-password';

/**
 * A file tree to create before the server starts: a string is a file's content, `null` an
 * empty folder, `{ link: target }` a symlink (target relative to the temp base folder, so
 * `'outside'` points out of the served root).
 */
export type Fixture = Record<string, string | null | { link: string }>;

/** A running server on a temp folder and a temp SQLite file. */
export interface TestServer {
  /** Base address including the base URL, without a trailing slash. */
  url: string;
  /** The served folder (`<base>/data`). */
  root: string;
  /** The temp folder holding `data/`, the database, and anything outside the root. */
  base: string;
  server: FileBrowserServer;
  /** Logs in and returns the token (throws when the login fails). */
  login(username?: string, password?: string): Promise<string>;
  /** `fetch(url + path)`, with `X-Auth` when a token is given. */
  request(path: string, init?: RequestInit & { token?: string }): Promise<Response>;
  /**
   * Stops the server and starts it again on the same folder, database and port, as a restart
   * of the process would (nothing kept in memory survives).
   */
  restart(): Promise<void>;
  /**
   * Runs `use` on the store the server runs on, as an operator's tool beside it would: the
   * SQLite file opened for the call, or the test engines' store (engine-servers.ts).
   */
  withStore<T>(use: (store: Store) => Promise<T>): Promise<T>;
  /** Stops the server and removes the temp folder. */
  close(): Promise<void>;
}

function writeFixture(base: string, fixture: Fixture): void {
  for (const [path, content] of Object.entries(fixture)) {
    const target = join(base, path);
    mkdirSync(dirname(target), { recursive: true });
    if (content === null) mkdirSync(target, { recursive: true });
    else if (typeof content === 'string') writeFileSync(target, content);
    else symlinkSync(join(base, content.link), target);
  }
}

/**
 * Starts the real server in-process on an ephemeral port. `files` paths are relative to the
 * temp base folder: put served files under `data/`, and things the server must never reach
 * anywhere else. A relative `options.webRoot`, `options.root` or `options.database` is taken relative
 * to the base folder.
 */
export async function startTestServer(
  files: Fixture = {},
  options: Partial<ServerOptions> = {},
): Promise<TestServer> {
  const base = mkdtempSync(join(tmpdir(), 'fb-test-'));
  const root = join(base, 'data');
  mkdirSync(root);
  writeFixture(base, files);
  const engines = await engineDrivers(options);
  const serverOptions: ServerOptions = {
    root,
    database: join(base, 'fb.db'),
    adminPassword: TEST_ADMIN_PASSWORD,
    ...options,
    ...engines?.options,
    ...(options.webRoot && { webRoot: resolve(base, options.webRoot) }),
    // A relative root is taken relative to the base folder too (`'.'` serves the database).
    ...(options.root && { root: resolve(base, options.root) }),
    ...(options.database && { database: resolve(base, options.database) }),
  };
  let server = await createServer(serverOptions);
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  const stop = async () => {
    // A client can read a whole response before the server's `finish` event; such a socket
    // is not idle yet and would hold close() for the 72-second keep-alive. Tests need not wait.
    server.app.server.closeAllConnections();
    await server.close();
  };

  const request: TestServer['request'] = (path, init = {}) => {
    const { token, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (token) merged.set('X-Auth', token);
    return fetch(`${url}${path}`, { ...rest, headers: merged });
  };

  return {
    url,
    root,
    base,
    get server() {
      return server;
    },
    request,
    async login(username = 'admin', password = TEST_ADMIN_PASSWORD) {
      const response = await request('/api/login', {
        method: 'POST',
        body: JSON.stringify({ username, password }),
      });
      if (!response.ok) {
        throw new Error(`login failed: ${String(response.status)} ${await response.text()}`);
      }
      return response.text();
    },
    async restart() {
      await stop();
      server = await createServer(serverOptions);
      await server.listen({ host: '127.0.0.1', port: Number(new URL(url).port) });
    },
    async withStore(use) {
      if (serverOptions.store) return use(serverOptions.store);
      const store = openSqliteStore(serverOptions.database);
      try {
        return await use(store);
      } finally {
        await store.close();
      }
    },
    async close() {
      await stop();
      await engines?.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
}
