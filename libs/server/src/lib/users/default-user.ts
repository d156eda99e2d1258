import type { NewUser } from '../store/types';

/**
 * The template a new user starts from (upstream's quick-setup defaults, api-contract §6.1):
 * every permission but admin and execute, home at the server root.
 */
export function defaultUser(): Omit<NewUser, 'username' | 'passwordHash'> {
  return {
    scope: '.',
    locale: 'en',
    viewMode: 'mosaic',
    singleClick: false,
    redirectAfterCopyMove: true,
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
    commands: [],
    lockPassword: false,
    hideDotfiles: false,
    dateFormat: false,
    sorting: { by: 'name', asc: false },
    rules: [],
    aceEditorTheme: '',
  };
}

/** The permissions an administrator holds: all of them. */
export function adminPermissions(): NewUser['perm'] {
  return {
    admin: true,
    execute: true,
    create: true,
    rename: true,
    modify: true,
    delete: true,
    share: true,
    download: true,
  };
}
