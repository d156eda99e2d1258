import { allPermissions } from '@file-browser/api-contract';
import type { NewUser } from '../ports/store';

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
    perm: { ...allPermissions(true), admin: false, execute: false },
    commands: [],
    lockPassword: false,
    hideDotfiles: false,
    dateFormat: false,
    sorting: { by: 'name', asc: false },
    rules: [],
    aceEditorTheme: '',
  };
}
