import { allPermissions } from '@file-browser/api-contract';
import type { Permissions } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { settingsSections } from './settings-sections';

const none = allPermissions(false);

const ids = (perm: Partial<Permissions>) =>
  settingsSections({ perm: { ...none, ...perm } }).map((section) => section.id);

describe('settingsSections', () => {
  it('always offers the profile', () => {
    expect(ids({})).toEqual(['profile']);
  });

  it('adds share management for users who may share', () => {
    expect(ids({ share: true, download: true })).toEqual(['profile', 'shares']);
  });

  it('gives admins every page, in side-nav order', () => {
    expect(ids({ admin: true, share: true })).toEqual(['profile', 'shares', 'global', 'users']);
    expect(ids({ admin: true })).toEqual(['profile', 'shares', 'global', 'users']);
  });

  it('routes each entry to its settings page with its label key', () => {
    expect(settingsSections({ perm: { ...none, admin: true } })).toEqual([
      { id: 'profile', path: '/settings/profile', labelKey: 'settings.profileSettings' },
      { id: 'shares', path: '/settings/shares', labelKey: 'settings.shareManagement' },
      { id: 'global', path: '/settings/global', labelKey: 'settings.globalSettings' },
      { id: 'users', path: '/settings/users', labelKey: 'settings.userManagement' },
    ]);
  });
});
