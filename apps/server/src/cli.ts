import type { CliIo } from './commands/cli-io';
import { EXIT_FAILED, EXIT_USAGE, UsageError } from './commands/cli-io';
import { CONFIG_USAGE, configCommand } from './commands/config-command';
import { USERS_USAGE, usersCommand } from './commands/users-command';

const COMMANDS = {
  users: { run: usersCommand, usage: USERS_USAGE },
  config: { run: configCommand, usage: CONFIG_USAGE },
} as const;

/** True when the arguments name an offline command rather than flags for the server. */
export function isOfflineCommand(argv: readonly string[]): boolean {
  return argv[0] === 'users' || argv[0] === 'config';
}

/**
 * Runs `file-browser users ...` or `file-browser config ...` and returns the exit code: 0 done,
 * 1 refused (the message says why), 2 misuse (the message and the usage).
 */
export async function runOfflineCommand(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CliIo,
): Promise<number> {
  const command = COMMANDS[argv[0] as keyof typeof COMMANDS];
  try {
    return await command.run(argv.slice(1), env, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`file-browser ${argv[0] ?? ''}: ${error.message}\n\n${command.usage}`);
      return EXIT_USAGE;
    }
    io.err(
      `file-browser ${argv[0] ?? ''}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT_FAILED;
  }
}
