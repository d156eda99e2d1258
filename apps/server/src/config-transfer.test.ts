import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Running } from './testing/cli-process';
import { runCli, startCli } from './testing/cli-process';

const ADMIN_PASSWORD = 'export-admin-password';
const ANA_PASSWORD = 'ana-long-password';

describe('file-browser config export / import (issue 34)', () => {
  let dir: string;
  let server: Running | undefined;
  const root = () => join(dir, 'data');
  const on = (database: string) => ['--root', root(), '--database', join(dir, database)];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-transfer-'));
    mkdirSync(root());
    writeFileSync(join(root(), 'report.txt'), 'the report');
  });
  // Stopping waits for a graceful exit, which a busy machine can take a while to reach.
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function login(base: string, username: string, password: string): Promise<Response> {
    return fetch(`${base}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username, password }),
    });
  }

  it('moves users (passwords, scopes, permissions), settings and shares to a new database', async () => {
    const admin = ['users', 'add', 'admin', ADMIN_PASSWORD, '--perm.admin', 'true'];
    expect((await runCli([...admin, ...on('old.db')])).code).toBe(0);
    const ana = ['users', 'add', 'ana', ANA_PASSWORD, '--scope', '/ana', '--perm.delete', 'false'];
    expect((await runCli([...ana, ...on('old.db')])).code).toBe(0);
    const set = ['config', 'set', '--branding.name', 'Moved Files', '--auth.method', 'json'];
    expect((await runCli([...set, '--recaptcha.secret', 'hush', ...on('old.db')])).code).toBe(0);
    server = await startCli([...on('old.db'), '--port', '0']);
    const token = (await (await login(server.base, 'admin', ADMIN_PASSWORD)).text()).trim();
    const shared = await fetch(`${server.base}/api/share/report.txt`, {
      method: 'POST',
      headers: { 'X-Auth': token },
      body: '{}',
    });
    const { hash } = (await shared.json()) as { hash: string };
    await server.stop();
    server = undefined;

    const file = join(dir, 'export.json');
    const exported = await runCli(['config', 'export', file, ...on('old.db')]);
    expect(exported).toMatchObject({ code: 0, stderr: '' });
    expect(exported.stdout).toContain(`Exported 2 users, 1 share and the settings of`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(document).toMatchObject({
      format: 'file-browser-config',
      version: 1,
      settings: { branding: { name: 'Moved Files' } },
      auth: { method: 'json', recaptcha: { secret: 'hush' } },
      users: [
        { id: 1, username: 'admin', perm: { admin: true } },
        { id: 2, username: 'ana', scope: '/ana', perm: { delete: false, create: true } },
      ],
      shares: [{ hash, path: '/report.txt', userId: 1 }],
    });
    expect(JSON.stringify(document)).toMatch(/"passwordHash":"\$2[aby]\$/);
    // Without FILE the document goes to stdout, for a pipe.
    const piped = await runCli(['config', 'export', ...on('old.db')]);
    expect(JSON.parse(piped.stdout)).toEqual(document);

    const imported = await runCli(['config', 'import', file, ...on('new.db')]);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain(
      `Imported 2 users, 1 share and the settings into ${join(dir, 'new.db')}.`,
    );
    const listed = await runCli(['users', 'ls', ...on('new.db')]);
    expect(listed.stdout).toMatch(
      /\n2\s+ana\s+\/ana\s+no\s+no\s+execute,create,rename,modify,share,download\n/,
    );
    const shown = await runCli(['config', 'cat', ...on('new.db')]);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      settings: { branding: { name: 'Moved Files' } },
      auth: { recaptcha: { secret: '(set)' } },
    });

    // No FB_ADMIN_PASSWORD: the imported admin is there, so none is generated.
    server = await startCli([...on('new.db'), '--port', '0']);
    expect(server.stderr()).not.toContain('Created user');
    expect((await login(server.base, 'admin', ADMIN_PASSWORD)).status).toBe(200);
    expect((await login(server.base, 'ana', ANA_PASSWORD)).status).toBe(200);
    const opened = await fetch(`${server.base}/api/public/share/${hash}`);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ name: 'report.txt', isDir: false });
    const download = await fetch(`${server.base}/api/public/dl/${hash}/report.txt`);
    expect(await download.text()).toBe('the report');
  }, 120_000);

  it('refuses a bad document or a database with users, and changes nothing', async () => {
    expect((await runCli(['users', 'add', 'ana', ANA_PASSWORD, ...on('old.db')])).code).toBe(0);
    const file = join(dir, 'export.json');
    expect((await runCli(['config', 'export', file, ...on('old.db')])).code).toBe(0);
    const good = JSON.parse(readFileSync(file, 'utf8')) as {
      users: { id: number }[];
      shares: unknown[];
    };

    const bad = join(dir, 'bad.json');
    const refusals: [unknown, string][] = [
      [{ ...good, version: 99 }, 'version: '],
      [{ ...good, users: [{ ...good.users[0], perm: { admin: 'yes' } }] }, 'users.0.perm'],
      [{ ...good, users: [good.users[0], good.users[0]] }, 'user "ana" appears twice'],
      [
        {
          ...good,
          shares: [
            {
              hash: 'abcdEFGH',
              path: '/x',
              userId: 7,
              expire: 0,
              passwordHash: '',
              token: '',
              real: '/x',
              targetId: '',
            },
          ],
        },
        'share abcdEFGH belongs to user id 7, not in users',
      ],
    ];
    for (const [document, message] of refusals) {
      writeFileSync(bad, JSON.stringify(document));
      const refused = await runCli(['config', 'import', bad, ...on('new.db')]);
      expect([message, refused.code]).toEqual([message, 1]);
      expect(refused.stderr).toContain(`file-browser config: ${message}`);
      expect(existsSync(join(dir, 'new.db'))).toBe(false);
    }
    writeFileSync(bad, '{"format":');
    const notJson = await runCli(['config', 'import', bad, ...on('new.db')]);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain(`${bad} is not JSON`);

    const into = await runCli(['config', 'import', file, ...on('old.db')]);
    expect(into.code).toBe(1);
    expect(into.stderr).toContain('already has 1 user(s): import into a new database file');
    expect(
      (await runCli(['users', 'ls', ...on('old.db')])).stdout.trimEnd().split('\n'),
    ).toHaveLength(2);
    expect(existsSync(join(dir, 'new.db'))).toBe(false);
    expect((await runCli(['config', 'import', ...on('new.db')])).code).toBe(2);
    const nothing = await runCli(['config', 'export', ...on('typo.db')]);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain(`there is no database at ${join(dir, 'typo.db')}`);
    expect(existsSync(join(dir, 'typo.db'))).toBe(false);
  }, 120_000);
});
