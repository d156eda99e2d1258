/**
 * Test data builders for wire shapes, kept out of the main entry
 * (`@file-browser/api-contract/testing`).
 */
import type { Permissions, TokenUser } from './index';

/** Every permission set to `value` (admin included). */
export function allPermissions(value: boolean): Permissions {
  return {
    admin: value,
    execute: value,
    create: value,
    rename: value,
    modify: value,
    delete: value,
    share: value,
    download: value,
  };
}

/** A valid `user` token claim for an administrator named `admin`, with `overrides` applied. */
export function makeTokenUser(overrides: Partial<TokenUser> = {}): TokenUser {
  return {
    id: 1,
    locale: 'en',
    viewMode: 'mosaic',
    singleClick: false,
    redirectAfterCopyMove: true,
    perm: allPermissions(true),
    commands: [],
    lockPassword: false,
    hideDotfiles: false,
    dateFormat: false,
    username: 'admin',
    aceEditorTheme: '',
    ...overrides,
  };
}
