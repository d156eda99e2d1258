import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { inProcessCoordination } from '../drivers/in-process/in-process-coordination';
import { patchQuery } from '../../testing/resources';

// Issue 31: nothing a server keeps lives in the process. Two servers in one process share only
// what they are given to share (the coordination), exactly as two processes would.
describe('two servers in one process', () => {
  const running: TestServer[] = [];
  const start = async (...args: Parameters<typeof startTestServer>) => {
    const test = await startTestServer(...args);
    running.push(test);
    return test;
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((test) => test.close()));
  });

  const names = async (test: TestServer, token: string, path: string) => {
    const response = await test.request(`/api/resources${path}`, { token });
    expect(response.status).toBe(200);
    const listing = (await response.json()) as { items: { name: string; size: number }[] };
    return listing.items.map((item) => `${item.name} ${String(item.size)}`).sort();
  };

  it('list the same folder of two roots each from its own, before and after a write in one', async () => {
    const one = await start({ 'data/docs/a.txt': 'one' });
    const two = await start({ 'data/docs/a.txt': 'two two' });
    const [tokenOne, tokenTwo] = await Promise.all([one.login(), two.login()]);
    expect(await names(one, tokenOne, '/docs/')).toEqual(['a.txt 3']);
    expect(await names(two, tokenTwo, '/docs/')).toEqual(['a.txt 7']);

    const written = await one.request('/api/resources/docs/b.txt', {
      method: 'POST',
      token: tokenOne,
      body: 'bee',
    });
    expect(written.status).toBe(200);
    expect(await names(one, tokenOne, '/docs/')).toEqual(['a.txt 3', 'b.txt 3']);
    expect(await names(two, tokenTwo, '/docs/')).toEqual(['a.txt 7']);
  });

  it("each hide their own files and only those: another's database is an ordinary file", async () => {
    const one = await start({ 'data/a.txt': 'a' });
    // `two` serves the folder holding `one`'s database, and keeps its own there too.
    const two = await start({}, { root: one.base, database: join(one.base, 'two.db') });
    const token = await two.login();
    const listed = (await names(two, token, '/')).map((entry) => entry.split(' ')[0]);
    expect(listed).toContain('fb.db');
    expect(listed).not.toContain('two.db');
    expect((await two.request('/api/raw/fb.db', { token })).status).toBe(200);
    expect((await two.request('/api/raw/two.db', { token })).status).toBe(404);
  });

  it('given one coordination, two servers on one folder place a moved folder once', async () => {
    const coordination = inProcessCoordination();
    const one = await start({}, { coordination });
    const two = await start({}, { root: one.root, coordination });
    const [tokenOne, tokenTwo] = await Promise.all([one.login(), two.login()]);
    for (let round = 0; round < 10; round++) {
      mkdirSync(join(one.root, `x${String(round)}`));
      mkdirSync(join(one.root, `y${String(round)}`));
      const moves = await Promise.all([
        one.request(
          `/api/resources/x${String(round)}${patchQuery('rename', `/z${String(round)}`)}`,
          {
            method: 'PATCH',
            token: tokenOne,
          },
        ),
        two.request(
          `/api/resources/y${String(round)}${patchQuery('rename', `/z${String(round)}`)}`,
          {
            method: 'PATCH',
            token: tokenTwo,
          },
        ),
      ]);
      // One winner; the other folder stays where it was (a rename would have replaced it).
      expect(moves.map((move) => move.status).sort()).toEqual([200, 409]);
      const left = ['x', 'y'].filter((name) =>
        existsSync(join(one.root, `${name}${String(round)}`)),
      );
      expect(left).toHaveLength(1);
    }
    await coordination.close();
  });
});
