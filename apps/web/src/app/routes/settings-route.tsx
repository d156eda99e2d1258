import { SettingsNav, settingsSections } from '@file-browser/feature-settings';
import type { SettingsSectionId } from '@file-browser/feature-settings';
import type { TranslationKey } from '@file-browser/i18n';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AppHeader } from '../shell/app-header';
import { useSessionView } from '../use-session-view';
import { useDocumentTitle } from './document-title';

/** The section a settings path belongs to (`/settings/users/3` → `users`). */
export function sectionOf(pathname: string): SettingsSectionId | undefined {
  const id = pathname.split('/')[2];
  return id === 'profile' || id === 'shares' || id === 'global' || id === 'users' ? id : undefined;
}

/** `/settings/*`: the header, feature-settings' side nav and the page of the section. */
export function SettingsRoute() {
  const { t } = useTranslation();
  const { user } = useSessionView();
  const currentId = sectionOf(useLocation().pathname);
  return (
    <>
      <AppHeader title={t('sidebar.settings')} />
      <main className="fb-page fb-settings">
        {user && (
          <SettingsNav
            sections={settingsSections(user)}
            t={(key) => t(key)}
            label={t('sidebar.settings')}
            {...(currentId && { currentId })}
            renderLink={({ href, label, current }) => (
              <Link to={href} aria-current={current ? 'page' : undefined}>
                {label}
              </Link>
            )}
          />
        )}
        <div className="fb-settings__page">
          <Outlet />
        </div>
      </main>
    </>
  );
}

/**
 * One settings page. The shell gives it its route, guard and title; the page bodies (profile
 * form, share list, global settings, users) belong to feature-settings' later work (issue 14).
 */
export function SettingsPage({ titleKey }: { titleKey: TranslationKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return <h2 className="fb-settings__title">{title}</h2>;
}
