import { fileURLToPath } from 'node:url';
import { isOfflineCommand, runOfflineCommand } from './cli';
import { EXIT_USAGE } from './commands/cli-io';
import { USAGE, parseCliOptions } from './cli-options';
import { serve } from './serve';

const io = {
  out: (text: string) => {
    console.log(text);
  },
  err: (text: string) => {
    console.error(text);
  },
};

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (isOfflineCommand(argv)) return runOfflineCommand(argv, process.env, io);
  const parsed = parseCliOptions(argv, process.env);
  if (parsed.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.err(`file-browser: ${parsed.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  return serve(parsed.options, {
    onSignal(handler) {
      let stopping = false;
      const onSignal = (signal: string) => {
        // A second signal means "now": skip waiting for in-flight requests.
        if (stopping) process.exit(1);
        stopping = true;
        handler(signal);
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
    },
    // Status lines go to stderr when stdout carries JSON logs, so the log stays parseable.
    out: parsed.options.log ? io.err : io.out,
    // The bundle lives in dist/apps/server; the built web app beside it in dist/apps/web.
    webRoot: fileURLToPath(new URL('../web/', import.meta.url)),
    version: __FB_VERSION__,
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`file-browser: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
