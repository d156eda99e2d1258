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

  it('keeps users and settings across reopening the file', () => {
    const file = join(dir, 'fb.db');
    const first = openSqliteStore(file);
    const created = first.users.create({ ...defaultUser(), username: 'ana', passwordHash: 'h' });
    first.settings.set('key', { a: 1 });
    first.close();

    const second = openSqliteStore(file);
    expect(second.users.count()).toBe(1);
    expect(second.users.getById(created.id)).toMatchObject({ username: 'ana', scope: '.' });
    expect(second.users.getByUsername('ana')?.perm.create).toBe(true);
    expect(second.users.getByUsername('ANA')).toBeUndefined();
    expect(second.settings.get('key', z.object({ a: z.number() }))).toEqual({ a: 1 });
    expect(() => second.settings.get('key', z.string())).toThrow();
    second.close();
  });

  it('refuses a second user with the same name, and a taken home when asked to', () => {
    const store = openSqliteStore(join(dir, 'fb.db'));
    store.users.create({
      ...defaultUser(),
      username: 'ana',
      passwordHash: 'h',
      scope: '/users/Ana',
    });
    expect(() =>
      store.users.create({ ...defaultUser(), username: 'ana', passwordHash: 'h' }),
    ).toThrow(StoreConflictError);
    const sameHome = { ...defaultUser(), username: 'ANA', passwordHash: 'h', scope: '/users/ana' };
    expect(() => store.users.create(sameHome, { uniqueScope: true })).toThrow(/scope/);
    expect(store.users.create(sameHome).username).toBe('ANA');
    store.close();
  });

  it('lists, updates, deletes and bumps session epochs', () => {
    const store = openSqliteStore(join(dir, 'fb.db'));
    const ana = store.users.create({ ...defaultUser(), username: 'ana', passwordHash: 'h' });
    const bob = store.users.create({ ...defaultUser(), username: 'bob', passwordHash: 'h' });
    expect(store.users.list().map((user) => user.username)).toEqual(['ana', 'bob']);
    const renamed = store.users.update({ ...ana, username: 'anna', locale: 'de' });
    expect(renamed).toMatchObject({ id: ana.id, username: 'anna', locale: 'de', sessionEpoch: 0 });
    expect(renamed.updatedAt).toBeGreaterThan(0);
    expect(() => store.users.update({ ...bob, username: 'anna' })).toThrow(StoreConflictError);
    expect(store.users.bumpSessionEpoch(ana.id)).toBe(1);
    expect(store.users.getById(ana.id)?.sessionEpoch).toBe(1);
    expect(store.users.delete(bob.id)).toBe(true);
    expect(store.users.delete(bob.id)).toBe(false);
    expect(store.users.count()).toBe(1);
    store.close();
  });

  it('creates the database readable by its owner only (K92)', () => {
    const file = join(dir, 'private.db');
    const store = openSqliteStore(file);
    store.settings.set('key', 1);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
    store.close();
  });
});
