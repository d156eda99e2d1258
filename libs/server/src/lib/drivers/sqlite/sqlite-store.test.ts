import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultUser } from '../../users/default-user';
import { openSqliteStore } from './sqlite-store';
import { StoreConflictError } from '../../ports/store';

describe('openSqliteStore', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-store-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps users and settings across reopening the file', async () => {
    const file = join(dir, 'fb.db');
    const first = openSqliteStore(file);
    const created = await first.users.create({
      ...defaultUser(),
      username: 'ana',
      passwordHash: 'h',
    });
    await first.settings.set('key', { a: 1 });
    await first.close();

    const second = openSqliteStore(file);
    expect(await second.users.count()).toBe(1);
    expect(await second.users.getById(created.id)).toMatchObject({ username: 'ana', scope: '.' });
    expect((await second.users.getByUsername('ana'))?.perm.create).toBe(true);
    expect(await second.users.getByUsername('ANA')).toBeUndefined();
    expect(await second.settings.get('key', z.object({ a: z.number() }))).toEqual({ a: 1 });
    await expect(second.settings.get('key', z.string())).rejects.toThrow();
    await second.close();
  });

  it('refuses a second user with the same name, and a taken home when asked to', async () => {
    const store = openSqliteStore(join(dir, 'fb.db'));
    await store.users.create({
      ...defaultUser(),
      username: 'ana',
      passwordHash: 'h',
      scope: '/users/Ana',
    });
    await expect(
      store.users.create({ ...defaultUser(), username: 'ana', passwordHash: 'h' }),
    ).rejects.toThrow(StoreConflictError);
    const sameHome = { ...defaultUser(), username: 'ANA', passwordHash: 'h', scope: '/users/ana' };
    await expect(store.users.create(sameHome, { uniqueScope: true })).rejects.toThrow(/scope/);
    expect((await store.users.create(sameHome)).username).toBe('ANA');
    await store.close();
  });

  it('lists, updates, deletes and bumps session epochs', async () => {
    const store = openSqliteStore(join(dir, 'fb.db'));
    const ana = await store.users.create({ ...defaultUser(), username: 'ana', passwordHash: 'h' });
    const bob = await store.users.create({ ...defaultUser(), username: 'bob', passwordHash: 'h' });
    expect((await store.users.list()).map((user) => user.username)).toEqual(['ana', 'bob']);
    const renamed = await store.users.update({ ...ana, username: 'anna', locale: 'de' });
    expect(renamed).toMatchObject({ id: ana.id, username: 'anna', locale: 'de', sessionEpoch: 0 });
    expect(renamed.updatedAt).toBeGreaterThan(0);
    await expect(store.users.update({ ...bob, username: 'anna' })).rejects.toThrow(
      StoreConflictError,
    );
    expect(await store.users.bumpSessionEpoch(ana.id)).toBe(1);
    expect((await store.users.getById(ana.id))?.sessionEpoch).toBe(1);
    expect(await store.users.delete(bob.id)).toBe(true);
    expect(await store.users.delete(bob.id)).toBe(false);
    expect(await store.users.count()).toBe(1);
    await store.close();
  });

  it('creates the database readable by its owner only (K92)', async () => {
    const file = join(dir, 'private.db');
    const store = openSqliteStore(file);
    await store.settings.set('key', 1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    await store.close();
  });
});
