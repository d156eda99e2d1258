import { fileURLToPath } from 'node:url';
import { isOfflineCommand, runOfflineCommand } from './cli';
import { EXIT_USAGE } from './commands/cli-io';
import { USAGE, parseCliOptions } from './cli-options';
import type { CliParse } from './cli-options';
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
  // `version` as upstream's command, `--version` as a flag: the same answer.
  const parsed: CliParse =
    argv.join(' ') === 'version' ? { kind: 'version' } : parseCliOptions(argv, process.env);
  if (parsed.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (parsed.kind === 'version') {
    io.out(`File Browser ${__FB_VERSION__}`);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.err(`file-browser: ${parsed.message}${parsed.usage ? `\n\n${USAGE}` : ''}`);
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
    // Lines for people go to stderr: stdout carries only the JSON logs, so it stays parseable.
    out: io.err,
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
