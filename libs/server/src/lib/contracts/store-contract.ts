import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { NewUser, ShareRecord, Store, TusUploadRecord } from '../ports/store';
import { StoreConflictError } from '../ports/store';
import { defaultUser } from '../users/default-user';

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
      store.close();
      await place.dispose();
    });

    it('keeps users and settings across reopening', async () => {
      const ana = store.users.create(newUser('ana', { locale: 'de' }));
      store.settings.set('branding', { name: 'Files' });
      store.close();
      store = await place.open();
      expect(store.users.getById(ana.id)).toMatchObject({ username: 'ana', locale: 'de' });
      expect(store.users.getByUsername('ana')?.passwordHash).toBe('hash of ana');
      expect(store.users.getByUsername('ANA')).toBeUndefined();
      expect(store.settings.get('branding', z.object({ name: z.string() }))).toEqual({
        name: 'Files',
      });
      expect(store.settings.get('missing', z.string())).toBeUndefined();
      expect(() => store.settings.get('branding', z.string())).toThrow();
    });

    it('refuses a taken username, and a taken home (ignoring case) when asked to', () => {
      store.users.create(newUser('ana', { scope: '/users/ana' }));
      expect(() => store.users.create(newUser('ana'))).toThrow(StoreConflictError);
      const sameHome = newUser('bob', { scope: '/users/ANA' });
      expect(() => store.users.create(sameHome, { uniqueScope: true })).toThrow(/scope/);
      expect(store.users.create(sameHome).username).toBe('bob');
      expect(store.users.count()).toBe(2);
    });

    it('updates, stamps, lists by id and deletes users', () => {
      const ana = store.users.create(newUser('ana'));
      const bob = store.users.create(newUser('bob'));
      const renamed = store.users.update({ ...ana, username: 'anna' });
      expect(renamed).toMatchObject({ id: ana.id, username: 'anna', sessionEpoch: 0 });
      expect(renamed.updatedAt).toBeGreaterThan(0);
      expect(() => store.users.update({ ...bob, username: 'anna' })).toThrow(StoreConflictError);
      expect(store.users.list().map((user) => user.username)).toEqual(['anna', 'bob']);
      expect(store.users.delete(bob.id)).toBe(true);
      expect(store.users.delete(bob.id)).toBe(false);
      expect(store.users.getById(bob.id)).toBeUndefined();
    });

    it('bumps session epochs and hands out a renew-once allowance exactly once', () => {
      const ana = store.users.create(newUser('ana'));
      expect(store.users.bumpSessionEpoch(ana.id, { digest: 'd1', until: 2_000 })).toBe(1);
      expect(store.users.takeRenewOnce(ana.id, 'other', 1_000)).toBe(false);
      expect(store.users.takeRenewOnce(ana.id, 'd1', 1_000)).toBe(true);
      expect(store.users.takeRenewOnce(ana.id, 'd1', 1_000)).toBe(false);
      store.users.bumpSessionEpoch(ana.id, { digest: 'd2', until: 2_000 });
      expect(store.users.takeRenewOnce(ana.id, 'd2', 2_000)).toBe(false); // past its deadline
      store.users.bumpSessionEpoch(ana.id, { digest: 'd3', until: 9_000 });
      expect(store.users.bumpSessionEpoch(ana.id)).toBe(4); // drops the allowance
      expect(store.users.takeRenewOnce(ana.id, 'd3', 1_000)).toBe(false);
      expect(store.users.getById(ana.id)?.sessionEpoch).toBe(4);
    });

    it('keeps shares, lists them by owner and drops them with their owner', () => {
      const ana = store.users.create(newUser('ana'));
      const bob = store.users.create(newUser('bob'));
      store.shares.create(share('aaaaaaaa', ana.id, '/srv/docs', 200));
      store.shares.create(share('bbbbbbbb', bob.id, '/srv/bob'));
      store.shares.create(share('cccccccc', ana.id, '/srv/pics', 100));
      expect(store.shares.get('aaaaaaaa')).toEqual(share('aaaaaaaa', ana.id, '/srv/docs', 200));
      expect(store.shares.get('zzzzzzzz')).toBeUndefined();
      expect(store.shares.listByUser(ana.id).map((one) => one.hash)).toEqual([
        'cccccccc',
        'aaaaaaaa',
      ]);
      expect(store.shares.list().map((one) => one.hash)).toEqual([
        'cccccccc',
        'aaaaaaaa',
        'bbbbbbbb',
      ]);
      expect(store.shares.delete('cccccccc')).toBe(true);
      expect(store.shares.delete('cccccccc')).toBe(false);
      store.users.delete(ana.id);
      expect(store.shares.list().map((one) => one.hash)).toEqual(['bbbbbbbb']);
    });

    it('deletes shares under a location, taking LIKE wildcards literally, and expired ones', () => {
      const ana = store.users.create(newUser('ana'));
      store.shares.create(share('s1', ana.id, '/srv/a_b'));
      store.shares.create(share('s2', ana.id, '/srv/a_b/deep/file'));
      store.shares.create(share('s3', ana.id, '/srv/axb'));
      store.shares.create(share('s4', ana.id, '/srv/a_bc'));
      store.shares.create(share('s5', ana.id, '/srv/old', 50));
      store.shares.create(share('s6', ana.id, '/srv/later', 500));
      expect(store.shares.deleteUnder('/srv/a_b')).toBe(2);
      store.shares.deleteExpired(100);
      expect(store.shares.list().map((one) => one.hash)).toEqual(['s3', 's4', 's6']);
    });

    it('journals temp files until taken, once', async () => {
      store.temps.add('/srv/.a.tmp');
      store.temps.add('/srv/.b.tmp');
      store.temps.add('/srv/.a.tmp');
      store.temps.remove('/srv/.b.tmp');
      store.close();
      store = await place.open();
      expect(store.temps.takeAll()).toEqual(['/srv/.a.tmp']);
      expect(store.temps.takeAll()).toEqual([]);
    });

    it('keeps tus uploads across reopening, with the file being placed once recorded', async () => {
      const legacy = upload('b'.repeat(40), { override: true, recordedAt: 5 });
      delete legacy.owner;
      store.tusUploads.put(upload('a'.repeat(40)));
      store.tusUploads.put(legacy);
      expect(
        store.tusUploads.setPlacing('a'.repeat(40), { dev: '2049', ino: '18446744073709' }),
      ).toBe(true);
      expect(store.tusUploads.setPlacing('c'.repeat(40), { dev: '1', ino: '2' })).toBe(false);
      store.close();
      store = await place.open();
      expect(store.tusUploads.get('a'.repeat(40))).toEqual(
        upload('a'.repeat(40), { placing: { dev: '2049', ino: '18446744073709' } }),
      );
      expect(store.tusUploads.get('b'.repeat(40))).toEqual(legacy);
      expect(store.tusUploads.get('c'.repeat(40))).toBeUndefined();
      expect(store.tusUploads.list().map((one) => one.id)).toEqual(
        ['a', 'b'].map((c) => c.repeat(40)),
      );
      expect(store.tusUploads.count()).toBe(2);
    });

    it('restarts a tus upload from a clean record and deletes uploads once', () => {
      const id = 'd'.repeat(40);
      store.tusUploads.put(upload(id, { placing: { dev: '1', ino: '2' } }));
      store.tusUploads.put(upload(id, { length: 20 }));
      expect(store.tusUploads.get(id)).toEqual(upload(id, { length: 20 }));
      expect(store.tusUploads.delete(id)).toBe(true);
      expect(store.tusUploads.delete(id)).toBe(false);
      expect(store.tusUploads.list()).toEqual([]);
      expect(store.tusUploads.count()).toBe(0);
    });
  });
}
