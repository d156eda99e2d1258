import type { Permissions, Rule, User, UserData, UserDefaults } from '@file-browser/api-contract';
import { splitWords, withPermission } from './permissions';
import { rulesToSave } from './rules';

/** The user being edited: every field the form shows. */
export interface EditableUser {
  username: string;
  password: string;
  scope: string;
  locale: string;
  lockPassword: boolean;
  perm: Permissions;
  rules: Rule[];
}

/** State of the user form (a new user, an existing one, or the defaults for new users). */
export interface UserFormState {
  user: EditableUser;
  /** The commands box as typed; split on spaces when saved. */
  commandsText: string;
  /** "Create the user's home folder": only offered for new users. */
  createHome: boolean;
  /** The scope typed before the home-folder box was ticked, restored when it is unticked. */
  savedScope: string;
}

/** One edit of the user form. */
export type UserFormEvent =
  | { type: 'text'; field: 'username' | 'password' | 'scope' | 'locale'; value: string }
  | { type: 'lockPassword'; value: boolean }
  | { type: 'perm'; name: keyof Permissions; value: boolean }
  | { type: 'createHome'; value: boolean }
  | { type: 'commands'; text: string }
  | { type: 'rules'; rules: Rule[] };

/** The form for an existing user (the password box starts empty: "stays unchanged"). */
export function formFromUser(user: User): UserFormState {
  const { username, scope, locale, lockPassword, perm, rules, commands } = user;
  return {
    user: { username, password: '', scope, locale, lockPassword, perm, rules },
    commandsText: commands.join(' '),
    createHome: false,
    savedScope: scope,
  };
}

/**
 * The form for a new user, filled from the settings' defaults; the home-folder box starts
 * ticked when the server creates user folders.
 */
export function formFromDefaults(defaults: UserDefaults, createUserDir: boolean): UserFormState {
  const user: EditableUser = {
    username: '',
    password: '',
    scope: defaults.scope,
    locale: defaults.locale,
    lockPassword: false,
    perm: defaults.perm,
    rules: [],
  };
  const base = { user, commandsText: defaults.commands.join(' '), createHome: false };
  return userFormReducer(
    { ...base, savedScope: defaults.scope },
    {
      type: 'createHome',
      value: createUserDir,
    },
  );
}

/**
 * Applies one edit (spec §4): ticking administrator ticks every permission and unsets the
 * password lock; the home-folder box blanks the scope while on and restores it when off.
 */
export function userFormReducer(state: UserFormState, event: UserFormEvent): UserFormState {
  const { user } = state;
  switch (event.type) {
    case 'text':
      return { ...state, user: { ...user, [event.field]: event.value } };
    case 'lockPassword':
      return { ...state, user: { ...user, lockPassword: event.value && !user.perm.admin } };
    case 'perm': {
      const perm = withPermission(user.perm, event.name, event.value);
      const lockPassword = perm.admin ? false : user.lockPassword;
      return { ...state, user: { ...user, perm, lockPassword } };
    }
    case 'createHome':
      if (event.value === state.createHome) return state;
      return event.value
        ? { ...state, createHome: true, savedScope: user.scope, user: { ...user, scope: '' } }
        : { ...state, createHome: false, user: { ...user, scope: state.savedScope } };
    case 'commands':
      return { ...state, commandsText: event.text };
    case 'rules':
      return { ...state, user: { ...user, rules: event.rules } };
  }
}

/** Why the form cannot be sent yet: a new user needs a name and a password. */
export function userFormError(
  state: UserFormState,
  isNew: boolean,
): 'username' | 'password' | null {
  if (state.user.username.trim() === '') return 'username';
  if (isNew && state.user.password === '') return 'password';
  return null;
}

/** The `data` to send: commands split on spaces, empty rules dropped, scope trimmed. */
export function userFormData(state: UserFormState): UserData {
  const { user } = state;
  return {
    ...user,
    username: user.username.trim(),
    scope: user.scope.trim(),
    commands: splitWords(state.commandsText),
    rules: rulesToSave(user.rules),
  };
}
