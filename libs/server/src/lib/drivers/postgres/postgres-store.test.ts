import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../testing/engines/private-engine';
import { postgresForSuite } from '../../../testing/engines/postgres-suite';
import type { NewUser, Store } from '../../ports/store';
import { StoreConflictError } from '../../ports/store';
import { defaultUser } from '../../users/default-user';
import { openPostgresStore } from './postgres-store';

const newUser = (username: string, scope: string): NewUser => ({
  ...defaultUser(),
  username,
  passwordHash: 'h',
  scope,
});

/** Two nodes of a cluster: two stores, with their own pools, on one database. */
describe('openPostgresStore: several nodes on one database', () => {
  const engine = postgresForSuite();

  /** Opens `count` nodes on a fresh database; `node(n)` is the n-th one. */
  const withNodes = async (count: number, test: (node: (n: number) => Store) => Promise<void>) => {
    const url = await engine.newDatabase();
    const stores = await Promise.all(
      Array.from({ length: count }, (_, n) => openPostgresStore(url, { node: `node-${n}` })),
    );
    try {
      await test((n) => {
        const store = stores[n];
        if (!store) throw new Error(`no node ${n}`);
        return store;
      });
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
    return url;
  };

  it('migrates once when nodes open a fresh database together', async () => {
    const url = await withNodes(4, async (node) => {
      const ana = await node(0).users.create(newUser('ana', '/users/ana'));
      expect((await node(1).users.getById(ana.id))?.username).toBe('ana');
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: number }>(
        'SELECT version FROM schema_version',
      );
      expect(rows).toEqual([{ version: 1 }]);
    } finally {
      await client.end();
    }
  }, 30_000);

  it('refuses a database migrated by a newer server, leaving it as it is', async () => {
    const url = await withNodes(1, async (node) => {
      await node(0).settings.set('kept', 1);
    });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('UPDATE schema_version SET version = 99');
      await expect(openPostgresStore(url, { node: 'a' })).rejects.toThrow(
        /schema version 99 is newer than this server understands \(1\)/,
      );
      const { rows } = await client.query<{ value: string }>('SELECT value FROM settings');
      expect(rows).toEqual([{ value: '1' }]);
    } finally {
      await client.end();
    }
  }, 30_000);

  it('gives one winner among concurrent creates of the same home on different nodes', async () => {
    await withNodes(2, async (node) => {
      const attempts = Array.from({ length: 10 }, (_, n) =>
        node(n % 2).users.create(newUser(`user${n}`, n % 3 ? '/users/Team' : '/USERS/team'), {
          uniqueScope: true,
        }),
      );
      const results = await Promise.allSettled(attempts);
      const won = results.filter((result) => result.status === 'fulfilled');
      const refused = results.flatMap((result): unknown[] =>
        result.status === 'rejected' ? [result.reason] : [],
      );
      expect(won).toHaveLength(1);
      expect(refused).toHaveLength(9);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(StoreConflictError);
        expect((reason as StoreConflictError).field).toBe('scope');
      }
      expect(await node(1).users.count()).toBe(1);
    });
  }, 30_000);

  it('journals temp files per node: a restarting node takes only its own', async () => {
    await withNodes(2, async (node) => {
      await node(0).temps.add('/srv/.a.tmp');
      await node(1).temps.add('/srv/.b.tmp');
      await node(1).temps.add('/srv/.a.tmp'); // the same path, in flight on both nodes
      await node(1).temps.remove('/srv/.b.tmp');
      expect(await node(0).temps.takeAll()).toEqual(['/srv/.a.tmp']);
      expect(await node(0).temps.takeAll()).toEqual([]);
      expect(await node(1).temps.takeAll()).toEqual(['/srv/.a.tmp']);
    });
  }, 30_000);

  it('keeps working after the engine restarts', async () => {
    await withNodes(1, async (node) => {
      const ana = await node(0).users.create(newUser('ana', '/users/ana'));
      await engine.restart();
      // The pool's connections died with the engine: the next query opens a new one.
      expect(await node(0).users.bumpSessionEpoch(ana.id)).toBe(1);
      expect((await node(0).users.getById(ana.id))?.sessionEpoch).toBe(1);
    });
  }, 60_000);

  it('says which host and port it could not reach, and not the password', async () => {
    const port = await freePort();
    const opening = openPostgresStore(`postgres://fb:secret@127.0.0.1:${port}/fb`, {
      node: 'a',
    });
    await expect(opening).rejects.toThrow(`cannot connect to PostgreSQL at 127.0.0.1:${port}`);
    await expect(opening).rejects.not.toThrow(/secret/);
  });

  it('needs a node name', async () => {
    await expect(openPostgresStore(engine.url, { node: '' })).rejects.toThrow(/node's name/);
  });
});
