import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FileBrowserServer } from '../lib/create-server';
import { createServer } from '../lib/create-server';
import { TEST_ADMIN_PASSWORD } from './test-server';

const NAMES = ['alpha', 'Beta', 'report', 'Annual Report', 'x y', 'été', 'ab', '.hidden', 'a-b'];
const EXTENSIONS = ['', '.txt', '.pdf', '.PDF', '.jpg', '.mp3', '.md'];

/**
 * Writes a deterministic pseudo-random tree of about `count` entries under `folder`: nested
 * folders, dot-files and dot-folders, mixed case, spaces, accents, and a few links in and out.
 */
export function generateTree(folder: string, count: number, seed = 7): void {
  let state = seed;
  const next = (limit: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % limit;
  };
  const folders = [folder];
  for (let index = 0; index < count; index++) {
    const parent = folders[next(folders.length)] ?? folder;
    const name = `${NAMES[next(NAMES.length)] ?? ''}${index}${EXTENSIONS[next(EXTENSIONS.length)] ?? ''}`;
    const path = join(parent, name);
    if (next(6) === 0 && folders.length < count / 4) {
      mkdirSync(path);
      folders.push(path);
    } else if (next(50) === 0) {
      symlinkSync(next(2) === 0 ? (folders[next(folders.length)] ?? folder) : '/tmp', path);
    } else writeFileSync(path, '');
  }
}

/**
 * Polls `probe` until `accept` holds, returning the last value (so the caller's assertion
 * shows what was seen when the deadline passed). Never a fixed wait as the assertion.
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  deadlineMs = 15_000,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > end) return value;
    await sleep(20);
  }
}

/** A second server over the same root and database with the index off: the live walk. */
export async function startWalkTwin(
  root: string,
  database: string,
): Promise<{
  url: string;
  server: FileBrowserServer;
}> {
  const server = await createServer({
    root,
    database,
    adminPassword: TEST_ADMIN_PASSWORD,
    searchIndex: { enabled: false },
  });
  return { server, url: await server.listen({ host: '127.0.0.1', port: 0 }) };
}
