import { allPermissions } from '@file-browser/api-contract';
import type { Settings } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { makeSettings } from '../../testing/settings-fixtures';
import { newRule, withRegex, withRuleText } from './rules';
import {
  eventLabel,
  globalFormErrors,
  globalFormFrom,
  settingsUpdate,
  splitLines,
  type GlobalForm,
} from './global-form';

/** A fresh server's settings (api-contract §6.1), with a shell and two hooks to show. */
const freshSettings: Settings = makeSettings({
  defaults: { ...makeSettings().defaults, perm: { ...allPermissions(true), admin: false } },
  shell: ['/bin/sh', '-c'],
  commands: { after_copy: ['echo copied'], before_save: [] },
});

const withSettings = (form: GlobalForm, settings: Partial<Settings>): GlobalForm => ({
  ...form,
  settings: { ...form.settings, ...settings },
});

describe('global settings form', () => {
  it('shows the shell, chunk size and every hook event as text', () => {
    const form = globalFormFrom(freshSettings);
    expect(form.shellText).toBe('/bin/sh -c');
    expect(form.chunkText).toBe('10MB');
    expect(Object.keys(form.commandTexts)).toHaveLength(10);
    expect(form.commandTexts['after_copy']).toBe('echo copied');
  });

  it('labels hook events capitalised with spaces', () => {
    expect(eventLabel('before_copy')).toBe('Before copy');
  });

  it('splits command lines and drops blank ones', () => {
    expect(splitLines('echo a\n\n  \necho b\n')).toEqual(['echo a', 'echo b']);
  });

  it('needs a minimum password length of at least 1 and a retry count of at least 0', () => {
    const form = globalFormFrom(freshSettings);
    expect(globalFormErrors(form)).toEqual({});
    expect(globalFormErrors(withSettings(form, { minimumPasswordLength: 0 }))).toEqual({
      minimumPasswordLength: 'min1',
    });
    expect(globalFormErrors(withSettings(form, { tus: { chunkSize: 1, retryCount: -1 } }))).toEqual(
      { retryCount: 'min0' },
    );
  });

  it('refuses global rules whose regular expression does not compile', () => {
    const broken = withRuleText(withRegex(newRule(), true), '[a-');
    const form = withSettings(globalFormFrom(freshSettings), { rules: [newRule(), broken] });
    expect(globalFormErrors(form)).toEqual({ rules: [1] });
  });

  it('sends the texts split, the chunk size in bytes and only rules with text', () => {
    const form: GlobalForm = {
      ...withSettings(globalFormFrom(freshSettings), {
        rules: [withRuleText(newRule(), '/private'), newRule()],
      }),
      shellText: ' bash  -c ',
      chunkText: '2mb',
      defaultCommandsText: 'ls  git',
      commandTexts: { after_upload: 'echo $FILE\n\n', before_copy: '' },
    };
    const body = settingsUpdate(form);
    expect(body.shell).toEqual(['bash', '-c']);
    expect(body.tus).toEqual({ chunkSize: 2 * 1024 ** 2, retryCount: 5 });
    expect(body.rules).toEqual([withRuleText(newRule(), '/private')]);
    expect(body.defaults.commands).toEqual(['ls', 'git']);
    expect(body.commands).toEqual({ after_upload: ['echo $FILE'], before_copy: [] });
  });
});
