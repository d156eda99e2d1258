import { allPermissions } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { parseHookOutput } from './hook-output';

describe('parseHookOutput', () => {
  it('reads the action and user fields, tolerating CRLF and ignoring unknown keys', () => {
    const output = [
      'hook.action=auth',
      'user.scope=/teams/blue',
      'user.locale=de',
      'user.singleClick=true',
      'user.hideDotfiles=yes',
      'user.sorting.by=size',
      'user.sorting.asc=true',
      'user.commands=ls  git',
      'user.perm.delete=false',
      'something.else=1',
      '',
    ].join('\r\n');
    const verdict = parseHookOutput(output, allPermissions(true));
    expect(verdict.action).toBe('auth');
    expect(verdict.fields).toEqual({
      scope: '/teams/blue',
      locale: 'de',
      singleClick: true,
      hideDotfiles: false,
      sorting: { by: 'size', asc: true },
      commands: ['ls', 'git'],
      perm: { ...allPermissions(true), delete: false },
    });
  });

  it('grants every permission to an admin and leaves fields alone when none are printed', () => {
    const admin = parseHookOutput(
      'hook.action=auth\nuser.perm.admin=true\n',
      allPermissions(false),
    );
    expect(admin.fields.perm).toEqual(allPermissions(true));
    const bare = parseHookOutput('hook.action=pass\n', allPermissions(false));
    expect(bare).toEqual({ action: 'pass', fields: {} });
    expect(parseHookOutput('nothing useful', allPermissions(false)).action).toBe('');
  });
});
