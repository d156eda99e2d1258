import { describe, expect, it } from 'vitest';
import { validRuleSchema } from './rule';
import { settingsUpdateSchema } from './settings';
import { userRequestSchema } from './user';

const defaults = {
  scope: '.',
  locale: '',
  viewMode: '',
  singleClick: false,
  redirectAfterCopyMove: true,
  sorting: { by: '', asc: false },
  perm: {
    admin: false,
    execute: false,
    create: true,
    rename: true,
    modify: true,
    delete: true,
    share: true,
    download: true,
  },
  commands: null,
  hideDotfiles: false,
  dateFormat: false,
  aceEditorTheme: '',
};

const update = {
  signup: false,
  hideLoginButton: true,
  createUserDir: false,
  minimumPasswordLength: 12,
  userHomeBasePath: '/users',
  defaults,
  authMethod: 'json',
  rules: null,
  branding: {
    name: '',
    disableExternal: false,
    disableUsedPercentage: false,
    files: '',
    theme: '',
    color: '',
  },
  tus: { chunkSize: 10485760, retryCount: 5 },
  shell: null,
  commands: null,
};

describe('settingsUpdateSchema', () => {
  it('accepts what upstream clients send, nulls included', () => {
    expect(settingsUpdateSchema.safeParse(update).success).toBe(true);
  });

  it('refuses out-of-range numbers and unknown themes', () => {
    expect(settingsUpdateSchema.safeParse({ ...update, minimumPasswordLength: 73 }).success).toBe(
      false,
    );
    const theme = { ...update, branding: { ...update.branding, theme: 'neon' } };
    expect(settingsUpdateSchema.safeParse(theme).success).toBe(false);
  });
});

describe('validRuleSchema', () => {
  it('refuses regex rules whose pattern is missing or does not compile', () => {
    const rule = { regex: true, allow: false, path: '' };
    expect(validRuleSchema.safeParse({ ...rule, regexp: { raw: '\\.git$' } }).success).toBe(true);
    expect(validRuleSchema.safeParse({ ...rule, regexp: { raw: '(?i)\\.GIT$' } }).success).toBe(
      true,
    );
    expect(validRuleSchema.safeParse({ ...rule, regexp: { raw: '(' } }).success).toBe(false);
    expect(validRuleSchema.safeParse({ ...rule, regexp: null }).success).toBe(false);
    expect(validRuleSchema.safeParse({ ...rule, regex: false, regexp: null }).success).toBe(true);
  });
});

describe('userRequestSchema', () => {
  it('takes partial data, as the client sends for sorting changes', () => {
    const body = {
      what: 'user',
      which: ['sorting'],
      data: { id: 2, sorting: { by: 'size', asc: true } },
    };
    expect(userRequestSchema.parse(body).data).toEqual(body.data);
  });
});
