import { allPermissions } from '@file-browser/api-contract';
import type { User, UserDefaults } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { newRule, withRuleText } from './rules';
import {
  formFromDefaults,
  formFromUser,
  userFormData,
  userFormError,
  userFormReducer,
  type UserFormState,
} from './user-form';

const defaults: UserDefaults = {
  scope: '.',
  locale: 'en',
  viewMode: 'mosaic',
  singleClick: false,
  redirectAfterCopyMove: true,
  sorting: { by: 'name', asc: false },
  perm: { ...allPermissions(true), admin: false, execute: false },
  commands: ['ls'],
  hideDotfiles: false,
  dateFormat: false,
  aceEditorTheme: '',
};

const alice: User = {
  id: 2,
  username: 'alice',
  password: '',
  scope: '/users/alice',
  locale: 'fr',
  lockPassword: true,
  viewMode: 'list',
  singleClick: false,
  redirectAfterCopyMove: true,
  perm: allPermissions(false),
  commands: ['git', 'ls'],
  sorting: { by: 'name', asc: false },
  rules: [],
  hideDotfiles: false,
  dateFormat: false,
  aceEditorTheme: '',
};

const apply = (state: UserFormState, ...events: Parameters<typeof userFormReducer>[1][]) =>
  events.reduce(userFormReducer, state);

describe('user form', () => {
  it('edits an existing user with an empty password box and the commands as text', () => {
    const form = formFromUser(alice);
    expect(form.user).toMatchObject({ username: 'alice', password: '', scope: '/users/alice' });
    expect(form.commandsText).toBe('git ls');
    expect(form.createHome).toBe(false);
  });

  it('starts a new user from the defaults, home folder ticked when the server makes them', () => {
    expect(formFromDefaults(defaults, false)).toMatchObject({
      createHome: false,
      user: { scope: '.', locale: 'en', username: '' },
      commandsText: 'ls',
    });
    const auto = formFromDefaults(defaults, true);
    expect(auto.createHome).toBe(true);
    expect(auto.user.scope).toBe('');
  });

  it('blanks the scope while the home-folder box is on and restores it when off', () => {
    const typed = apply(formFromDefaults(defaults, false), {
      type: 'text',
      field: 'scope',
      value: '/team',
    });
    const on = apply(typed, { type: 'createHome', value: true });
    expect(on.user.scope).toBe('');
    const off = apply(on, { type: 'createHome', value: false });
    expect(off.user.scope).toBe('/team');
    expect(apply(off, { type: 'createHome', value: false })).toBe(off);
  });

  it('ticks every permission and unsets the password lock when administrator is ticked', () => {
    const admin = apply(formFromUser(alice), { type: 'perm', name: 'admin', value: true });
    expect(admin.user.perm).toEqual(allPermissions(true));
    expect(admin.user.lockPassword).toBe(false);
    // An administrator's password cannot be locked.
    expect(apply(admin, { type: 'lockPassword', value: true }).user.lockPassword).toBe(false);
  });

  it('keeps the lock password choice for other permission changes', () => {
    const form = apply(formFromUser(alice), { type: 'perm', name: 'create', value: true });
    expect(form.user.lockPassword).toBe(true);
    expect(form.user.perm.create).toBe(true);
  });

  it('needs a username, and a password for a new user', () => {
    const fresh = formFromDefaults(defaults, false);
    expect(userFormError(fresh, true)).toBe('username');
    const named = apply(fresh, { type: 'text', field: 'username', value: 'bob' });
    expect(userFormError(named, true)).toBe('password');
    expect(userFormError(named, false)).toBeNull();
    const complete = apply(named, { type: 'text', field: 'password', value: 'a long secret' });
    expect(userFormError(complete, true)).toBeNull();
  });

  it('sends commands split on spaces, trimmed names and only rules with text', () => {
    const form = apply(
      formFromUser(alice),
      { type: 'text', field: 'username', value: ' alice2 ' },
      { type: 'commands', text: ' git  rg ' },
      { type: 'rules', rules: [withRuleText(newRule(), '/private'), newRule()] },
    );
    const data = userFormData(form);
    expect(data).toMatchObject({ username: 'alice2', commands: ['git', 'rg'], password: '' });
    expect(data.rules).toEqual([withRuleText(newRule(), '/private')]);
  });
});
