import { parseDuration, tokenExpirationProblem } from '@file-browser/api-contract';
import { parseArgs } from 'node:util';

/** Settings the `file-browser` command runs with, after flags, environment and defaults. */
export interface CliOptions {
  root: string;
  database: string;
  address: string;
  port: number;
  baseURL: string;
  adminPassword: string | undefined;
  /** Structured JSON request logs on stdout. */
  log: boolean;
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
}

/** Either options to run with, a request for help, or a message for a usage error. */
export type CliParse =
  { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export const USAGE = `Usage: file-browser [options]

Options (each also read from the environment variable shown):
  -r, --root DIR         folder to serve, created if missing     FB_ROOT      (./data)
  -d, --database FILE    SQLite database, created if missing     FB_DATABASE  (./file-browser.db)
  -a, --address ADDR     address to listen on                    FB_ADDRESS   (127.0.0.1)
  -p, --port N           port to listen on                       FB_PORT      (8080)
  -b, --baseurl PATH     serve under a sub-path such as /files   FB_BASEURL   (none)
  -l, --log              JSON request logs on stdout             FB_LOG       (off)
      --enable-exec      command runner and event hooks           FB_ENABLE_EXEC (off)
      --unconfined-commands  run shell commands without the       FB_UNCONFINED_COMMANDS
                         bubblewrap sandbox that confines them to the user's folder (off)
      --disable-thumbnails      no thumbnails in listings   FB_DISABLE_THUMBNAILS (off)
      --disable-preview-resize  previews show the original  FB_DISABLE_PREVIEW_RESIZE (off)
      --no-index         search by walking the folder, no index  FB_NO_INDEX  (off)
      --index-exclude P  leave folder P out of the search index  FB_INDEX_EXCLUDE
                         (repeatable; the variable is comma-separated)
      --token-expiration-time D  how long a login token lasts, 1m to 720h
                         (e.g. 90m), over the stored setting   FB_TOKEN_EXPIRATION_TIME (2h)
  -h, --help             show this help

Commands (run them while the server is stopped; each has --help):
  file-browser users ls|add|update|rm     manage users in the database
  file-browser config cat|set             show or change the stored settings

On the first run the user "admin" is created with the password in FB_ADMIN_PASSWORD (at least
12 bytes and not a common password, as for every user), or a random one that is printed once.`;

/** An environment switch: set and not `0`/`false`/empty. */
function isOn(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false'].includes(value.toLowerCase());
}

function parsePort(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port <= 65535 ? port : undefined;
}

/** Reads flags over environment over defaults. Flags win so one-off runs can override a service's env. */
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
      options: {
        root: { type: 'string', short: 'r' },
        database: { type: 'string', short: 'd' },
        address: { type: 'string', short: 'a' },
        port: { type: 'string', short: 'p' },
        baseurl: { type: 'string', short: 'b' },
        log: { type: 'boolean', short: 'l' },
        'enable-exec': { type: 'boolean' },
        'unconfined-commands': { type: 'boolean' },
        'disable-thumbnails': { type: 'boolean' },
        'disable-preview-resize': { type: 'boolean' },
        'no-index': { type: 'boolean' },
        'index-exclude': { type: 'string', multiple: true },
        'token-expiration-time': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  const portText = values.port ?? env['FB_PORT'] ?? '8080';
  const port = parsePort(portText);
  if (port === undefined) {
    return { kind: 'error', message: `invalid port "${portText}": use a number from 0 to 65535` };
  }
  const root = values.root ?? env['FB_ROOT'] ?? './data';
  const database = values.database ?? env['FB_DATABASE'] ?? './file-browser.db';
  for (const [name, value] of [
    ['root', root],
    ['database', database],
  ] as const) {
    if (value.trim() === '') return { kind: 'error', message: `--${name} must not be empty` };
  }
  const lifetime = values['token-expiration-time'] ?? env['FB_TOKEN_EXPIRATION_TIME'];
  const lifetimeProblem = lifetime === undefined ? undefined : tokenExpirationProblem(lifetime);
  if (lifetimeProblem) return { kind: 'error', message: lifetimeProblem };
  const tokenLifetimeSeconds = lifetime === undefined ? undefined : parseDuration(lifetime);
  return {
    kind: 'run',
    options: {
      root,
      database,
      address: values.address ?? env['FB_ADDRESS'] ?? '127.0.0.1',
      port,
      baseURL: values.baseurl ?? env['FB_BASEURL'] ?? '',
      adminPassword: env['FB_ADMIN_PASSWORD'] || undefined,
      log: values.log ?? isOn(env['FB_LOG']),
      enableExec: values['enable-exec'] ?? isOn(env['FB_ENABLE_EXEC']),
      unconfinedCommands: values['unconfined-commands'] ?? isOn(env['FB_UNCONFINED_COMMANDS']),
      thumbnails: !(values['disable-thumbnails'] ?? isOn(env['FB_DISABLE_THUMBNAILS'])),
      resizePreview: !(values['disable-preview-resize'] ?? isOn(env['FB_DISABLE_PREVIEW_RESIZE'])),
      index: !(values['no-index'] ?? isOn(env['FB_NO_INDEX'])),
      indexExclude:
        values['index-exclude'] ??
        (env['FB_INDEX_EXCLUDE'] ?? '').split(',').filter((path) => path.trim() !== ''),
      ...(tokenLifetimeSeconds !== undefined && { tokenLifetimeSeconds }),
    },
  };
}
