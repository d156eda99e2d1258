import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultUser } from '../users/default-user';
import { openSqliteStore } from './sqlite-store';

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

  it('refuses a second user with the same name', () => {
    const store = openSqliteStore(join(dir, 'fb.db'));
    store.users.create({ ...defaultUser(), username: 'ana', passwordHash: 'h' });
    expect(() =>
      store.users.create({ ...defaultUser(), username: 'ana', passwordHash: 'h' }),
    ).toThrow(/UNIQUE/);
    store.close();
  });
});
