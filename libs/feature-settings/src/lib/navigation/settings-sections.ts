import type { Permissions } from '@file-browser/api-contract';
import type { TranslationKey } from '@file-browser/i18n';

/** Identifies one settings page. */
export type SettingsSectionId = 'profile' | 'shares' | 'global' | 'users';

/** One entry of the settings side navigation. */
export interface SettingsSection {
  id: SettingsSectionId;
  /** Route path, e.g. `/settings/profile`. */
  path: string;
  /** i18n key of the entry's label. */
  labelKey: TranslationKey;
}

const profile: SettingsSection = {
  id: 'profile',
  path: '/settings/profile',
  labelKey: 'settings.profileSettings',
};
const shares: SettingsSection = {
  id: 'shares',
  path: '/settings/shares',
  labelKey: 'settings.shareManagement',
};
const global: SettingsSection = {
  id: 'global',
  path: '/settings/global',
  labelKey: 'settings.globalSettings',
};
const users: SettingsSection = {
  id: 'users',
  path: '/settings/users',
  labelKey: 'settings.userManagement',
};

/**
 * The settings pages a user may open, in side-nav order: Profile always, Shares with the share
 * permission, Global settings and Users for admins (an admin holds every permission).
 */
export function settingsSections(user: { perm: Permissions }): SettingsSection[] {
  const { admin, share } = user.perm;
  return [profile, ...(admin || share ? [shares] : []), ...(admin ? [global, users] : [])];
}
