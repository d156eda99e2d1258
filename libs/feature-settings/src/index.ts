/**
 * @file-browser/feature-settings: the settings area (profile, share management, global settings,
 * users). This first piece decides which settings pages a user may open and draws their side nav.
 */

/** The settings pages a user may open, in side-nav order. */
export { settingsSections } from './lib/navigation/settings-sections';
/** One side-nav entry (`id`, route `path`, i18n `labelKey`) and the page ids. */
export type { SettingsSection, SettingsSectionId } from './lib/navigation/settings-sections';
/** The settings side navigation: a landmark with one link per section, the current one marked. */
export { SettingsNav } from './lib/navigation/settings-nav';
/** Props of {@link SettingsNav} and what its `renderLink` receives. */
export type { SettingsNavLink, SettingsNavProps } from './lib/navigation/settings-nav';
