/**
 * @file-browser/feature-settings: the settings area (profile, share management, global settings,
 * users): the side nav, and each page as a component the app mounts with its services.
 */

/** The settings pages a user may open, in side-nav order. */
export { settingsSections } from './lib/navigation/settings-sections';
/** One side-nav entry (`id`, route `path`, i18n `labelKey`) and the page ids. */
export type { SettingsSection, SettingsSectionId } from './lib/navigation/settings-sections';
/** The settings side navigation: a landmark with one link per section, the current one marked. */
export { SettingsNav } from './lib/navigation/settings-nav';
/** Props of {@link SettingsNav} and what its `renderLink` receives. */
export type { SettingsNavLink, SettingsNavProps } from './lib/navigation/settings-nav';
/** What the settings pages need from the app (client, user, toasts, navigation, session). */
export type { SettingsServices } from './lib/shared/settings-services';
/** `/settings/profile`: preferences, uploads limit, language and the password form. */
export { ProfileSettings } from './lib/profile/profile-settings';
/** `/settings/shares`: the share links with copy and delete; owners' names for admins. */
export { ShareSettings } from './lib/shares/share-settings';
/** `/settings/global` (admins): every global setting, checked before it is sent. */
export { GlobalSettings } from './lib/global/global-settings';
/** `/settings/users` (admins): the users table and the New button. */
export { UserList } from './lib/users/user-list';
/** `/settings/users/{id}` (admins): the user form for an existing user or `new`. */
export { UserSettings } from './lib/users/user-settings';
/** Props of {@link UserSettings}. */
export type { UserSettingsProps } from './lib/users/user-settings';
