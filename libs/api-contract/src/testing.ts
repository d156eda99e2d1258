/**
 * Test data builders for wire shapes, kept out of the main entry
 * (`@file-browser/api-contract/testing`).
 */
import type { TokenUser } from './index';
import { allPermissions } from './index';

export { allPermissions };

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
