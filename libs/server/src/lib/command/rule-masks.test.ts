import type { Rule } from '@file-browser/api-contract';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesAllow } from '../files/access';
import { rulePrefix, ruleNodes, rulesHideAnything, scopeView } from './rule-masks';
import { localDisk } from '../drivers/local-disk/local-disk';

const deny = (path: string): Rule => ({ regex: false, allow: false, path, regexp: null });
const allow = (path: string): Rule => ({ regex: false, allow: true, path, regexp: null });
const regex = (raw: string, allowed: boolean): Rule => ({
  regex: true,
  allow: allowed,
  path: '',
  regexp: { raw },
});

describe('rule nodes (issue 27 item 3)', () => {
  it('reads a rule path the way the access check matches it', () => {
    expect(rulePrefix('/a')).toBe('/a');
    expect(rulePrefix('/a/')).toBe('/a');
    expect(rulePrefix('/')).toBe('/');
    expect(rulePrefix('')).toBe('/');
    for (const never of ['a', '/a//', '/a/./b', '/a/../b', '/a//b']) {
      expect(rulePrefix(never)).toBeUndefined();
    }
  });

  it('gives each point of the tree the verdict of the access check, below it too', () => {
    const rules = [
      deny('/private'),
      allow('/private/shared/'),
      deny('/private/shared/keys'),
      deny('/docs/secret.txt'),
      regex('\\.txt$', true),
      deny('relative'),
    ];
    const nodes = ruleNodes({ rules });
    expect(nodes).toEqual([
      { path: '/', allowed: true },
      { path: '/private', allowed: false },
      { path: '/private/shared', allowed: true },
      { path: '/docs/secret.txt', allowed: false },
      { path: '/private/shared/keys', allowed: false },
    ]);
    // Only path rules decide: the regex allow rule would re-open /private/a.txt, which stays hidden.
    const pathRules = rules.filter((rule) => !rule.regex);
    for (const path of ['/private/x', '/private/shared/y', '/private/shared/keys/z', '/docs/a']) {
      const deepest = nodes.findLast(
        (node) => path.startsWith(`${node.path}/`) || node.path === '/',
      );
      expect(deepest?.allowed).toBe(rulesAllow(pathRules, path));
    }
  });

  it('folds case when the file system does, and lets the last rule win', () => {
    const nodes = ruleNodes({ rules: [deny('/Private'), allow('/private')], foldCase: true });
    expect(nodes).toEqual([
      { path: '/', allowed: true },
      { path: '/Private', allowed: true },
    ]);
    expect(
      rulesHideAnything({ rules: [deny('/Private'), allow('/private')], foldCase: true }),
    ).toBe(false);
    expect(rulesHideAnything({ rules: [deny('/Private'), allow('/private')] })).toBe(true);
  });

  it('hides the whole scope for a root deny, and for `//` (which matches the root alone)', () => {
    expect(ruleNodes({ rules: [deny('/')] })[0]).toEqual({ path: '/', allowed: false });
    expect(ruleNodes({ rules: [deny('//')] })[0]).toEqual({ path: '/', allowed: false });
    expect(ruleNodes({ rules: [deny('/'), allow('//')] })[0]).toEqual({
      path: '/',
      allowed: false,
    });
  });

  it('counts a pattern deny, and no rule at all hides nothing', () => {
    expect(rulesHideAnything({ rules: [regex('x', false)] })).toBe(true);
    expect(rulesHideAnything({ rules: [regex('x', true)] })).toBe(false);
    expect(rulesHideAnything({ rules: [] })).toBe(false);
  });
});

describe('scope view (issue 27 item 3)', () => {
  let scope: string;

  beforeAll(() => {
    scope = mkdtempSync(join(tmpdir(), 'fb-masks-'));
    for (const folder of ['private/shared/keys', 'docs', 'real']) {
      mkdirSync(join(scope, folder), { recursive: true });
    }
    writeFileSync(join(scope, 'docs/secret.txt'), 'secret');
    symlinkSync('real', join(scope, 'link'));
  });
  afterAll(() => {
    rmSync(scope, { recursive: true, force: true });
  });

  it('masks denied folders and files, binds allowed paths back, read-only tmpfs last', async () => {
    const view = await scopeView(localDisk(), scope, '/files', {
      rules: [
        deny('/private'),
        allow('/private/shared'),
        deny('/private/shared/keys'),
        deny('/docs/secret.txt'),
      ],
    });
    expect(view.mounts).toEqual([
      ...['--bind', scope, '/files'],
      ...['--tmpfs', '/files/private'],
      ...['--bind-try', join(scope, 'private/shared'), '/files/private/shared'],
      ...['--ro-bind', '/dev/null', '/files/docs/secret.txt'],
      ...['--tmpfs', '/files/private/shared/keys'],
      ...['--remount-ro', '/files/private', '--remount-ro', '/files/private/shared/keys'],
    ]);
    expect(view.visible('/')).toBe(true);
    expect(view.visible('/private')).toBe(false);
    expect(view.visible('/private/other')).toBe(false);
    expect(view.visible('/private/shared/a')).toBe(true);
    expect(view.visible('/private/shared/keys')).toBe(false);
  });

  it('mounts nothing for a denied path that is missing or reached through a link', async () => {
    const view = await scopeView(localDisk(), scope, '/files', {
      rules: [deny('/missing'), deny('/link'), deny('/link/x'), deny('/docs/new.txt')],
    });
    expect(view.mounts).toEqual(['--bind', scope, '/files']);
  });

  it('keeps an allowed path hidden when it is missing or behind a link', async () => {
    const view = await scopeView(localDisk(), scope, '/files', {
      rules: [deny('/'), allow('/link'), allow('/nothing'), allow('/docs')],
    });
    expect(view.mounts).toEqual([
      ...['--tmpfs', '/files'],
      ...['--bind-try', join(scope, 'docs'), '/files/docs'],
      ...['--remount-ro', '/files'],
    ]);
    expect(view.visible('/link')).toBe(false);
    expect(view.visible('/docs/a')).toBe(true);
  });
});
