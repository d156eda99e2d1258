import { parseDuration, tokenExpirationProblem } from '@file-browser/api-contract';
import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import type { FileLayer, FlagName, FlagValue } from './config-file';
import { ConfigFileError, SERVE_FLAGS, configLayer, isURL, settingOf } from './config-file';
import type { MetricsSetting } from './metrics-option';
import { metricsSetting } from './metrics-option';

/** How much the server logs as JSON lines on stdout; errors always. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Settings the `file-browser` command runs with, after flags, environment, config file and defaults. */
export interface CliOptions {
  root: string;
  /** A SQLite file, or a `postgres://` URL (then `stateDir` is set). */
  database: string;
  /** Redis for throttles, locks and change events shared by several nodes (`redis://…`). */
  redis?: string;
  /**
   * The server's own working files (upload staging, preview cache): beside the SQLite database
   * unless set; required with PostgreSQL, and shared by every node.
   */
  stateDir?: string;
  /** This node's name among several (its temp-file journal); default `<hostname>:<port>`. */
  nodeName?: string;
  address: string;
  port: number;
  baseURL: string;
  adminPassword: string | undefined;
  /** JSON log lines on stdout from this level up; `info` adds one per request. */
  logLevel: LogLevel;
  /** Serve HTTPS with the PEM certificate chain and key in these files. */
  tls?: { cert: string; key: string };
  /** Command runner and event hooks (off unless asked for; gives users shell-like access). */
  enableExec: boolean;
  /** Shell commands run without the bubblewrap sandbox (trusted single-user setups only). */
  unconfinedCommands?: boolean;
  /** Thumbnails in listings (`--disable-thumbnails` turns them off). */
  thumbnails: boolean;
  /** Big previews resized for the screen (`--disable-preview-resize` sends the original). */
  resizePreview: boolean;
  /** Build and use the search index (`--no-index` turns it off); absent = on. */
  index?: boolean;
  /** Root-relative folders left out of the search index. */
  indexExclude?: string[];
  /** Session token lifetime for this run, over the stored `tokenExpirationTime`; absent = stored. */
  tokenLifetimeSeconds?: number;
  /** Prometheus metrics at `/metrics`, on the main port or their own address; absent = off. */
  metrics?: MetricsSetting;
}

/**
 * Options to run with, a request for help or the version, or a mistake: `usage` says whether
 * the usage text helps (a bad flag) or would bury the message (a bad config file).
 */
export type CliParse =
  | { kind: 'run'; options: CliOptions }
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'error'; message: string; usage: boolean };

export const USAGE = `Usage: file-browser [options]

Options (each also read from the environment variable shown, and from the config file under
its long name; flags win over variables, variables over the file):
  -c, --config FILE      JSON or YAML file of settings        FB_CONFIG    (none)
  -r, --root DIR         folder to serve, created if missing     FB_ROOT      (./data)
  -d, --database FILE    SQLite database, created if missing     FB_DATABASE  (./file-browser.db)
                         or postgres://USER@HOST:PORT/DB (several nodes; needs --state-dir)
      --state-dir DIR    the server's own working files: upload  FB_STATE_DIR (beside the
                         staging, preview cache (shared by nodes) SQLite database)
      --redis URL        redis://HOST:PORT: throttles, locks and  FB_REDIS     (in-process)
                         change events shared by several nodes
      --node-name NAME   this node among several                 FB_NODE_NAME (HOST:PORT)
  -a, --address ADDR     address to listen on                    FB_ADDRESS   (127.0.0.1)
  -p, --port N           port to listen on                       FB_PORT      (8080)
  -b, --baseurl PATH     serve under a sub-path such as /files   FB_BASEURL   (none)
      --cert FILE        serve HTTPS with this PEM certificate   FB_CERT      (none)
      --key FILE         and this PEM private key                FB_KEY       (none)
      --log-level L      JSON logs on stdout: error, warn, info  FB_LOG_LEVEL (error)
                         (one line per request) or debug
  -l, --log              the same as --log-level info            FB_LOG       (off)
      --enable-exec      command runner and event hooks           FB_ENABLE_EXEC (off)
      --unconfined-commands  run shell commands without the       FB_UNCONFINED_COMMANDS
                         bubblewrap sandbox that confines them to the user's folder (off)
      --disable-thumbnails      no thumbnails in listings   FB_DISABLE_THUMBNAILS (off)
      --disable-preview-resize  previews show the original  FB_DISABLE_PREVIEW_RESIZE (off)
      --no-index         search by walking the folder, no index  FB_NO_INDEX  (off)
      --index-exclude P  leave folder P out of the search index  FB_INDEX_EXCLUDE
                         (repeatable; the variable is comma-separated, the file a list)
      --token-expiration-time D  how long a login token lasts, 1m to 720h
                         (e.g. 90m), over the stored setting   FB_TOKEN_EXPIRATION_TIME (2h)
      --metrics          Prometheus metrics at /metrics          FB_METRICS   (off)
      --metrics-address HOST:PORT  serve the metrics there, not    FB_METRICS_ADDRESS
                         on the main port (turns them on)        (none)
  -v, --version          print the version
  -h, --help             show this help

Commands (run them while the server is stopped; each has --help):
  file-browser users ls|add|update|rm     manage users in the database
  file-browser config cat|set             show or change the stored settings
  file-browser config export|import       users, settings and shares as one JSON document
  file-browser version                    print the version

On the first run the user "admin" is created with the password in FB_ADMIN_PASSWORD (at least
12 bytes and not a common password, as for every user), or a random one that is printed once.
Logs are JSON lines on stdout; messages for people (where it listens, the admin password,
stopping) go to stderr.`;

function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port <= 65535 ? port : undefined;
}

const PARSE_OPTIONS = {
  ...Object.fromEntries(
    Object.entries(SERVE_FLAGS).map(([name, spec]) => [
      name,
      {
        type: spec.type,
        ...('short' in spec && { short: spec.short }),
        ...('multiple' in spec && { multiple: spec.multiple }),
      },
    ]),
  ),
  config: { type: 'string', short: 'c' },
  version: { type: 'boolean', short: 'v' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

/**
 * The log level: `--log` is `info` at its own layer, so `--log` on the command line still wins
 * over a `log-level` in the config file, and `--log-level` next to it wins over it.
 */
function logLevelOf(
  values: Partial<Record<string, FlagValue>>,
  env: Readonly<Record<string, string | undefined>>,
  file: FileLayer,
): string {
  const layers = [
    values,
    { 'log-level': env['FB_LOG_LEVEL'], log: settingOf('log', {}, env, {}) },
    file,
  ];
  for (const layer of layers) {
    const level = layer['log-level'] ?? (layer.log === true ? 'info' : undefined);
    if (typeof level === 'string') return level;
  }
  return 'error';
}

/** `postgres://` or `postgresql://`: the PostgreSQL store rather than a SQLite file. */
export function isPostgresURL(database: string): boolean {
  return /^postgres(ql)?:\/\//i.test(database);
}

/**
 * The settings of a node among several (docs/scale-out.md), or what is wrong with them. Redis
 * only makes sense beside a database the nodes share, and nodes on PostgreSQL need a shared
 * folder for what is not in the database (an upload begun on one node continues on another).
 */
function clusterOptions(
  database: string,
  redis: string | undefined,
  stateDir: string | undefined,
  nodeName: string | undefined,
): Pick<CliOptions, 'redis' | 'stateDir' | 'nodeName'> | string {
  const postgres = isPostgresURL(database);
  if (isURL(database) && !postgres) {
    return `--database ${database.split(':')[0] ?? ''}://… is not supported: use a SQLite file or postgres://…`;
  }
  if (redis !== undefined && !/^rediss?:\/\//i.test(redis)) {
    return `--redis must be a redis:// or rediss:// URL, not "${redis}"`;
  }
  if (redis !== undefined && !postgres) {
    return '--redis is for several nodes, which share a PostgreSQL database: use --database postgres://…';
  }
  if (postgres && (stateDir === undefined || stateDir.trim() === '')) {
    return '--database postgres://… needs --state-dir DIR: a folder every node shares, for upload staging and the preview cache';
  }
  if (nodeName?.trim() === '') return '--node-name must not be empty';
  return {
    ...(redis !== undefined && { redis }),
    ...(stateDir !== undefined && { stateDir }),
    ...(nodeName !== undefined && { nodeName }),
  };
}

/** The options from flags, config file and environment, or what is wrong with them. */
function resolveOptions(
  values: Partial<Record<string, FlagValue>>,
  env: Readonly<Record<string, string | undefined>>,
  file: FileLayer,
): CliOptions | string {
  const text = (name: FlagName) => settingOf(name, values, env, file) as string | undefined;
  const on = (name: FlagName) => settingOf(name, values, env, file) === true;
  const portText = text('port') ?? '8080';
  const port = parsePort(portText);
  if (port === undefined) return `invalid port "${portText}": use a number from 0 to 65535`;
  const root = text('root') ?? './data';
  const database = text('database') ?? './file-browser.db';
  if (root.trim() === '') return '--root must not be empty';
  if (database.trim() === '') return '--database must not be empty';
  const cluster = clusterOptions(database, text('redis'), text('state-dir'), text('node-name'));
  if (typeof cluster === 'string') return cluster;
  const logLevel = logLevelOf(values, env, file);
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    return `invalid log level "${logLevel}": use ${LOG_LEVELS.join(', ')}`;
  }
  const cert = text('cert');
  const key = text('key');
  if ((cert === undefined) !== (key === undefined)) {
    return 'HTTPS needs both --cert FILE and --key FILE';
  }
  const lifetime = text('token-expiration-time');
  const lifetimeProblem = lifetime === undefined ? undefined : tokenExpirationProblem(lifetime);
  if (lifetimeProblem) return lifetimeProblem;
  const tokenLifetimeSeconds = lifetime === undefined ? undefined : parseDuration(lifetime);
  const metrics = metricsSetting(on('metrics'), text('metrics-address'));
  if (typeof metrics === 'string') return metrics;
  return {
    root,
    database,
    ...cluster,
    address: text('address') ?? '127.0.0.1',
    port,
    baseURL: text('baseurl') ?? '',
    adminPassword: env['FB_ADMIN_PASSWORD'] || undefined,
    logLevel: logLevel as LogLevel,
    ...(cert !== undefined && key !== undefined && { tls: { cert, key } }),
    enableExec: on('enable-exec'),
    unconfinedCommands: on('unconfined-commands'),
    thumbnails: !on('disable-thumbnails'),
    resizePreview: !on('disable-preview-resize'),
    index: !on('no-index'),
    indexExclude: (settingOf('index-exclude', values, env, file) as string[] | undefined) ?? [],
    ...(tokenLifetimeSeconds !== undefined && { tokenLifetimeSeconds }),
    ...(metrics && { metrics }),
  };
}

/**
 * Reads flags over environment over config file over defaults. Flags win so one-off runs can
 * override a service's env; the file holds what a service keeps.
 */
export function parseCliOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): CliParse {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: PARSE_OPTIONS,
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message, usage: true };
  }
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  let file: FileLayer;
  try {
    file = configLayer(values.config, env);
  } catch (error) {
    if (error instanceof ConfigFileError) {
      return { kind: 'error', message: error.message, usage: false };
    }
    throw error;
  }
  const options = resolveOptions(values, env, file);
  return typeof options === 'string'
    ? { kind: 'error', message: options, usage: true }
    : { kind: 'run', options };
}
