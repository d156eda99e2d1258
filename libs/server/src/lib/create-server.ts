import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { dirname, relative, resolve, sep } from 'node:path';
import type { Bootstrap } from './bootstrap';
import { SETTINGS_KEY, globalSettingsSchema } from './settings/global-settings';
import { bootstrap } from './bootstrap';
import { httpErrorOf } from './core/fs-errors';
import { makeFolder } from './files/make-folder';
import type { OwnFile, OwnPaths } from './files/own-files';
import { ownFilesInside, ownFilesOf, spellOwnPaths } from './files/own-files';
import { caseProbe } from './files/case-probe';
import { HeaderTypeCache } from './files/header-type-cache';
import type { ArchiveLimits, SecurityOptions, ServerContext } from './context';
import { DEFAULT_ARCHIVE_LIMITS, securityContext } from './context';
import { compressJson } from './http/compress-json';
import { HttpError } from './core/http-error';
import { sendStatus, serialiseJson } from './http/envelope';
import {
  DEFAULT_SLOW_BODY_LIMITS,
  hardenedFastifyOptions,
  registerPathCleaning,
  registerSlowClientGuards,
} from './hardening/request-hardening';
import { DEFAULT_MAX_SESSION_SECONDS } from './auth/tokens';
import { authRoutes } from './routes/auth-routes';
import { settingsRoutes } from './routes/settings-routes';
import { userRoutes } from './routes/user-routes';
import { rawRoutes } from './routes/raw-routes';
import { previewRoutes } from './routes/preview-routes';
import { publicRoutes } from './routes/public-routes';
import { shareRoutes } from './routes/share-routes';
import { subtitleRoutes } from './routes/subtitle-routes';
import type { PreviewOptions } from './previews/preview-options';
import { previewSettings } from './previews/preview-options';
import { revokeSharesOnGone } from './shares/share-cleanup';
import { resourceRoutes } from './routes/resource-routes';
import { searchRoutes } from './routes/search-routes';
import type { SearchIndex, SearchIndexOptions } from './ports/search-index';
import { indexDatabasePath, sqliteSearchIndex } from './drivers/sqlite-search/sqlite-search-index';
import { onServerWrites } from './routes/server-writes';
import { FolderCache } from './listing/folder-cache';
import { openApiRoutes } from './routes/openapi-routes';
import { commandRoutes } from './routes/command-routes';
import { findBubblewrap } from './command/sandbox';
import { tusOptionsFor, tusRoutes } from './routes/tus-routes';
import { makeStagingFolder } from './tus/tus-staging';
import { importLegacySidecars } from './tus/legacy-sidecars';
import type { CommandLimits } from './command/run-argv';
import { DEFAULT_COMMAND_LIMITS } from './command/run-argv';
import { usageRoutes } from './routes/usage-routes';
import type { MetricsOptions } from './metrics/metrics';
import { registerMetrics } from './metrics/metrics';
import { webRoutes } from './routes/web-routes';
import { openSqliteStore } from './drivers/sqlite/sqlite-store';
import { localDisk } from './drivers/local-disk/local-disk';
import type { Storage } from './ports/storage';
import { inProcessCoordination } from './drivers/in-process/in-process-coordination';
import type { Coordination } from './ports/coordination';
import type { Store } from './ports/store';
import serverPackage from '../../package.json' with { type: 'json' };

/** How to run a File Browser server. */
export interface ServerOptions extends SecurityOptions {
  /** Folder to serve; created if missing. */
  root: string;
  /** Where `root` is: a Storage driver (docs/server-architecture.md); default the local disk. */
  storage?: Storage;
  /**
   * SQLite database file; created if missing. Beside it live the search index and the preview
   * cache, whichever store is used.
   */
  database: string;
  /**
   * Users, settings, shares and the temp journal; without it the SQLite store at `database`.
   * A store passed in is closed by whoever opened it.
   */
  store?: Store;
  /**
   * Throttles, locks and change events; without it the in-process driver (one process).
   * Servers given the same coordination share them. Closed by whoever made it.
   */
  coordination?: Coordination;
  /** Mount prefix such as `/files-app`; `''` or `/` for the host root. */
  baseURL?: string;
  /** Folder holding the built web app (`index.html`, `assets/`); without it only the API runs. */
  webRoot?: string;
  /**
   * Password for the `admin` user created on the first run; random (and reported) if absent.
   * It must pass the users API's password policy, else `createServer` rejects with
   * `AdminPasswordError` and creates no user.
   */
  adminPassword?: string;
  /**
   * Session token lifetime in seconds for this run, over the stored `tokenExpirationTime`
   * (upstream's default two hours); tests use a few seconds.
   */
  tokenLifetimeSeconds?: number;
  /** A login lasts at most this long, however often its token is renewed (default 30 days). */
  maxSessionSeconds?: number;
  /** Version reported to the web app. */
  version?: string;
  /**
   * JSON log lines on stdout: a level logs that level and worse (`info` adds one line per
   * request); `true` is `info`. Off by default for tests; the CLI always passes a level.
   */
  logger?: boolean | 'error' | 'warn' | 'info' | 'debug';
  /** Serve HTTPS with this PEM certificate chain and private key instead of plain HTTP. */
  https?: { cert: Buffer; key: Buffer };
  /**
   * The root's search index: on by default, built in the background; excluded paths; the
   * driver (default the SQLite index beside the database). The server opens, starts and
   * closes the index.
   */
  searchIndex?: SearchIndexOptions;
  /** Command runner and event hooks (api-contract §8); off unless true. */
  enableExec?: boolean;
  /** Bounds on what the command runner starts (default 10 minutes, 16 MiB of output). */
  commandLimits?: Partial<CommandLimits>;
  /**
   * How shell commands are confined (K87): `bubblewrap` (the default) runs each in a sandbox
   * that sees only the user's scope, and refuses to run any when `bwrap` is not installed;
   * `none` runs them with the server's own rights, for trusted single-user setups.
   */
  commandSandbox?: 'bubblewrap' | 'none';
  /** tus uploads untouched this long are removed (default one hour). */
  tusIdleTimeoutSeconds?: number;
  /**
   * Largest upload accepted: a tus `Upload-Length`, or a POST/PUT body (default: no limit but
   * the free disk space).
   */
  maxUploadBytes?: number;
  /** Image previews: thumbnails and resizing on/off, cache folder, renders at once. */
  previews?: PreviewOptions;
  /**
   * A connection silent this long (nothing received or sent) is closed: a slow or stalled
   * client cannot hold a socket, a file handle and a temp file for ever (default 2 minutes).
   * A long upload that keeps sending is never cut by it (see {@link minBodyBytesPerSecond}).
   */
  idleTimeoutMs?: number;
  /**
   * A request body must average at least this many bytes a second over each
   * {@link bodyRateWindowMs} while the server reads it, else it is cut (408); uploads too, with
   * no limit on their total time (default 1024; 0 turns the floor off).
   */
  minBodyBytesPerSecond?: number;
  /** The window {@link minBodyBytesPerSecond} is averaged over (default 30 seconds). */
  bodyRateWindowMs?: number;
  /** Caps on one archive download (K34; default a million entries, six hours). */
  archiveLimits?: Partial<ArchiveLimits>;
  /** Prometheus metrics at `/metrics` (off by default), optionally on their own address. */
  metrics?: MetricsOptions;
  /**
   * How long {@link FileBrowserServer.close} lets requests in flight finish before it closes
   * their connections (default 8 seconds: inside the 10 s a container is given to stop).
   */
  stopGraceMs?: number;
}

/** Default {@link ServerOptions.stopGraceMs}. */
export const DEFAULT_STOP_GRACE_MS = 8000;

/** Default {@link ServerOptions.idleTimeoutMs}. */
export const DEFAULT_IDLE_TIMEOUT_MS = 2 * 60 * 1000;

/** A created, not yet listening, server. */
export interface FileBrowserServer {
  /** The Fastify instance, e.g. for `inject()` in tests. */
  app: FastifyInstance;
  /** Set on the first run when `admin` got a random password: show it once, it is not stored. */
  generatedAdminPassword: string | undefined;
  /**
   * The server's own files and folders that lie inside the served root (issue 27): hidden from
   * every route all the same, but better moved out (the CLI warns, naming `--database`).
   */
  ownFilesInRoot: OwnFile[];
  /**
   * Every route registered, by method and pattern (base URL included), HEAD routes too: what the
   * OpenAPI document must cover (its test walks this list).
   */
  readonly routes: readonly { method: string; url: string }[];
  /** Where `/metrics` is scraped once listening (undefined while not, or when metrics are off). */
  readonly metricsURL: string | undefined;
  /** Starts listening and returns the base address, e.g. `http://127.0.0.1:8080`. */
  listen(address: { host: string; port: number }): Promise<string>;
  /**
   * Stops listening, lets requests in flight finish (cutting those still open after
   * {@link ServerOptions.stopGraceMs}), then closes the database.
   */
  close(): Promise<void>;
}

/** Normalises a base URL to `''` or `/prefix` without a trailing slash. */
export function normaliseBaseURL(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The root's search index as configured, not yet started: the given driver, else the SQLite
 * one beside the database; none when `enabled: false`. It hears writes on the change bus.
 */
function openSearchIndex(
  options: ServerOptions,
  root: string,
  coordination: Coordination,
  exclude: string[],
): SearchIndex | undefined {
  const settings = options.searchIndex ?? {};
  if (settings.enabled === false) return undefined;
  const open = settings.driver ?? sqliteSearchIndex(indexDatabasePath(resolve(options.database)));
  return open({
    root,
    exclude,
    watch: settings.watch ?? true,
    rescanIntervalMs: settings.rescanIntervalMs ?? 60_000,
    changes: coordination.events,
  });
}

const API_HEADERS = {
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  'Content-Security-Policy': "default-src 'self'; style-src 'unsafe-inline';",
  // Every API answer, not only errors and raw files: a JSON body quoting a name or a query
  // value must never be sniffed into HTML (security-requirements K78, K80).
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Reads the global settings again after a `settings` event: another server sharing the store
 * (or this one) replaced them. Until the read returns, requests see the previous settings.
 */
function reloadSettings(context: ServerContext, log: FastifyBaseLogger): void {
  context.store.settings.get(SETTINGS_KEY, globalSettingsSchema).then(
    (settings) => {
      if (settings) context.settings = settings;
    },
    (error: unknown) => {
      log.error({ err: error }, 'the changed settings could not be read; the old ones stay');
    },
  );
}

/**
 * Creates the File Browser server: opens (and migrates) the store, prepares the first run,
 * and registers every route under the base URL.
 */
export async function createServer(options: ServerOptions): Promise<FileBrowserServer> {
  const rootPath = resolve(options.root);
  const coordination = options.coordination ?? inProcessCoordination(options.now);
  // Placements wait on the server's named locks, shared with whatever shares its coordination.
  const storage = options.storage ?? localDisk({ locks: coordination.locks });
  const ownDisk = localDisk({ locks: coordination.locks });
  // Made as `mkdir -p` would (0777 less the umask): they are the operator's folders, not a user's.
  await makeFolder(storage, rootPath, 0o777);
  await makeFolder(ownDisk, dirname(resolve(options.database)), 0o777);
  const store = options.store ?? openSqliteStore(resolve(options.database));
  const closeOwnDrivers = async () => {
    if (!options.store) await store.close();
    if (!options.coordination) await coordination.close();
  };
  // What a killed server was writing never surfaces: its temp files go before anything else.
  await storage.removeLeftoverTemps(store.temps);
  let prepared: Bootstrap;
  try {
    prepared = await bootstrap(store, coordination.locks, options.adminPassword);
  } catch (error) {
    await closeOwnDrivers();
    throw error;
  }
  const root = await storage.realpath(rootPath);
  // The server's own files are hidden from every route, wherever they are (issue 27 item 2);
  // whatever the flags, an index or staging left by an earlier run included.
  const previews = previewSettings(options.previews ?? {}, options.database);
  const tusOptions = tusOptionsFor(options);
  await makeStagingFolder(storage, tusOptions.stagingDir);
  // Uploads an older server staged with JSON sidecars resume from the store.
  await importLegacySidecars(storage, tusOptions.stagingDir, store.tusUploads);
  const ownPaths: OwnPaths = {
    database: options.database,
    searchIndex: indexDatabasePath(resolve(options.database)),
    folders: [
      { what: 'upload staging', path: tusOptions.stagingDir },
      { what: 'preview cache', path: previews.cache.dir },
    ],
  };
  const spelled = await spellOwnPaths(ownDisk, ownPaths);
  const ownFilesInRoot = ownFilesInside(ownPaths, spelled, root);
  const headerTypes = new HeaderTypeCache();
  const context: ServerContext = {
    ...prepared,
    store,
    storage,
    ownDisk,
    coordination,
    root,
    // Each server's own, so two servers in one process share none of it (issue 31).
    ownFiles: ownFilesOf(ownPaths, spelled, root),
    headerTypes,
    folderCache: new FolderCache(headerTypes),
    caseInsensitive: caseProbe(storage, root, store.temps),
    baseURL: normaliseBaseURL(options.baseURL),
    tokenLifetimeSeconds: options.tokenLifetimeSeconds,
    maxSessionSeconds: options.maxSessionSeconds ?? DEFAULT_MAX_SESSION_SECONDS,
    version: options.version ?? serverPackage.version,
    ...(await securityContext(store, coordination, options)),
    enableExec: options.enableExec ?? false,
    maxUploadBytes: options.maxUploadBytes ?? Number.POSITIVE_INFINITY,
    archiveLimits: { ...DEFAULT_ARCHIVE_LIMITS, ...options.archiveLimits },
    previews: {
      thumbnails: options.previews?.thumbnails ?? true,
      resizePreview: options.previews?.resizePreview ?? true,
    },
  };
  // Not indexed either: the database changes all the time and is nobody's to find.
  const ownExcluded = ownFilesInRoot.map((own) => relative(context.root, own.path).split(sep));
  context.searchIndex = openSearchIndex(options, context.root, coordination, [
    ...(options.searchIndex?.exclude ?? []),
    ...ownExcluded.map((parts) => parts.join('/')),
  ]);

  const app = Fastify({
    logger: typeof options.logger === 'string' ? { level: options.logger } : !!options.logger,
    // Typed as the plain HTTP instance: the routes use nothing that differs under HTTPS.
    ...((options.https && { https: options.https }) as object),
    ...hardenedFastifyOptions,
    connectionTimeout: options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
  });
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) routes.push({ method: one, url });
  });
  registerSlowClientGuards(app, {
    ...DEFAULT_SLOW_BODY_LIMITS,
    minBytesPerSecond: options.minBodyBytesPerSecond ?? DEFAULT_SLOW_BODY_LIMITS.minBytesPerSecond,
    windowMs: options.bodyRateWindowMs ?? DEFAULT_SLOW_BODY_LIMITS.windowMs,
  });
  app.setReplySerializer((payload) => serialiseJson(payload));
  // Every body arrives as bytes; each route parses what it expects and says clearly what was wrong.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.setErrorHandler((error, request, reply) => {
    // A file-system error that means something to the client (a full disk, a lost race, a
    // vanished entry) is answered as such, with its cause, never as a bare 500.
    const known = error instanceof HttpError ? error : httpErrorOf(error);
    if (known) {
      if (known.status >= 500) request.log.error(error);
      return sendStatus(reply, known.status, known.detail);
    }
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      return sendStatus(reply, status, status === 400 ? message : undefined);
    }
    request.log.error(error);
    return sendStatus(reply, 500);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const pathname = request.url.slice(context.baseURL.length);
    if (pathname.startsWith('/api/') || pathname === '/api') void reply.headers(API_HEADERS);
    done(null, payload);
  });
  compressJson(app);
  const metrics = registerMetrics(app, context.baseURL, options.metrics, {
    searchIndex: context.searchIndex,
    tusUploads: store.tusUploads,
  });
  registerPathCleaning(app, context.baseURL);
  // Writes are announced on the bus; this process's listings and index look again. A network
  // driver delivers them to the other processes too.
  onServerWrites(app, context, (path) => coordination.events.publish({ kind: 'changed', path }));
  // The search index hears the same bus itself (from `start()` on).
  const stopFreshness = coordination.events.subscribe((event) => {
    if (event.kind === 'changed') context.folderCache.invalidate(event.path);
    if (event.kind === 'settings') reloadSettings(context, app.log);
  });

  app.get(`${context.baseURL}/health`, (_request, reply) => reply.send({ status: 'OK' }));
  await app.register(
    (api, _options, done) => {
      authRoutes(api, context);
      userRoutes(api, context);
      settingsRoutes(api, context);
      resourceRoutes(api, context);
      rawRoutes(api, context);
      shareRoutes(api, context);
      publicRoutes(api, context);
      previewRoutes(api, context, previews);
      subtitleRoutes(api, context);
      usageRoutes(api, context);
      searchRoutes(api, context);
      openApiRoutes(api, context);
      tusRoutes(api, context, tusOptions);
      commandRoutes(
        api,
        context,
        { ...DEFAULT_COMMAND_LIMITS, ...options.commandLimits },
        options.commandSandbox === 'none' ? 'none' : { bwrap: findBubblewrap() },
      );
      done();
    },
    { prefix: context.baseURL },
  );
  await webRoutes(app, context, options.webRoot);
  const stopShareCleanup = revokeSharesOnGone(store.shares, coordination.events);
  app.addHook('onClose', async () => {
    await metrics?.close();
    stopShareCleanup();
    stopFreshness();
    await context.searchIndex?.close();
    await closeOwnDrivers();
  });
  // After the routes: searches walk live until the worker reports folders as indexed.
  context.searchIndex?.start();

  let metricsURL: string | undefined;
  return {
    app,
    routes,
    get metricsURL() {
      return metricsURL;
    },
    generatedAdminPassword: context.generatedAdminPassword,
    ownFilesInRoot,
    async listen({ host, port }) {
      await app.listen({ host, port });
      const separate = await metrics?.listen();
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      const scheme = options.https ? 'https' : 'http';
      const url = `${scheme}://${shownHost}:${actualPort}${context.baseURL}`;
      if (metrics) metricsURL = separate ?? `${url}/metrics`;
      return url;
    },
    async close() {
      // A client that stopped reading part-way, or vanished without closing its connection,
      // would hold the stop until the idle timeout (minutes): after the grace, it is cut.
      const cut = setTimeout(() => {
        app.server.closeAllConnections();
      }, options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
    },
  };
}
