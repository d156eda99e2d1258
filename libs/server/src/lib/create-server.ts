import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { mkdirSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { bootstrap } from './bootstrap';
import type { SecurityOptions, ServerContext } from './context';
import { securityContext } from './context';
import { HttpError } from './http/http-error';
import { sendStatus, serialiseJson } from './http/envelope';
import { hardenedFastifyOptions, registerPathCleaning } from './http/request-hardening';
import { authRoutes } from './routes/auth-routes';
import { settingsRoutes } from './routes/settings-routes';
import { userRoutes } from './routes/user-routes';
import { rawRoutes } from './routes/raw-routes';
import { resourceRoutes } from './routes/resource-routes';
import { searchRoutes } from './routes/search-routes';
import { usageRoutes } from './routes/usage-routes';
import { webRoutes } from './routes/web-routes';
import { openSqliteStore } from './store/sqlite-store';

/** How to run a File Browser server. */
export interface ServerOptions extends SecurityOptions {
  /** Folder to serve; created if missing. */
  root: string;
  /** SQLite database file; created if missing. */
  database: string;
  /** Mount prefix such as `/files-app`; `''` or `/` for the host root. */
  baseURL?: string;
  /** Folder holding the built web app (`index.html`, `assets/`); without it only the API runs. */
  webRoot?: string;
  /** Password for the `admin` user created on the first run; random (and reported) if absent. */
  adminPassword?: string;
  /** Session token lifetime in seconds; upstream's default is two hours. */
  tokenLifetimeSeconds?: number;
  /** Version reported to the web app. */
  version?: string;
  /** Log requests as JSON lines to stdout. */
  logger?: boolean;
}

/** A created, not yet listening, server. */
export interface FileBrowserServer {
  /** The Fastify instance, e.g. for `inject()` in tests. */
  app: FastifyInstance;
  /** Set on the first run when `admin` got a random password: show it once, it is not stored. */
  generatedAdminPassword: string | undefined;
  /** Starts listening and returns the base address, e.g. `http://127.0.0.1:8080`. */
  listen(address: { host: string; port: number }): Promise<string>;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/** Normalises a base URL to `''` or `/prefix` without a trailing slash. */
export function normaliseBaseURL(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const API_HEADERS = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  'Content-Security-Policy': "default-src 'self'; style-src 'unsafe-inline';",
};

/**
 * Creates the File Browser server: opens (and migrates) the store, prepares the first run,
 * and registers every route under the base URL.
 */
export async function createServer(options: ServerOptions): Promise<FileBrowserServer> {
  const rootPath = resolve(options.root);
  mkdirSync(rootPath, { recursive: true });
  mkdirSync(dirname(resolve(options.database)), { recursive: true });
  const store = openSqliteStore(resolve(options.database));
  const context: ServerContext = {
    ...(await bootstrap(store, options.adminPassword)),
    store,
    root: realpathSync(rootPath),
    baseURL: normaliseBaseURL(options.baseURL),
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 2 * 60 * 60,
    version: options.version ?? '(untracked)',
    ...securityContext(store, options),
  };

  const app = Fastify({ logger: options.logger ?? false, ...hardenedFastifyOptions });
  app.setReplySerializer((payload) => serialiseJson(payload));
  // Every body arrives as bytes; each route parses what it expects and says clearly what was wrong.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return sendStatus(reply, error.status, error.detail);
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) return sendStatus(reply, status, message);
    request.log.error(error);
    return sendStatus(reply, 500);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const pathname = request.url.slice(context.baseURL.length);
    if (pathname.startsWith('/api/') || pathname === '/api') void reply.headers(API_HEADERS);
    done(null, payload);
  });
  registerPathCleaning(app, context.baseURL);

  app.get(`${context.baseURL}/health`, (_request, reply) => reply.send({ status: 'OK' }));
  await app.register(
    (api, _options, done) => {
      authRoutes(api, context);
      userRoutes(api, context);
      settingsRoutes(api, context);
      resourceRoutes(api, context);
      rawRoutes(api, context);
      usageRoutes(api, context);
      searchRoutes(api, context);
      done();
    },
    { prefix: context.baseURL },
  );
  await webRoutes(app, context, options.webRoot);
  app.addHook('onClose', () => {
    store.close();
  });

  return {
    app,
    generatedAdminPassword: context.generatedAdminPassword,
    async listen({ host, port }) {
      await app.listen({ host, port });
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      return `http://${shownHost}:${actualPort}${context.baseURL}`;
    },
    close: () => app.close(),
  };
}
