import { allPermissions } from '@file-browser/api-contract';
import type { Permissions } from '@file-browser/api-contract';
import { createI18n } from '@file-browser/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsNav } from './settings-nav';
import { settingsSections } from './settings-sections';

const perm = (granted: Partial<Permissions>): Permissions => ({
  ...allPermissions(false),
  ...granted,
});

async function renderNav(granted: Partial<Permissions>, currentId?: 'profile' | 'users') {
  const i18n = await createI18n({ locale: 'en' });
  render(
    <SettingsNav
      sections={settingsSections({ perm: perm(granted) })}
      t={i18n.t}
      label="Settings"
      currentId={currentId}
    />,
  );
  return within(screen.getByRole('navigation', { name: 'Settings' }));
}

describe('SettingsNav', () => {
  it('shows a user without share permission only their profile', async () => {
    const nav = await renderNav({ create: true, download: true });

    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile']);
  });

  it('shows an admin every page in order, linked to its route', async () => {
    const nav = await renderNav({ admin: true, share: true });

    const links = nav.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Profile',
      'Shares',
      'Global settings',
      'Users',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/settings/profile',
      '/settings/shares',
      '/settings/global',
      '/settings/users',
    ]);
  });

  it('marks the page being shown', async () => {
    const nav = await renderNav({ admin: true }, 'users');

    expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent('Users');
  });

  it('lets the app supply its own hrefs and link elements', () => {
    render(
      <SettingsNav
        sections={settingsSections({ perm: perm({ share: true }) })}
        t={(key) => key}
        label="Settings"
        hrefFor={(section) => `/base${section.path}`}
        renderLink={({ href, label }) => (
          <a href={href} data-router-link="">
            {label}
          </a>
        )}
      />,
    );

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/base/settings/profile',
      '/base/settings/shares',
    ]);
    expect(links[1]).toHaveTextContent('settings.shareManagement');
  });
});
