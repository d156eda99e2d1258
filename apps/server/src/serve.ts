import type { FileBrowserServer, OwnFile, ServerOptions } from '@file-browser/server';
import { AdminPasswordError, createServer } from '@file-browser/server';
import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import type { CliOptions } from './cli-options';
import type { NodeDrivers } from './scale-out';
import { openNodeDrivers } from './scale-out';

/** What `serve` needs from the process: its signals and somewhere to write. */
export interface ServeEnvironment {
  /** Registers a one-shot handler for SIGTERM and SIGINT. */
  onSignal(handler: (signal: string) => void): void;
  /** Where lines for people go (stderr), apart from the JSON logs on stdout. */
  out(text: string): void;
  webRoot?: string;
  version: string;
}

/**
 * Why start-up stopped, in words that name the setting (issue 27): `main` prints it on stderr
 * and exits with 1 before anything listens.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The message for a first admin's password the policy refuses, naming where it came from. */
export function adminPasswordMessage(error: AdminPasswordError): string {
  return (
    `FB_ADMIN_PASSWORD is refused: ${error.problem}. The first admin's password must pass the ` +
    `same password policy as every user's: at least ${String(error.minimumLength)} bytes, at ` +
    'most 72, and not a common password. Set FB_ADMIN_PASSWORD to a stronger password, or ' +
    'leave it unset to have a random one created and printed once. No user was created.'
  );
}

/**
 * The start-up warning when the server's own files lie inside the served folder (issue 27):
 * each named, and the flag that moves them all (the index, upload staging and preview cache
 * sit beside the database).
 */
export function ownFilesWarning(root: string, own: readonly OwnFile[]): string {
  return [
    `Warning: the server's own files lie inside the served folder ${root}:`,
    ...own.map((file) => `  ${file.what}: ${file.path}`),
    'No route lists, reads, searches, shares or changes them (they answer 404, writes 403), but ' +
      'keep them out of the served folder: pass --database FILE (or FB_DATABASE) with a path ' +
      'outside it; the search index, upload staging and preview cache move with the database.',
  ].join('\n');
}

function readPem(flag: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new StartupError(`${flag} ${file} cannot be read: ${(error as Error).message}`);
  }
}

/**
 * The certificate and key for HTTPS, read and tried together before anything starts, so a
 * missing file, a bad PEM or a key of another certificate stops start-up with the reason.
 */
export function httpsOptions(tls: { cert: string; key: string }): { cert: Buffer; key: Buffer } {
  const pair = { cert: readPem('--cert', tls.cert), key: readPem('--key', tls.key) };
  try {
    createSecureContext(pair);
  } catch (error) {
    throw new StartupError(
      `--cert ${tls.cert} and --key ${tls.key} cannot serve HTTPS: ${(error as Error).message}`,
    );
  }
  return pair;
}

async function start(drivers: NodeDrivers, options: ServerOptions): Promise<FileBrowserServer> {
  try {
    return await createServer(options);
  } catch (error) {
    await drivers.close();
    if (error instanceof AdminPasswordError) throw new StartupError(adminPasswordMessage(error));
    throw error;
  }
}

/**
 * Starts the server and stops it gracefully on the first SIGTERM/SIGINT: no new connections,
 * in-flight requests finish, then the database closes. Resolves with the exit code once stopped;
 * rejects with `StartupError` when the settings cannot be used (a weak FB_ADMIN_PASSWORD, an
 * unreadable certificate).
 */
export async function serve(options: CliOptions, environment: ServeEnvironment): Promise<number> {
  const https = options.tls && httpsOptions(options.tls);
  const drivers = await openNodeDrivers(options);
  const server = await start(drivers, {
    ...(https && { https }),
    ...drivers.server,
    root: options.root,
    baseURL: options.baseURL,
    adminPassword: options.adminPassword,
    webRoot: environment.webRoot,
    version: environment.version,
    logger: options.logLevel,
    enableExec: options.enableExec,
    commandSandbox: options.unconfinedCommands ? 'none' : 'bubblewrap',
    previews: { thumbnails: options.thumbnails, resizePreview: options.resizePreview },
    ...(options.tokenLifetimeSeconds !== undefined && {
      tokenLifetimeSeconds: options.tokenLifetimeSeconds,
    }),
    ...(options.metrics && { metrics: { enabled: true, ...options.metrics } }),
  });
  if (server.ownFilesInRoot.length > 0) {
    environment.out(ownFilesWarning(options.root, server.ownFilesInRoot));
  }
  if (server.generatedAdminPassword) {
    environment.out(
      `Created user "admin" with password: ${server.generatedAdminPassword}\n` +
        'It is shown only this once: write it down or change it after logging in.',
    );
  }
  const stopped = new Promise<number>((resolve) => {
    environment.onSignal((signal) => {
      environment.out(`Received ${signal}: finishing requests, then stopping.`);
      server
        .close()
        .then(() => drivers.close())
        .then(
          () => {
            resolve(0);
          },
          () => {
            resolve(1);
          },
        );
    });
  });
  const url = await server.listen({ host: options.address, port: options.port });
  environment.out(`File Browser is serving ${options.root} at ${url}/`);
  if (server.metricsURL) environment.out(`Metrics at ${server.metricsURL}`);
  return stopped;
}
