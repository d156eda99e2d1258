import type { TranslationKey } from '@file-browser/i18n';
import { SideNav } from '@file-browser/ui-kit';
import type { SideNavItem } from '@file-browser/ui-kit';
import type { ReactNode } from 'react';
import type { SettingsSection, SettingsSectionId } from './settings-sections';

/** What {@link SettingsNavProps.renderLink} gets to draw one entry. */
export interface SettingsNavLink {
  section: SettingsSection;
  /** Where the link goes: `hrefFor(section)`. */
  href: string;
  /** The entry's translated label, to render as the link's content. */
  label: string;
  /** Whether this is the page being shown (render it with `aria-current="page"`). */
  current: boolean;
}

/** Props of {@link SettingsNav}. */
export interface SettingsNavProps {
  /** Entries to show, usually `settingsSections(user)`. */
  sections: readonly SettingsSection[];
  /** Translates the entries' label keys. */
  t: (key: TranslationKey) => string;
  /** Accessible name of the navigation landmark, e.g. `t('sidebar.settings')`. */
  label: string;
  /** The page being shown. */
  currentId?: SettingsSectionId;
  /** The URL of a section, e.g. with the app's base URL in front. Default: `section.path`. */
  hrefFor?: (section: SettingsSection) => string;
  /**
   * Renders one link, e.g. a router `<Link>`: an `<a>` with the href, the label and
   * `aria-current="page"` when current. Default: a plain `<a href>`.
   */
  renderLink?: (link: SettingsNavLink) => ReactNode;
}

const pathOf = (section: SettingsSection) => section.path;

/**
 * The settings side navigation: one link per section, the current one marked, drawn by ui-kit's
 * {@link SideNav} (a styled column beside the page, a row on a phone).
 */
export function SettingsNav({
  sections,
  t,
  label,
  currentId,
  hrefFor = pathOf,
  renderLink,
}: SettingsNavProps) {
  const items = sections.map((section) => ({
    id: section.id,
    label: t(section.labelKey),
    url: hrefFor(section),
  }));
  return (
    <SideNav
      label={label}
      items={items}
      currentId={currentId}
      {...(renderLink && {
        renderLink: (item: SideNavItem, current: boolean) => {
          const section = sections.find((each) => each.id === item.id) as SettingsSection;
          return renderLink({ section, href: item.url, label: item.label, current });
        },
      })}
    />
  );
}
