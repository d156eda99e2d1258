import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { NewUser, ShareRecord, Store, TusUploadRecord } from '../../lib/ports/store';
import { StoreConflictError } from '../../lib/ports/store';
import { defaultUser } from '../../lib/users/default-user';

/** One empty place to keep a store (a database file, a schema); `open` may be called again. */
export interface StorePlace {
  open(): Store | Promise<Store>;
  /** Removes the place once its stores are closed. */
  dispose(): void | Promise<void>;
}

const newUser = (username: string, extra: Partial<NewUser> = {}): NewUser => ({
  ...defaultUser(),
  username,
  passwordHash: `hash of ${username}`,
  ...extra,
});

const share = (hash: string, userId: number, real: string, expire = 0): ShareRecord => ({
  hash,
  path: '/docs/',
  userId,
  expire,
  passwordHash: '',
  token: '',
  real,
  targetId: '1:2:3',
});

const upload = (id: string, extra: Partial<TusUploadRecord> = {}): TusUploadRecord => ({
  id,
  target: `/srv/${id}.bin`,
  length: 10,
  override: false,
  owner: 1,
  recordedAt: 1_000,
  ...extra,
});

/**
 * What every Store driver must do. A driver's test calls this with a factory of empty places;
 * a PostgreSQL driver would run the same suite against a real database.
 */
export function storeContract(
  driver: string,
  placeFactory: () => StorePlace | Promise<StorePlace>,
) {
  describe(`Store contract: ${driver}`, () => {
    let place: StorePlace;
    let store: Store;
    beforeEach(async () => {
      place = await placeFactory();
      store = await place.open();
    });
    afterEach(async () => {
      await store.close();
      await place.dispose();
    });

    it('keeps users and settings across reopening', async () => {
      const ana = await store.users.create(newUser('ana', { locale: 'de' }));
      await store.settings.set('branding', { name: 'Files' });
      await store.close();
      store = await place.open();
      expect(await store.users.getById(ana.id)).toMatchObject({ username: 'ana', locale: 'de' });
      expect((await store.users.getByUsername('ana'))?.passwordHash).toBe('hash of ana');
      expect(await store.users.getByUsername('ANA')).toBeUndefined();
      expect(await store.settings.get('branding', z.object({ name: z.string() }))).toEqual({
        name: 'Files',
      });
      expect(await store.settings.get('missing', z.string())).toBeUndefined();
      await expect(store.settings.get('branding', z.string())).rejects.toThrow();
    });

    it('refuses a taken username, and a taken home (ignoring case) when asked to', async () => {
      await store.users.create(newUser('ana', { scope: '/users/ana' }));
      await expect(store.users.create(newUser('ana'))).rejects.toThrow(StoreConflictError);
      const sameHome = newUser('bob', { scope: '/users/ANA' });
      await expect(store.users.create(sameHome, { uniqueScope: true })).rejects.toThrow(/scope/);
      expect((await store.users.create(sameHome)).username).toBe('bob');
      expect(await store.users.count()).toBe(2);
    });

    it('compares homes ignoring the case of ASCII letters only, as SQLite NOCASE does', async () => {
      await store.users.create(newUser('ana', { scope: '/users/É' }));
      const accented = newUser('bob', { scope: '/users/é' });
      expect((await store.users.create(accented, { uniqueScope: true })).username).toBe('bob');
      const shouting = newUser('cid', { scope: '/USERS/é' });
      await expect(store.users.create(shouting, { uniqueScope: true })).rejects.toThrow(/scope/);
    });

    it('updates, stamps, lists by id and deletes users', async () => {
      const ana = await store.users.create(newUser('ana'));
      const bob = await store.users.create(newUser('bob'));
      const renamed = await store.users.update({ ...ana, username: 'anna' });
      expect(renamed).toMatchObject({ id: ana.id, username: 'anna', sessionEpoch: 0 });
      expect(renamed.updatedAt).toBeGreaterThan(0);
      await expect(store.users.update({ ...bob, username: 'anna' })).rejects.toThrow(
        StoreConflictError,
      );
      expect((await store.users.list()).map((user) => user.username)).toEqual(['anna', 'bob']);
      expect(await store.users.delete(bob.id)).toBe(true);
      expect(await store.users.delete(bob.id)).toBe(false);
      expect(await store.users.getById(bob.id)).toBeUndefined();
    });

    it('finds nothing by an id no row can have (a URL may say anything)', async () => {
      const ana = await store.users.create(newUser('ana'));
      for (const id of [0, -1, 1.5, Number.NaN, Infinity, 2 ** 31, 2 ** 53]) {
        expect(await store.users.getById(id)).toBeUndefined();
        expect(await store.users.takeRenewOnce(id, 'd', 0)).toBe(false);
        expect(await store.shares.listByUser(id)).toEqual([]);
        expect(await store.users.delete(id)).toBe(false);
      }
      await expect(store.users.update({ ...ana, id: 2 ** 31 })).rejects.toThrow(/no user/);
      expect(await store.users.count()).toBe(1);
    });

    it('finds nothing by a name, hash or id holding a NUL character', async () => {
      await store.users.create(newUser('ana'));
      expect(await store.users.getByUsername('ana\0')).toBeUndefined();
      expect(await store.shares.get('aaaa\0aaa')).toBeUndefined();
      expect(await store.shares.delete('aaaa\0aaa')).toBe(false);
      expect(await store.tusUploads.get('\0')).toBeUndefined();
      expect(await store.tusUploads.setPlacing('\0', { dev: '1', ino: '2' })).toBe(false);
      expect(await store.tusUploads.delete('\0')).toBe(false);
    });

    it('bumps session epochs and hands out a renew-once allowance exactly once', async () => {
      const ana = await store.users.create(newUser('ana'));
      expect(await store.users.bumpSessionEpoch(ana.id, { digest: 'd1', until: 2_000 })).toBe(1);
      expect(await store.users.takeRenewOnce(ana.id, 'other', 1_000)).toBe(false);
      expect(await store.users.takeRenewOnce(ana.id, 'd1', 1_000)).toBe(true);
      expect(await store.users.takeRenewOnce(ana.id, 'd1', 1_000)).toBe(false);
      await store.users.bumpSessionEpoch(ana.id, { digest: 'd2', until: 2_000 });
      expect(await store.users.takeRenewOnce(ana.id, 'd2', 2_000)).toBe(false); // past its deadline
      await store.users.bumpSessionEpoch(ana.id, { digest: 'd3', until: 9_000 });
      expect(await store.users.bumpSessionEpoch(ana.id)).toBe(4); // drops the allowance
      expect(await store.users.takeRenewOnce(ana.id, 'd3', 1_000)).toBe(false);
      expect((await store.users.getById(ana.id))?.sessionEpoch).toBe(4);
    });

    it('keeps shares, lists them by owner and drops them with their owner', async () => {
      const ana = await store.users.create(newUser('ana'));
      const bob = await store.users.create(newUser('bob'));
      await store.shares.create(share('aaaaaaaa', ana.id, '/srv/docs', 200));
      await store.shares.create(share('bbbbbbbb', bob.id, '/srv/bob'));
      await store.shares.create(share('cccccccc', ana.id, '/srv/pics', 100));
      expect(await store.shares.get('aaaaaaaa')).toEqual(
        share('aaaaaaaa', ana.id, '/srv/docs', 200),
      );
      expect(await store.shares.get('zzzzzzzz')).toBeUndefined();
      expect((await store.shares.listByUser(ana.id)).map((one) => one.hash)).toEqual([
        'cccccccc',
        'aaaaaaaa',
      ]);
      expect((await store.shares.list()).map((one) => one.hash)).toEqual([
        'cccccccc',
        'aaaaaaaa',
        'bbbbbbbb',
      ]);
      expect(await store.shares.delete('cccccccc')).toBe(true);
      expect(await store.shares.delete('cccccccc')).toBe(false);
      await store.users.delete(ana.id);
      expect((await store.shares.list()).map((one) => one.hash)).toEqual(['bbbbbbbb']);
    });

    it('deletes shares under a location, taking LIKE wildcards literally, and expired ones', async () => {
      const ana = await store.users.create(newUser('ana'));
      await store.shares.create(share('s1', ana.id, '/srv/a_b'));
      await store.shares.create(share('s2', ana.id, '/srv/a_b/deep/file'));
      await store.shares.create(share('s3', ana.id, '/srv/axb'));
      await store.shares.create(share('s4', ana.id, '/srv/a_bc'));
      await store.shares.create(share('s5', ana.id, '/srv/old', 50));
      await store.shares.create(share('s6', ana.id, '/srv/later', 500));
      expect(await store.shares.deleteUnder('/srv/a_b')).toBe(2);
      await store.shares.deleteExpired(100);
      expect((await store.shares.list()).map((one) => one.hash)).toEqual(['s3', 's4', 's6']);
    });

    it('journals temp files until taken, once', async () => {
      await store.temps.add('/srv/.a.tmp');
      await store.temps.add('/srv/.b.tmp');
      await store.temps.add('/srv/.a.tmp');
      await store.temps.remove('/srv/.b.tmp');
      await store.close();
      store = await place.open();
      expect(await store.temps.takeAll()).toEqual(['/srv/.a.tmp']);
      expect(await store.temps.takeAll()).toEqual([]);
    });

    it('keeps tus uploads across reopening, with the file being placed once recorded', async () => {
      const legacy = upload('b'.repeat(40), { override: true, recordedAt: 5 });
      delete legacy.owner;
      await store.tusUploads.put(upload('a'.repeat(40)));
      await store.tusUploads.put(legacy);
      expect(
        await store.tusUploads.setPlacing('a'.repeat(40), { dev: '2049', ino: '18446744073709' }),
      ).toBe(true);
      expect(await store.tusUploads.setPlacing('c'.repeat(40), { dev: '1', ino: '2' })).toBe(false);
      await store.close();
      store = await place.open();
      expect(await store.tusUploads.get('a'.repeat(40))).toEqual(
        upload('a'.repeat(40), { placing: { dev: '2049', ino: '18446744073709' } }),
      );
      expect(await store.tusUploads.get('b'.repeat(40))).toEqual(legacy);
      expect(await store.tusUploads.get('c'.repeat(40))).toBeUndefined();
      expect((await store.tusUploads.list()).map((one) => one.id)).toEqual(
        ['a', 'b'].map((c) => c.repeat(40)),
      );
      expect(await store.tusUploads.count()).toBe(2);
    });

    it('restarts a tus upload from a clean record and deletes uploads once', async () => {
      const id = 'd'.repeat(40);
      await store.tusUploads.put(upload(id, { placing: { dev: '1', ino: '2' } }));
      await store.tusUploads.put(upload(id, { length: 20 }));
      expect(await store.tusUploads.get(id)).toEqual(upload(id, { length: 20 }));
      expect(await store.tusUploads.delete(id)).toBe(true);
      expect(await store.tusUploads.delete(id)).toBe(false);
      expect(await store.tusUploads.list()).toEqual([]);
      expect(await store.tusUploads.count()).toBe(0);
    });
  });
}
