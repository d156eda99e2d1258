import { createServer } from '@file-browser/server';
import { fileURLToPath } from 'node:url';
import { USAGE, parseCliOptions } from './cli-options';

/** Exit code for usage errors, as most command-line tools use. */
const EXIT_USAGE = 2;

async function main(): Promise<void> {
  const parsed = parseCliOptions(process.argv.slice(2), process.env);
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    console.error(`file-browser: ${parsed.message}\n\n${USAGE}`);
    process.exit(EXIT_USAGE);
  }
  const { options } = parsed;
  const server = await createServer({
    root: options.root,
    database: options.database,
    baseURL: options.baseURL,
    adminPassword: options.adminPassword,
    // The bundle lives in dist/apps/server; the built web app beside it in dist/apps/web.
    webRoot: fileURLToPath(new URL('../web/', import.meta.url)),
    version: process.env['npm_package_version'] ?? '(untracked)',
  });
  if (server.generatedAdminPassword) {
    console.log(
      `Created user "admin" with password: ${server.generatedAdminPassword}\n` +
        'It is shown only this once: write it down or change it after logging in.',
    );
  }
  const url = await server.listen({ host: options.address, port: options.port });
  console.log(`File Browser is serving ${options.root} at ${url}/`);

  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`file-browser: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
