import type { TestServer } from '@file-browser/server/testing';
import { TEST_ADMIN_PASSWORD, startTestServer } from '@file-browser/server/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../index';
import { createClient, minimumPasswordLength, sortOrderOf, wireSorting } from '../index';

const PASSWORD = 'a-long-enough-password';

describe('api-client auth, users and settings against the real server', () => {
  let test: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    // Tokens that live under an hour make the server ask for renewal on every call.
    test = await startTestServer({ 'data/a.txt': 'a', 'data/b.txt': 'b' });
    admin = createClient({ baseURL: test.url });
    await admin.login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
  });
  afterAll(async () => {
    await test.close();
  });

  it('refuses wrong credentials without ending any session', async () => {
    const onUnauthorized = vi.fn();
    const client = createClient({ baseURL: test.url, onUnauthorized });
    await expect(client.login({ username: 'admin', password: 'nope' })).rejects.toMatchObject({
      status: 403,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(client.storage.get()).toBeNull();
  });

  it('creates, reads, updates and deletes users', async () => {
    const id = await admin.createUser(
      { username: 'ana', password: PASSWORD },
      { currentPassword: TEST_ADMIN_PASSWORD },
    );
    expect((await admin.getUser(id)).username).toBe('ana');
    expect((await admin.listUsers()).map((user) => user.username)).toEqual(['admin', 'ana']);
    await admin.updateUser(id, { locale: 'de' }, ['locale']);
    expect((await admin.getUser(id)).locale).toBe('de');
    const short = await admin
      .createUser({ username: 'bo', password: 'short' }, { currentPassword: TEST_ADMIN_PASSWORD })
      .then(
        () => '',
        (error: unknown) => (error as Error).message,
      );
    expect(minimumPasswordLength(short)).toBe(12);
    await admin.deleteUser(id, { currentPassword: TEST_ADMIN_PASSWORD });
    await expect(admin.getUser(id)).rejects.toMatchObject({ status: 404 });
  });

  it('stores sorting with upstream name quirk hidden behind wireSorting', async () => {
    const id = await admin.createUser(
      { username: 'sorter', password: PASSWORD },
      { currentPassword: TEST_ADMIN_PASSWORD },
    );
    const user = createClient({ baseURL: test.url });
    await user.login({ username: 'sorter', password: PASSWORD });
    await user.updateUser(id, { sorting: wireSorting('name', 'descending') }, ['sorting']);
    const listing = await user.getResource('/');
    expect('items' in listing && listing.items.map((item) => item.name)).toEqual([
      'b.txt',
      'a.txt',
    ]);
    expect('sorting' in listing && sortOrderOf(listing.sorting)).toBe('descending');
  });

  it('reads and writes settings, and signs up when allowed', async () => {
    const settings = await admin.getSettings();
    // Signup needs a home per user (the server refuses signups into the whole root, K68).
    await admin.updateSettings({ ...settings, signup: true, createUserDir: true });
    const visitor = createClient({ baseURL: test.url });
    await visitor.signup({ username: 'newbie', password: PASSWORD });
    await expect(visitor.login({ username: 'newbie', password: PASSWORD })).resolves.toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    await admin.updateSettings({ ...settings, signup: false });
    await expect(visitor.signup({ username: 'late', password: PASSWORD })).rejects.toMatchObject({
      status: 405,
    });
  });

  it('reads the public upload settings as any user, not signed out (issue 30)', async () => {
    await admin.createUser(
      { username: 'uploader', password: PASSWORD },
      { currentPassword: TEST_ADMIN_PASSWORD },
    );
    const user = createClient({ baseURL: test.url });
    await user.login({ username: 'uploader', password: PASSWORD });
    expect(await user.getPublicSettings()).toStrictEqual({
      tus: { chunkSize: 10485760, retryCount: 5 },
    });
    await expect(user.getSettings()).rejects.toMatchObject({ status: 403 });
    await expect(createClient({ baseURL: test.url }).getPublicSettings()).rejects.toMatchObject({
      status: 401,
    });
  });

  it('keeps working after changing its own password; other sessions end (issue 27)', async () => {
    const id = await admin.createUser(
      { username: 'mover', password: PASSWORD },
      { currentPassword: TEST_ADMIN_PASSWORD },
    );
    const renewed = vi.fn();
    const onUnauthorized = vi.fn();
    const client = createClient({ baseURL: test.url, onTokenRenewed: renewed, onUnauthorized });
    const before = await client.login({ username: 'mover', password: PASSWORD });
    const elsewhere = createClient({ baseURL: test.url, onUnauthorized });
    await elsewhere.login({ username: 'mover', password: PASSWORD });

    await client.updateUser(id, { password: 'a-newer-long-password' }, ['password'], {
      currentPassword: PASSWORD,
    });
    const after = client.storage.get();
    expect(after).not.toBe(before);
    expect(renewed).toHaveBeenCalledExactlyOnceWith(after);
    expect((await client.getResource('/')).isDir).toBe(true);
    expect((await client.getUser(id)).username).toBe('mover');
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(elsewhere.getResource('/')).rejects.toMatchObject({ status: 401 });
    const stale = createClient({ baseURL: test.url, token: before });
    await expect(stale.renew()).rejects.toMatchObject({ status: 401 });
    await expect(
      createClient({ baseURL: test.url }).login({ username: 'mover', password: PASSWORD }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('renews when the server asks and reports the end of a session once', async () => {
    const renewed = vi.fn();
    const onUnauthorized = vi.fn();
    // The server asks for a renewal in the last half of a token's life (at most the last hour).
    const short = await startTestServer({}, { tokenLifetimeSeconds: 4 });
    try {
      const client = createClient({ baseURL: short.url, onTokenRenewed: renewed, onUnauthorized });
      const first = await client.login({ username: 'admin', password: TEST_ADMIN_PASSWORD });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await client.getResource('/');
      expect(renewed).toHaveBeenCalledOnce();
      expect(client.storage.get()).toBe(renewed.mock.calls[0]?.[0]);
      expect(await client.renew()).not.toBe('');
      expect(first).not.toBe('');
      const stale = client.storage.get();
      await client.logout();
      expect(client.storage.get()).toBeNull();
      const revoked = createClient({ baseURL: short.url, token: stale, onUnauthorized });
      await expect(revoked.getResource('/')).rejects.toMatchObject({ status: 401 });
      expect(onUnauthorized).toHaveBeenCalledOnce();
    } finally {
      await short.close();
    }
  });
});
