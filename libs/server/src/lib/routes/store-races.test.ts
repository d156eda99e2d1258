import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';
import { inProcessCoordination } from '../drivers/in-process/in-process-coordination';
import { openSqliteStore } from '../drivers/sqlite/sqlite-store';
import type { Store } from '../ports/store';

/** A store round trip's time here: long enough for racing requests to overlap. */
const ROUND_TRIP_MS = 25;

/**
 * The real SQLite store answering each call after a round trip, as a database a network away does:
 * between a request's read and its write, others run, which is what these tests race. `slow`
 * gives some calls (`users.list`) a longer delay, a query over many rows.
 */
function distant(store: Store, slow: Record<string, number> = {}): Store {
  const wrap = <T extends object>(name: string, repository: T): T =>
    Object.fromEntries(
      Object.entries(repository).map(([method, call]) => [
        method,
        async (...args: unknown[]) => {
          // Half on the way there, half on the way back: others run on both sides of the call.
          const half = (slow[`${name}.${method}`] ?? ROUND_TRIP_MS) / 2;
          await sleep(half);
          const answer = await (call as (...values: unknown[]) => Promise<unknown>)(...args);
          await sleep(half);
          return answer;
        },
      ]),
    ) as T;
  return {
    users: wrap('users', store.users),
    settings: wrap('settings', store.settings),
    shares: wrap('shares', store.shares),
    temps: wrap('temps', store.temps),
    tusUploads: wrap('tusUploads', store.tusUploads),
    close: () => store.close(),
  };
}

const ADMIN_PERM = {
  admin: true,
  execute: true,
  create: true,
  rename: true,
  modify: true,
  delete: true,
  share: true,
  download: true,
};

// Each read and the write it decides stays one step for other requests, however slow the store
// (docs/server-architecture.md, Store).
describe('a read and its write, with requests racing (async store port)', () => {
  let dir: string;
  let store: Store;
  let test: TestServer;

  // A fresh server each: a race may leave either admin the only one.
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fb-store-races-'));
    // Longer than a bcrypt check (the requests' password checks take turns before the race).
    store = distant(openSqliteStore(join(dir, 'fb.db')), { 'users.list': 400 });
    test = await startTestServer(
      { 'data/report.txt': 'report' },
      { store, database: join(dir, 'fb.db'), searchIndex: { enabled: false } },
    );
  });
  afterEach(async () => {
    await test.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const send = (method: string, path: string, token: string, body: unknown) =>
    test.request(path, { method, token, body: JSON.stringify(body) });

  /** A second admin, made through the API; answers its id and token. */
  async function secondAdmin(username: string): Promise<{ id: number; token: string }> {
    const response = await send('POST', '/api/users', await test.login(), {
      what: 'user',
      current_password: TEST_ADMIN_PASSWORD,
      data: { username, password: TEST_ADMIN_PASSWORD, perm: ADMIN_PERM },
    });
    expect(response.status).toBe(201);
    const id = Number(response.headers.get('location')?.split('/').pop());
    return { id, token: await test.login(username, TEST_ADMIN_PASSWORD) };
  }

  /** The admins left, as the winner of a race (the one whose request succeeded) sees them. */
  async function adminNames(winner?: string): Promise<string[]> {
    const token = winner ?? (await test.login());
    const response = await test.request('/api/users', { token });
    const users = (await response.json()) as { username: string; perm: { admin: boolean } }[];
    return users.filter((user) => user.perm.admin).map((user) => user.username);
  }

  it('lets only one of two admins demoting each other at once succeed: an admin remains (K71)', async () => {
    const other = await secondAdmin('demoter');
    const demote = (token: string, id: number) =>
      send('PUT', `/api/users/${String(id)}`, token, {
        what: 'user',
        which: ['perm'],
        current_password: TEST_ADMIN_PASSWORD,
        data: { id, perm: { ...ADMIN_PERM, admin: false } },
      });
    const answers = await Promise.all([
      demote(await test.login(), other.id),
      demote(other.token, 1),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const winner = answers[0].status === 200 ? await test.login() : other.token;
    expect(await adminNames(winner)).toHaveLength(1);
  });

  it('lets only one of two admins deleting each other at once succeed: an admin remains (K71)', async () => {
    const other = await secondAdmin('deleter');
    const remove = (token: string, id: number) =>
      send('DELETE', `/api/users/${String(id)}`, token, { current_password: TEST_ADMIN_PASSWORD });
    const answers = await Promise.all([
      remove(await test.login(), other.id),
      remove(other.token, 1),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    // Either may win; the loser is gone, and with it the way to log in as them.
    const winner = answers[0].status === 200 ? await test.login() : other.token;
    expect(await adminNames(winner)).toHaveLength(1);
  });

  it('answers 200 to exactly one of several deletes of one share, 404 to the others', async () => {
    const admin = await test.login();
    const created = await send('POST', '/api/share/report.txt', admin, {});
    const { hash } = (await created.json()) as { hash: string };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        test.request(`/api/share/${hash}`, { method: 'DELETE', token: admin }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404, 404]);
    expect((await test.request(`/api/public/share/${hash}`)).status).toBe(404);
  });
});

describe('servers starting together on one fresh store (async store port)', () => {
  it('make one admin and one signing key: a token from either works on both', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-store-start-'));
    const database = join(dir, 'fb.db');
    const store = distant(openSqliteStore(database));
    const shared = {
      store,
      coordination: inProcessCoordination(),
      database,
      root: join(dir, 'data'),
      searchIndex: { enabled: false },
    };
    const started = await Promise.allSettled([
      startTestServer({}, shared),
      startTestServer({}, shared),
    ]);
    const servers = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      expect(started.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const [first, second] = servers as [TestServer, TestServer];
      expect((await store.users.list()).map((user) => user.username)).toEqual(['admin']);
      expect((await second.request('/api/users/1', { token: await first.login() })).status).toBe(
        200,
      );
      expect((await first.request('/api/users/1', { token: await second.login() })).status).toBe(
        200,
      );
    } finally {
      for (const server of servers) await server.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
