import type { ReactNode } from 'react';
import type { TranslationKey } from '@file-browser/i18n';
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
  /** Renders one link, e.g. a router `<NavLink>`. Default: a plain `<a href>`. */
  renderLink?: (link: SettingsNavLink) => ReactNode;
}

const pathOf = (section: SettingsSection) => section.path;

const plainLink = ({ href, label, current }: SettingsNavLink) => (
  <a href={href} aria-current={current ? 'page' : undefined}>
    {label}
  </a>
);

/** The settings side navigation: one link per section, the current one marked. */
export function SettingsNav({
  sections,
  t,
  label,
  currentId,
  hrefFor = pathOf,
  renderLink = plainLink,
}: SettingsNavProps) {
  return (
    <nav aria-label={label} className="fb-settings-nav">
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            {renderLink({
              section,
              href: hrefFor(section),
              label: t(section.labelKey),
              current: section.id === currentId,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
