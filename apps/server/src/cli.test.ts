import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOfflineCommand, runOfflineCommand } from './cli';
import { runCli } from './testing/cli-process';

describe('file-browser users / config (offline, temp database)', () => {
  let dir: string;
  let out: string[];
  let err: string[];
  const run = (...argv: string[]) =>
    runOfflineCommand(
      argv,
      { FB_DATABASE: join(dir, 'fb.db'), FB_ROOT: join(dir, 'data') },
      { out: (text) => out.push(text), err: (text) => err.push(text) },
    );

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-cli-'));
    out = [];
    err = [];
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('recognises its commands', () => {
    expect(isOfflineCommand(['users', 'ls'])).toBe(true);
    expect(isOfflineCommand(['--port', '1'])).toBe(false);
  });

  it('adds, lists, updates and removes users', async () => {
    expect(await run('users', 'add', 'root', 'a-long-enough-password', '--admin', 'true')).toBe(0);
    expect(await run('users', 'add', 'ana', 'a-long-enough-password', '--scope', '/ana')).toBe(0);
    expect(statSync(join(dir, 'data', 'ana')).isDirectory()).toBe(true);
    expect(await run('users', 'ls')).toBe(0);
    expect(out.at(-1)).toMatch(
      /^ID\s+Username\s+Scope\s+Admin.*\n1\s+root\s+\/\s+yes.*\n2\s+ana\s+\/ana\s+no/,
    );
    expect(
      await run('users', 'update', 'ana', '--username', 'anna', '--lock-password', 'true'),
    ).toBe(0);
    expect(await run('users', 'ls')).toBe(0);
    expect(out.at(-1)).toMatch(/2\s+anna\s+\/ana\s+no\s+yes/);
    expect(await run('users', 'rm', '2')).toBe(0);
    expect(await run('users', 'rm', 'anna')).toBe(1);
    expect(err.at(-1)).toBe('file-browser users: no user "anna"');
  });

  it('explains refusals with exit code 1', async () => {
    expect(await run('users', 'add', 'ana', 'short')).toBe(1);
    expect(err.at(-1)).toContain('password is too short, minimum length is 12');
    await run('users', 'add', 'root', 'a-long-enough-password', '--admin', 'true');
    expect(await run('users', 'add', 'root', 'a-long-enough-password')).toBe(1);
    expect(err.at(-1)).toContain('already exists');
    expect(await run('users', 'rm', 'root')).toBe(1);
    expect(err.at(-1)).toContain('last admin');
    expect(await run('users', 'update', 'root', '--admin', 'false')).toBe(1);
  });

  it('answers misuse with exit code 2 and the usage', async () => {
    for (const argv of [
      ['users'],
      ['users', 'frobnicate'],
      ['users', 'add', 'only-name'],
      ['users', 'ls', '--bogus'],
      ['users', 'update', 'x', '--admin', 'maybe'],
      ['config'],
      ['config', 'set'],
      ['config', 'cat', '--signup', 'true'],
      ['config', 'set', '--auth.method', 'hook'],
    ]) {
      expect([argv, await run(...argv)]).toEqual([argv, 2]);
      expect(err.at(-1)).toContain('Usage: file-browser');
    }
    expect(await run('users', '--help')).toBe(0);
    expect(out.at(-1)).toContain('Usage: file-browser users');
    expect(await run('config', '--help')).toBe(0);
    expect(out.at(-1)).toContain('Usage: file-browser config');
  });

  it('shows and changes settings and the auth method, never printing the secret', async () => {
    expect(await run('config', 'cat')).toBe(0);
    expect(JSON.parse(out.at(-1) ?? '')).toMatchObject({
      settings: { signup: false, authMethod: 'json', minimumPasswordLength: 12 },
      auth: { method: 'json' },
    });
    const set = await run(
      'config',
      'set',
      '--signup',
      'true',
      '--branding.name',
      'Acme',
      '--minimum-password-length',
      '16',
      '--auth.method',
      'proxy',
      '--auth.header',
      'X-Remote-User',
      '--recaptcha.key',
      'k',
      '--recaptcha.secret',
      'hush',
    );
    expect(set).toBe(0);
    const shown = out.at(-1) ?? '';
    expect(shown).not.toContain('hush');
    expect(JSON.parse(shown)).toMatchObject({
      settings: {
        signup: true,
        minimumPasswordLength: 16,
        branding: { name: 'Acme' },
        authMethod: 'proxy',
      },
      auth: { method: 'proxy', header: 'X-Remote-User', recaptcha: { key: 'k', secret: '(set)' } },
    });
    const hook = ['--auth.method', 'hook', '--auth.command', '/usr/local/bin/check-login --ldap'];
    expect(await run('config', 'set', ...hook)).toBe(0);
    expect(JSON.parse(out.at(-1) ?? '')).toMatchObject({
      auth: { method: 'hook', command: '/usr/local/bin/check-login --ldap' },
    });
    expect(await run('config', 'set', '--minimum-password-length', '99')).toBe(1);
    expect(await run('users', 'add', 'ana', 'fifteen-chars!!')).toBe(1);
    expect(err.at(-1)).toContain('minimum length is 16');
  });

  it('sets every setting from the command line and reads it back (issue 29 item 5)', async () => {
    const rules = '[{"regex":true,"allow":false,"path":"","regexp":{"raw":"\\\\.git$"}}]';
    const set = [
      ['--hide-login-button', 'false'],
      ['--token-expiration-time', '90m'],
      ['--auth.logout-page', 'https://sso.example.com/logout'],
      ['--branding.files', './branding'],
      ['--branding.disable-external', 'true'],
      ['--branding.disable-used-percentage', 'true'],
      ['--tus.chunk-size', '1048576'],
      ['--tus.retry-count', '2'],
      ['--shell', '/bin/sh -c'],
      ['--rules', rules],
      ['--commands', '{"after_upload":["echo up"]}'],
      ['--defaults.scope', '/shared'],
      ['--defaults.locale', 'fr'],
      ['--defaults.view-mode', 'list'],
      ['--defaults.single-click', 'true'],
      ['--defaults.sorting.by', 'size'],
      ['--defaults.sorting.asc', 'true'],
      ['--defaults.commands', 'ls git'],
      ['--defaults.hide-dotfiles', 'true'],
      ['--defaults.perm.delete', 'false'],
      ['--defaults.perm.execute', 'false'],
    ].flat();
    expect(await run('config', 'set', ...set)).toBe(0);
    expect(await run('config', 'cat')).toBe(0);
    const { settings } = JSON.parse(out.at(-1) ?? '') as { settings: Record<string, unknown> };
    expect(settings).toMatchObject({
      hideLoginButton: false,
      tokenExpirationTime: '90m',
      logoutPage: 'https://sso.example.com/logout',
      branding: { files: './branding', disableExternal: true, disableUsedPercentage: true },
      tus: { chunkSize: 1048576, retryCount: 2 },
      shell: ['/bin/sh', '-c'],
      rules: [{ regex: true, allow: false, path: '', regexp: { raw: '\\.git$' } }],
      commands: { after_upload: ['echo up'], before_upload: [] },
      defaults: {
        scope: '/shared',
        locale: 'fr',
        viewMode: 'list',
        singleClick: true,
        sorting: { by: 'size', asc: true },
        commands: ['ls', 'git'],
        hideDotfiles: true,
        perm: { admin: false, delete: false, execute: false, create: true, share: true },
      },
    });
    // One flag changes one setting: the rest stay as set above.
    expect(await run('config', 'set', '--defaults.perm.delete', 'true')).toBe(0);
    expect(JSON.parse(out.at(-1) ?? '')).toMatchObject({
      settings: {
        tokenExpirationTime: '90m',
        defaults: { perm: { delete: true, execute: false } },
      },
    });
  });

  it('refuses bad setting values with the reason', async () => {
    const misuse: [string[], string][] = [
      [
        ['--token-expiration-time', '30s'],
        'tokenExpirationTime "30s" must be from 1m to 720h (30 days)',
      ],
      [['--token-expiration-time', '2 hours'], 'is not a duration such as 2h, 90m or 1h30m'],
      [['--tus.chunk-size', '10MB'], '--tus.chunk-size must be a number'],
      [['--rules', '[{'], '--rules must be JSON'],
      [['--defaults.single-click', 'yes'], '--defaults.single-click must be true or false'],
    ];
    for (const [flags, message] of misuse) {
      expect([flags, await run('config', 'set', ...flags)]).toEqual([flags, 2]);
      expect(err.at(-1)).toContain(message);
    }
    const refused: [string[], string][] = [
      [['--rules', '[{"regex":true,"allow":false,"path":"","regexp":{"raw":"("}}]'], 'rules.0'],
      [['--auth.logout-page', 'javascript:alert(1)'], 'must be a path such as /login'],
      [['--branding.theme', 'neon'], 'branding.theme'],
      [['--minimum-password-length', '99'], 'minimumPasswordLength'],
    ];
    for (const [flags, message] of refused) {
      expect([flags, await run('config', 'set', ...flags)]).toEqual([flags, 1]);
      expect(err.at(-1)).toContain(message);
    }
    expect(await run('config', 'cat')).toBe(0);
    expect(JSON.parse(out.at(-1) ?? '')).toMatchObject({
      settings: { tokenExpirationTime: '2h', logoutPage: '/login', rules: [] },
    });
  });

  it('gives users each permission by flag, from the defaults or their own (issue 29 item 5)', async () => {
    expect(
      await run('users', 'add', 'root', 'a-long-enough-password', '--perm.admin', 'true'),
    ).toBe(0);
    const add = ['--perm.delete', 'false', '--perm.share', 'false', '--perm.execute', 'false'];
    expect(await run('users', 'add', 'ana', 'a-long-enough-password', ...add)).toBe(0);
    expect(await run('users', 'ls')).toBe(0);
    expect(out.at(-1)).toMatch(
      /\n1\s+root\s+\/\s+yes\s+no\s+execute,create,rename,modify,delete,share,download\n/,
    );
    expect(out.at(-1)).toMatch(/\n2\s+ana\s+\S+\s+no\s+no\s+create,rename,modify,download$/);
    const update = ['--perm.modify', 'false', '--perm.rename', 'false', '--perm.execute', 'true'];
    expect(await run('users', 'update', 'ana', ...update)).toBe(0);
    expect(await run('users', 'ls')).toBe(0);
    expect(out.at(-1)).toMatch(/\n2\s+ana\s+\S+\s+no\s+no\s+execute,create,download$/);
    expect(await run('users', 'update', 'ana', '--perm.admin', 'true')).toBe(0);
    expect(await run('users', 'update', 'root', '--perm.admin', 'false')).toBe(0);
    expect(await run('users', 'ls')).toBe(0);
    expect(out.at(-1)).toMatch(/\n1\s+root\s+\/\s+no\s+no\s+execute,create/);
    expect(out.at(-1)).toMatch(/\n2\s+ana\s+\S+\s+yes/);
    expect(await run('users', 'update', 'ana', '--perm.share', 'maybe')).toBe(2);
    expect(err.at(-1)).toContain('--perm.share must be true or false');
    expect(await run('users', 'update', 'ana', '--admin', 'true', '--perm.admin', 'false')).toBe(2);
    expect(err.at(-1)).toContain('--admin and --perm.admin disagree');
  });

  it("creates --scope under the server's root, from its config file, never outside it (issue 34)", async () => {
    const elsewhere = join(dir, 'elsewhere');
    mkdirSync(elsewhere);
    const config = join(dir, 'file-browser.yaml');
    writeFileSync(config, 'root: srv\ndatabase: fb.db\n');
    const admin = ['users', 'add', 'root', 'a-long-enough-password', '--perm.admin', 'true'];
    expect((await runCli([...admin, '-c', config], {}, elsewhere)).code).toBe(0);
    const added = await runCli(
      ['users', 'add', 'ana', 'a-long-enough-password', '--scope', '/ana'],
      { FB_CONFIG: config },
      elsewhere,
    );
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toContain(`scope /ana, folder ${join(dir, 'srv', 'ana')})`);
    expect(statSync(join(dir, 'srv', 'ana')).isDirectory()).toBe(true);
    expect(existsSync(join(elsewhere, 'data'))).toBe(false);

    for (const scope of ['../outside', '/ana/../../outside']) {
      const escaping = await runCli(
        ['users', 'add', 'eve', 'a-long-enough-password', '--scope', scope, '-c', config],
        {},
        elsewhere,
      );
      expect([scope, escaping.code]).toEqual([scope, 1]);
      expect(escaping.stderr).toContain(
        `file-browser users: --scope ${scope} leads outside the root ${join(dir, 'srv')}`,
      );
    }
    expect(existsSync(join(dir, 'outside'))).toBe(false);
    const listed = await runCli(['users', 'ls', '-c', config], {}, elsewhere);
    expect(listed.stdout).not.toContain('eve');
  }, 60_000);
});
