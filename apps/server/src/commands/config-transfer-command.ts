import { exportConfig, importConfig } from '@file-browser/server';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIo } from './cli-io';
import { EXIT_OK, UsageError, storePaths } from './cli-io';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Writes the export readable by its owner only (it holds password hashes and the reCAPTCHA
 * secret), whole or not at all: a temp file renamed into place.
 */
function writePrivately(file: string, text: string): void {
  const temp = `${file}.tmp-${String(process.pid)}`;
  try {
    writeFileSync(temp, text, { mode: 0o600 });
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

function readDocument(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file} cannot be read: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`);
  }
}

const plural = (count: number, word: string) => `${String(count)} ${word}${count === 1 ? '' : 's'}`;

/**
 * `config export [FILE]` (stdout without FILE) and `config import FILE`: users, settings and
 * shares as one JSON document, to move them to another database.
 */
export async function configTransfer(
  action: 'export' | 'import',
  operands: readonly string[],
  values: { database?: string; root?: string; config?: string },
  env: Env,
  io: CliIo,
): Promise<number> {
  const { database } = storePaths(values, env);
  if (action === 'export') {
    if (operands.length > 1) throw new UsageError('usage: config export [FILE]');
    // Opening a missing database would create an empty one: a mistyped path exports nothing.
    if (!existsSync(database)) throw new Error(`there is no database at ${resolve(database)}`);
    const document = await exportConfig(database);
    const text = `${JSON.stringify(document, null, 2)}\n`;
    const [file] = operands;
    if (file === undefined) {
      io.out(text.trimEnd());
      return EXIT_OK;
    }
    writePrivately(resolve(file), text);
    const counts = `${plural(document.users.length, 'user')}, ${plural(document.shares.length, 'share')}`;
    io.out(`Exported ${counts} and the settings of ${resolve(database)} to ${resolve(file)}.`);
    return EXIT_OK;
  }
  const [file] = operands;
  if (file === undefined || operands.length > 1) throw new UsageError('usage: config import FILE');
  const counts = await importConfig(database, readDocument(resolve(file)));
  io.out(
    `Imported ${plural(counts.users, 'user')}, ${plural(counts.shares, 'share')} and the ` +
      `settings into ${resolve(database)}.`,
  );
  return EXIT_OK;
}
