import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';

// The hook answers from the credentials in its environment and logs its arguments, so the test
// can see that the password never reaches the command line (K61).
const HOOK = `#!/bin/sh
echo "$@" >> "$(dirname "$0")/arguments.log"
case "$USERNAME" in
  alice)
    if [ "$PASSWORD" = "alice-secret-pass-42" ]; then
      printf 'hook.action=auth\\r\\nuser.scope=/team\\r\\nuser.perm.delete=false\\r\\n'
    else
      echo hook.action=block
    fi ;;
  boss) printf 'hook.action=auth\\nuser.perm.admin=true\\n' ;;
  admin) echo hook.action=pass ;;
  crash) exit 3 ;;
  odd) echo hook.action=maybe ;;
  *) echo hook.action=block ;;
esac
`;

let test: TestServer | undefined;
let hookFolder: string | undefined;
afterEach(async () => {
  await test?.close();
  if (hookFolder) rmSync(hookFolder, { recursive: true, force: true });
  test = hookFolder = undefined;
});

const login = (server: TestServer, username: string, password: string) =>
  server.request('/api/login', { method: 'POST', body: JSON.stringify({ username, password }) });

describe('hook auth (api-contract §1.7)', () => {
  it('logs in every one of several first logins at once, making one account', async () => {
    hookFolder = mkdtempSync(join(tmpdir(), 'fb-hook-'));
    writeFileSync(join(hookFolder, 'auth.sh'), HOOK);
    test = await startTestServer(
      {},
      { auth: { method: 'hook', command: `sh ${join(hookFolder, 'auth.sh')}` } },
    );
    const server = test;
    const logins = await Promise.all(
      Array.from({ length: 6 }, () => login(server, 'boss', 'boss-password-long-1')),
    );
    expect(logins.map((response) => response.status)).toEqual(Array(6).fill(200));
    const admin = await login(server, 'admin', TEST_ADMIN_PASSWORD);
    const users = (await (
      await server.request('/api/users', { token: await admin.text() })
    ).json()) as { username: string }[];
    expect(users.filter((user) => user.username === 'boss')).toHaveLength(1);
  });

  it('creates, blocks, passes and fails as the hook says, never passing credentials as arguments (K61)', async () => {
    hookFolder = mkdtempSync(join(tmpdir(), 'fb-hook-'));
    writeFileSync(join(hookFolder, 'auth.sh'), HOOK);
    const command = `sh ${join(hookFolder, 'auth.sh')} fixed-arg`;
    test = await startTestServer({}, { auth: { method: 'hook', command } });

    const alice = await login(test, 'alice', 'alice-secret-pass-42');
    expect(alice.status).toBe(200);
    expect((await login(test, 'alice', 'wrong-password-123')).status).toBe(403);
    expect((await login(test, 'boss', 'boss-password-long-1')).status).toBe(200);
    expect((await login(test, 'admin', 'not-the-admin-password')).status).toBe(403);
    const admin = await login(test, 'admin', TEST_ADMIN_PASSWORD);
    expect(admin.status).toBe(200);
    expect((await login(test, 'crash', 'whatever-password')).status).toBe(500);
    expect((await login(test, 'odd', 'whatever-password')).status).toBe(500);
    expect(
      (await login(test, 'x$(touch INJECTED)`touch INJECTED`', 'p;touch INJECTED')).status,
    ).toBe(403);

    const token = await admin.text();
    const users = (await (await test.request('/api/users', { token })).json()) as {
      username: string;
      scope: string;
      lockPassword: boolean;
      perm: Record<string, boolean>;
    }[];
    expect(users.find((user) => user.username === 'alice')).toMatchObject({
      scope: '/team',
      lockPassword: true,
      perm: { delete: false, admin: false },
    });
    expect(users.find((user) => user.username === 'boss')?.perm).toMatchObject({
      admin: true,
      execute: true,
      delete: true,
    });
    const logged = readFileSync(join(hookFolder, 'arguments.log'), 'utf8');
    expect(
      logged
        .trim()
        .split('\n')
        .every((line) => line === 'fixed-arg'),
    ).toBe(true);
    expect(existsSync(join(test.root, 'INJECTED'))).toBe(false);
    expect(existsSync(join(hookFolder, 'INJECTED'))).toBe(false);
    expect(existsSync(join(process.cwd(), 'INJECTED'))).toBe(false);
  });
});
