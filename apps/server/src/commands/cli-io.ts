import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import { configLayer, settingOf } from '../config-file';

/** Where a command writes; tests collect the text. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** Exit codes: done, refused (e.g. a taken username), misuse (bad flags or arguments). */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A usage mistake: the message and the usage text are printed, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The database, root and config file options every offline command shares. */
export const STORE_OPTIONS = {
  config: { type: 'string', short: 'c' },
  database: { type: 'string', short: 'd' },
  root: { type: 'string', short: 'r' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** parseArgs with strict flags; its errors become UsageErrors. */
export function parseStrict<O extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: O,
) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Reads `true`/`false` flag values. */
export function parseBoolean(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new UsageError(`--${name} must be true or false, not "${value}"`);
}

/**
 * The database and root for an offline command, found as the server finds them: flags over
 * FB_* variables over the config file (`-c FILE` or FB_CONFIG) over defaults, so `users add`
 * creates home folders under the root the server serves.
 */
export function storePaths(
  values: { database?: string; root?: string; config?: string },
  env: Readonly<Record<string, string | undefined>>,
): { database: string; root: string } {
  const file = configLayer(values.config, env);
  const flags = { database: values.database, root: values.root };
  return {
    database:
      (settingOf('database', flags, env, file) as string | undefined) ?? './file-browser.db',
    root: (settingOf('root', flags, env, file) as string | undefined) ?? './data',
  };
}
