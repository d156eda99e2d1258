import type { FileBrowserServer, OwnFile, ServerOptions } from '@file-browser/server';
import { AdminPasswordError, createServer } from '@file-browser/server';
import type { CliOptions } from './cli-options';

/** What `serve` needs from the process: its signals and somewhere to write. */
export interface ServeEnvironment {
  /** Registers a one-shot handler for SIGTERM and SIGINT. */
  onSignal(handler: (signal: string) => void): void;
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

async function start(options: ServerOptions): Promise<FileBrowserServer> {
  try {
    return await createServer(options);
  } catch (error) {
    if (error instanceof AdminPasswordError) throw new StartupError(adminPasswordMessage(error));
    throw error;
  }
}

/**
 * Starts the server and stops it gracefully on the first SIGTERM/SIGINT: no new connections,
 * in-flight requests finish, then the database closes. Resolves with the exit code once stopped;
 * rejects with `StartupError` when the settings cannot be used (a weak FB_ADMIN_PASSWORD).
 */
export async function serve(options: CliOptions, environment: ServeEnvironment): Promise<number> {
  const server = await start({
    root: options.root,
    database: options.database,
    baseURL: options.baseURL,
    adminPassword: options.adminPassword,
    webRoot: environment.webRoot,
    version: environment.version,
    logger: options.log,
    enableExec: options.enableExec,
    commandSandbox: options.unconfinedCommands ? 'none' : 'bubblewrap',
    previews: { thumbnails: options.thumbnails, resizePreview: options.resizePreview },
    searchIndex: { enabled: options.index ?? true, exclude: options.indexExclude ?? [] },
    ...(options.tokenLifetimeSeconds !== undefined && {
      tokenLifetimeSeconds: options.tokenLifetimeSeconds,
    }),
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
      server.close().then(
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
  return stopped;
}
