import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOfflineCommand, runOfflineCommand } from './cli';

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
});
