import { createServer } from '@file-browser/server';
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
 * Starts the server and stops it gracefully on the first SIGTERM/SIGINT: no new connections,
 * in-flight requests finish, then the database closes. Resolves with the exit code once stopped.
 */
export async function serve(options: CliOptions, environment: ServeEnvironment): Promise<number> {
  const server = await createServer({
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
  });
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
