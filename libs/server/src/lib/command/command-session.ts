import type { RawData, WebSocket } from 'ws';
import type { UserRecord } from '../store/types';
import { commandEnvironment } from './environment';
import type { CommandLimits } from './run-argv';
import { runArgv } from './run-argv';
import { SANDBOX_MISSING, sandboxedArgv } from './sandbox';
import { CommandParseError, splitCommandLine } from './tokenize';

/**
 * How commands are confined: by bubblewrap (its path, or undefined when it is not installed,
 * and then nothing runs), or not at all when the administrator said so (`none`).
 */
export type CommandSandbox = { bwrap: string | undefined } | 'none';

/** Where a command runs: the folder, the user's scope around it, and the confinement. */
export interface CommandPlace {
  /** Real path of the folder the command starts in. */
  cwd: string;
  /** Real path of the user's scope: the only folder a confined command sees. */
  scope: string;
  sandbox: CommandSandbox;
}

/** Text upstream sends when a command may not run (api-contract §8.1). */
export const NOT_ALLOWED = 'Command not allowed.';

/** A client that never sends its command line is dropped after this long. */
const FIRST_MESSAGE_TIMEOUT_MS = 60_000;

function finish(socket: WebSocket, ok: boolean): void {
  if (socket.readyState !== socket.OPEN) return;
  if (ok) socket.close(1000);
  else socket.close(1011, 'Internal Server Error');
}

/** Parses the line and checks the allow-list; answers and closes the socket when refused. */
function allowedArgv(socket: WebSocket, user: UserRecord, line: string): string[] | undefined {
  let argv: string[];
  try {
    argv = splitCommandLine(line);
  } catch (error) {
    if (!(error instanceof CommandParseError)) throw error;
    socket.send(error.message);
    finish(socket, true);
    return undefined;
  }
  // Exact match of the program name only (security-requirements K88).
  if (!user.commands.includes(argv[0] ?? '')) {
    socket.send(NOT_ALLOWED);
    finish(socket, true);
    return undefined;
  }
  return argv;
}

function run(socket: WebSocket, argv: string[], place: CommandPlace, limits: CommandLimits): void {
  const { sandbox } = place;
  if (sandbox !== 'none' && !sandbox.bwrap) {
    // Fail closed (K87): an unconfined command could reach everything the server can.
    socket.send(SANDBOX_MISSING);
    finish(socket, false);
    return;
  }
  const running = runArgv({
    argv:
      sandbox === 'none' ? argv : sandboxedArgv(sandbox.bwrap ?? '', argv, place.scope, place.cwd),
    cwd: place.cwd,
    env: commandEnvironment(),
    limits,
    onLine: (line) => {
      if (socket.readyState === socket.OPEN) socket.send(line);
    },
  });
  // The client leaving ends the command and everything it started.
  socket.once('close', () => {
    running.kill();
  });
  void running.done.then((result) => {
    finish(socket, result.ok);
  });
}

/**
 * One command session on an upgraded socket (api-contract §8.1): the first non-blank text
 * message is the command line; it is split into argv (never given to a shell), its first word
 * must be exactly one of the user's commands, and it runs in `place` (confined to the user's
 * scope unless the sandbox is `none`) with the limits. Each output
 * line is one text message; exit 0 closes normally, anything else with 1011.
 */
export function commandSession(
  socket: WebSocket,
  user: UserRecord,
  place: CommandPlace,
  limits: CommandLimits,
): void {
  const timer = setTimeout(() => {
    socket.terminate();
  }, FIRST_MESSAGE_TIMEOUT_MS);
  const onMessage = (data: RawData) => {
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Uint8Array);
    const line = bytes.toString('utf8');
    if (line.trim() === '') return;
    socket.off('message', onMessage);
    clearTimeout(timer);
    const argv = allowedArgv(socket, user, line.trim());
    if (argv) run(socket, argv, place, limits);
  };
  socket.on('message', onMessage);
  socket.once('close', () => {
    clearTimeout(timer);
  });
}
