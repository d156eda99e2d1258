import { mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import { platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessCoordination } from '../in-process/in-process-coordination';
import { localDisk } from '../local-disk/local-disk';
import { sqliteSearchIndex } from './sqlite-search-index';

/** The nice value of each thread of this process, by thread id (Linux: `/proc/self/task`). */
async function niceValues(): Promise<Map<number, number>> {
  const values = new Map<number, number>();
  for (const thread of await readdir('/proc/self/task')) {
    const stat = await readFile(`/proc/self/task/${thread}/stat`, 'utf8').catch(() => '');
    // Fields after the command's closing parenthesis: state is field 3, nice field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[16] !== undefined) values.set(Number(thread), Number(fields[16]));
  }
  return values;
}

describe.runIf(platform() === 'linux')("the index's thread", () => {
  let base: string;
  const coordination = inProcessCoordination();

  beforeAll(async () => {
    base = await realpath(await mkdtemp(join(tmpdir(), 'fb-index-priority-')));
  });
  afterAll(async () => {
    await coordination.close();
    await rm(base, { recursive: true, force: true });
  });

  it('crawls at nice 10, below the threads answering requests', async () => {
    const before = await niceValues();
    const storage = localDisk();
    await storage.mkdir(join(base, 'data'));
    const index = sqliteSearchIndex(join(base, 'fb.db-search'))({
      root: join(base, 'data'),
      exclude: [],
      watch: false,
      rescanIntervalMs: 3_600_000,
      changes: coordination.events,
    });
    index.start();
    await expect.poll(() => index.covers(''), { timeout: 10_000 }).toBe(true);
    const added = [...(await niceValues())].filter(([thread]) => !before.has(thread));
    expect(added.filter(([, nice]) => nice === 10)).toHaveLength(1);
    // This thread (the one answering requests in a server) kept its priority.
    expect((await niceValues()).get(process.pid) ?? 0).toBe(before.get(process.pid) ?? 0);
    await index.close();
  });
});
