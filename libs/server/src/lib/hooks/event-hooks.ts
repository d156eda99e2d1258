import type { Permissions } from '@file-browser/api-contract';
import { commandEnvironment } from '../command/environment';
import type { CommandLimits } from '../command/run-argv';
import { DEFAULT_COMMAND_LIMITS, runArgv } from '../command/run-argv';
import { splitCommandLine } from '../command/tokenize';
import type { ServerContext } from '../context';
import type { UserFiles } from '../files/user-files';
import { hasPerm } from '../files/user-files';
import { HttpError } from '../core/http-error';

/** The operations hooks fire around (api-contract §8.2). */
export type HookEvent = 'upload' | 'save' | 'copy' | 'rename' | 'delete';

/** Which permission each operation needs; without it the operation is refused, hooks never run. */
const EVENT_PERMISSION: Record<HookEvent, keyof Permissions> = {
  upload: 'create',
  save: 'modify',
  copy: 'create',
  rename: 'rename',
  delete: 'delete',
};

/** The request paths a hook is about: the item, and for copy and rename where it goes. */
export interface HookPaths {
  path: string;
  destination?: string;
}

/** Hooks may run a while (conversions, indexing) but not forever. */
const HOOK_LIMITS: CommandLimits = { ...DEFAULT_COMMAND_LIMITS, timeoutMs: 5 * 60 * 1000 };

/** An argument that is exactly one variable reference: `$NAME` or `${NAME}` (after quote removal). */
const WHOLE_REFERENCE = /^\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))$/;

/**
 * An argument of an argv-form hook: one that is exactly `$NAME` or `${NAME}` becomes that
 * variable's value (from the hook's variables, then the environment; unknown names give an
 * empty argument), as one whole argument. Anything else is passed exactly as written: a value
 * is never spliced into text, because that text may be code (`sh -c '…'`, `node -e '…'`),
 * and a program that wants `$FILE` inside a longer argument reads it from its environment
 * (issue 27; differs from upstream, which expanded variables anywhere in an argument).
 */
export function expandArgument(arg: string, variables: Record<string, string | undefined>) {
  const match = WHOLE_REFERENCE.exec(arg);
  if (!match) return arg;
  return variables[match[1] ?? match[2] ?? ''] ?? '';
}

async function realOf(files: UserFiles, path: string): Promise<string> {
  return files.resolver.writable(path).catch(() => files.resolver.lexical(path));
}

async function hookVariables(files: UserFiles, trigger: string, paths: HookPaths) {
  return {
    FILE: await realOf(files, paths.path),
    // QUIRK kept from upstream: DESTINATION is the scope root for events without a target.
    DESTINATION:
      paths.destination === undefined
        ? files.resolver.root
        : await realOf(files, paths.destination),
    SCOPE: files.user.scope,
    TRIGGER: trigger,
    USERNAME: files.user.username,
  };
}

/**
 * The argv of one hook line. With `settings.shell` set (e.g. `["sh", "-c"]`) the line goes to
 * that shell as written, as upstream does, and the shell expands `"$FILE"` from the
 * environment; without it the line is split into words (never a shell) and only whole-argument
 * references are replaced (`expandArgument`). Either way the text of the line is the
 * administrator's alone: no file name, user name or path is ever put into it (issue 27, K90).
 */
export function hookArgv(
  line: string,
  env: Record<string, string | undefined>,
  shell: readonly string[],
): string[] {
  if (shell.length > 0 && shell[0] !== '') return [...shell, line.trim()];
  const [program = '', ...args] = splitCommandLine(line);
  return [program, ...args.map((arg) => expandArgument(arg, env))];
}

/** Runs one hook line; a trailing `&` starts it in the background (only a failed start counts). */
async function runHookLine(
  line: string,
  variables: Record<string, string>,
  cwd: string,
  shell: readonly string[],
) {
  const background = line.trimEnd().endsWith('&');
  const text = background ? line.trimEnd().slice(0, -1) : line;
  // The values reach the hook only as environment variables (and, in argv form, as whole
  // arguments), never as text a shell or interpreter would read (security-requirements K90).
  const env = commandEnvironment(variables);
  const argv = hookArgv(text, env, shell);
  const running = runArgv({ argv, cwd, env, limits: HOOK_LIMITS });
  if (background) return running.started;
  return (await running.done).ok;
}

/**
 * Runs every `<phase>_<event>` command of the settings in order (api-contract §8.2) with
 * FILE, DESTINATION, SCOPE, TRIGGER and USERNAME in the environment. Only when exec is on.
 * Throws 500 at the first failure. The line runs through `settings.shell` when one is set
 * (the administrator's text only; the values stay in the environment), else split into argv.
 */
export async function runHooks(
  context: ServerContext,
  files: UserFiles,
  trigger: `${'before' | 'after'}_${HookEvent}`,
  paths: HookPaths,
): Promise<void> {
  const lines = context.enableExec ? (context.settings.commands[trigger] ?? []) : [];
  if (lines.length === 0) return;
  const variables = await hookVariables(files, trigger, paths);
  for (const line of lines) {
    let ok: boolean;
    try {
      ok = await runHookLine(line, variables, files.resolver.root, context.settings.shell);
    } catch {
      ok = false;
    }
    if (!ok) throw new HttpError(500);
  }
}

/** The hook event of a `PATCH /api/resources` action, or undefined for an unknown action. */
export function patchEvent(action: string): HookEvent | undefined {
  return action === 'copy' || action === 'rename' ? action : undefined;
}

/**
 * Wraps an operation in its hooks: `before_*` (a failure refuses the operation with 500), the
 * operation, then `after_*` (a failure makes the answer 500 although the operation happened).
 * A caller lacking the operation's permission gets the operation's own 403 and no hooks; no
 * event (an unknown PATCH action) means no hooks either.
 */
export async function withHooks<T>(
  context: ServerContext,
  files: UserFiles,
  event: HookEvent | undefined,
  paths: HookPaths,
  operation: () => Promise<T>,
): Promise<T> {
  if (!event || !context.enableExec || !hasPerm(files.user, EVENT_PERMISSION[event])) {
    return operation();
  }
  await runHooks(context, files, `before_${event}`, paths);
  const result = await operation();
  await runHooks(context, files, `after_${event}`, paths);
  return result;
}

/**
 * A completed tus upload runs `before_upload` and `after_upload` back to back, after the file
 * is in place; failures are ignored, since the data is already there (api-contract §8.2).
 */
export async function runUploadCompletedHooks(
  context: ServerContext,
  files: UserFiles,
  path: string,
): Promise<void> {
  for (const trigger of ['before_upload', 'after_upload'] as const) {
    await runHooks(context, files, trigger, { path }).catch(() => undefined);
  }
}
