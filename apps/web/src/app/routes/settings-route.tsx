import type { TokenUser } from '@file-browser/api-contract';
import {
  GlobalSettings,
  ProfileSettings,
  SettingsNav,
  ShareSettings,
  UserList,
  UserSettings,
  settingsSections,
} from '@file-browser/feature-settings';
import type { SettingsSectionId, SettingsServices } from '@file-browser/feature-settings';
import type { TranslationKey } from '@file-browser/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { useSession } from '../session-context';
import { AppHeader } from '../shell/app-header';
import { useShell } from '../shell/shell-context';
import { applyAccent } from '../shell/accent';
import { applyTheme } from '../shell/theme';
import { useSessionView } from '../use-session-view';
import { useDocumentTitle } from './document-title';
import { UPLOADS_LIMIT_KEY, storedUploadsLimit } from '../uploads-limit';

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

/** The settings pages' {@link SettingsServices}, from the app's client, session and shell. */
function useSettingsServices(user: TokenUser): SettingsServices {
  const { client, config } = useAppServices();
  const session = useSession();
  const shell = useShell();
  const navigate = useNavigate();
  const [uploadsLimit, setUploadsLimit] = useState(() => storedUploadsLimit(localStorage) ?? 5);
  return {
    client,
    user,
    askCurrentPassword: config.authMethod === 'json',
    execEnabled: config.enableExec,
    passwordChangeable: !config.noAuth,
    notify: shell.toast,
    navigate: (path) => void navigate(path),
    renderLink: (href, children) => <Link to={href}>{children}</Link>,
    // A renewed token carries the saved locale and preferences; the app follows it.
    onUserChanged: () => {
      session.send({ type: 'session.renew' });
    },
    onBrandingSaved: (branding) => {
      applyTheme(document.documentElement, branding.theme);
      applyAccent(document, branding.color);
    },
    shareURL: (hash) => `${window.location.origin}${config.baseURL}/share/${hash}`,
    copyText: (text) => navigator.clipboard.writeText(text),
    uploadsLimit,
    setUploadsLimit: (limit) => {
      localStorage.setItem(UPLOADS_LIMIT_KEY, String(limit));
      setUploadsLimit(limit);
    },
  };
}

/** The body of the settings page at the current route. */
function SettingsBody({ user }: { user: TokenUser }) {
  const services = useSettingsServices(user);
  const section = sectionOf(useLocation().pathname);
  const { id } = useParams();
  if (section === 'profile') return <ProfileSettings services={services} />;
  if (section === 'shares') return <ShareSettings services={services} />;
  if (section === 'global') return <GlobalSettings services={services} />;
  if (id !== undefined) return <UserSettings key={id} services={services} id={id} />;
  return <UserList services={services} />;
}

/**
 * One settings page: the shell gives it its route, guard and title; feature-settings draws its
 * body (profile, share management, global settings, the users list or one user's form).
 */
export function SettingsPage({ titleKey }: { titleKey: TranslationKey }) {
  const { t } = useTranslation();
  const { user } = useSessionView();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <>
      <h2 className="fb-settings__title">{title}</h2>
      {user && <SettingsBody user={user} />}
    </>
  );
}
