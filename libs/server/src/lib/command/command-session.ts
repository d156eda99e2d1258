import type { RawData, WebSocket } from 'ws';
import type { OwnFiles } from '../files/own-files';
import type { UserRecord } from '../ports/store';
import { minimalEnvironment } from './environment';
import type { CommandRules } from './rule-masks';
import {
  FOLDER_HIDDEN,
  RULES_BY_PATTERN,
  RULES_UNCONFINED,
  deniesByPattern,
  rulesHideAnything,
  scopeView,
} from './rule-masks';
import type { CommandLimits } from './run-argv';
import { runArgv } from './run-argv';
import { SANDBOX_MISSING, SANDBOX_SCOPE, sandboxedArgv, scopePath } from './sandbox';
import { CommandParseError, splitCommandLine } from './tokenize';
import type { Storage } from '../ports/storage';

/**
 * How commands are confined: by bubblewrap (its path, or undefined when it is not installed,
 * and then nothing runs), or not at all when the administrator said so (`none`).
 */
export type CommandSandbox = { bwrap: string | undefined } | 'none';

/** Where a command runs: the folder, the user's scope around it, its rules, the confinement. */
export interface CommandPlace {
  /** Where the scope's files are (the masks look at what is there). */
  storage: Storage;
  /** The server's own files: those inside the scope are masked whatever the rules (issue 27). */
  ownFiles: OwnFiles;
  /** Real path of the folder the command starts in. */
  cwd: string;
  /** Real path of the user's scope: the only folder a confined command sees. */
  scope: string;
  /** The access rules that apply to the user (global, then the user's): what it must not see. */
  rules: CommandRules;
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

/**
 * Why the user's rules stop every command (issue 27 item 3), or undefined: a regex deny rule
 * (no mount follows a pattern), or any deny at all when commands run unconfined.
 */
function rulesRefusal(place: CommandPlace): string | undefined {
  if (deniesByPattern(place.rules.rules)) return RULES_BY_PATTERN;
  if (place.sandbox === 'none' && rulesHideAnything(place.rules)) return RULES_UNCONFINED;
  return undefined;
}

/**
 * `rules` with the server's own files and folders inside `scope` denied after them (issue 27
 * item 2), so no rule re-opens them: a command must not read the database (password hashes,
 * the signing key) any more than a route may.
 */
function withOwnFilesDenied(rules: CommandRules, ownFiles: OwnFiles, scope: string): CommandRules {
  const denied = ownFiles
    .below(scope)
    .map((real) => ({ path: scopePath(scope, real), allow: false, regex: false, regexp: null }));
  return denied.length === 0 ? rules : { ...rules, rules: [...rules.rules, ...denied] };
}

/** argv to spawn and its environment, or the refusal to send when the folder is hidden. */
async function confined(
  argv: string[],
  place: CommandPlace,
): Promise<{ argv: string[]; env: NodeJS.ProcessEnv } | string> {
  const { sandbox, scope, cwd } = place;
  if (sandbox === 'none') return { argv, env: minimalEnvironment(scope) };
  // As of now, not of the upgrade: what was created since is masked too.
  const rules = withOwnFilesDenied(place.rules, place.ownFiles, scope);
  const view = await scopeView(place.storage, scope, SANDBOX_SCOPE, rules);
  if (!view.visible(scopePath(scope, cwd))) return FOLDER_HIDDEN;
  return {
    argv: sandboxedArgv(sandbox.bwrap ?? '', argv, scope, cwd, view.mounts),
    env: minimalEnvironment(SANDBOX_SCOPE),
  };
}

async function run(
  socket: WebSocket,
  argv: string[],
  place: CommandPlace,
  limits: CommandLimits,
): Promise<void> {
  const { sandbox } = place;
  if (sandbox !== 'none' && !sandbox.bwrap) {
    // Fail closed (K87): an unconfined command could reach everything the server can.
    socket.send(SANDBOX_MISSING);
    finish(socket, false);
    return;
  }
  const spec = await confined(argv, place);
  if (socket.readyState !== socket.OPEN) return;
  if (typeof spec === 'string') {
    socket.send(spec);
    finish(socket, true);
    return;
  }
  const running = runArgv({
    ...spec,
    cwd: place.cwd,
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
 * message is the command line. A user whose rules no sandbox can follow is told so and nothing
 * runs; otherwise the line is split into argv (never given to a shell), its first word must be
 * exactly one of the user's commands, and it runs in `place` (confined to the user's scope, what
 * the rules deny hidden, unless the sandbox is `none`) with the limits and a minimal
 * environment. Each output line is one text message; exit 0 closes normally, anything else
 * with 1011.
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
    const refusal = rulesRefusal(place);
    if (refusal !== undefined) {
      socket.send(refusal);
      finish(socket, true);
      return;
    }
    const argv = allowedArgv(socket, user, line.trim());
    if (argv) {
      run(socket, argv, place, limits).catch(() => {
        finish(socket, false);
      });
    }
  };
  socket.on('message', onMessage);
  socket.once('close', () => {
    clearTimeout(timer);
  });
}
