import { ShareView, parseSharePath, sharePagePath } from '@file-browser/feature-share';
import { formatModified, formatSize, IconButton } from '@file-browser/ui-kit';
import { mdiAccountPlus, mdiLogin } from '@mdi/js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { AppHeader } from '../shell/app-header';
import { useShell } from '../shell/shell-context';
import { useSidebarShown } from '../shell/use-sidebar-shown';
import { useDocumentTitle } from './document-title';

/**
 * The share page's top bar and document title: the name of the shared file or folder on view
 * ("Share" until it has loaded), the folder's actions, and for a visitor (who has no sidebar)
 * the sidebar's Login and Signup.
 */
function ShareHeader({ title, actions }: { title: string | undefined; actions: ReactNode }) {
  const { t } = useTranslation();
  const { config } = useAppServices();
  const navigate = useNavigate();
  const visitor = !useSidebarShown();
  const shown = title ?? t('buttons.share');
  useDocumentTitle(shown);
  return (
    <AppHeader title={shown}>
      {actions}
      {visitor && !config.hideLoginButton && (
        <IconButton
          icon={mdiLogin}
          label={t('sidebar.login')}
          onClick={() => void navigate('/login')}
        />
      )}
      {visitor && config.signup && (
        <IconButton
          icon={mdiAccountPlus}
          label={t('sidebar.signup')}
          onClick={() => void navigate('/login', { state: { signup: true } })}
        />
      )}
    </AppHeader>
  );
}

/**
 * `/share/{hash}/{path}`: public, no login needed; the share feature's view of the link, with a
 * folder's actions in the top bar. The view only makes public calls, so a 401 there (a password
 * is needed) never logs anyone out.
 */
export function ShareRoute() {
  const { client } = useAppServices();
  const shell = useShell();
  const navigate = useNavigate();
  const share = parseSharePath(useLocation().pathname);
  if (!share) return <Navigate to="/404" replace />;
  return (
    <ShareView
      client={client}
      hash={share.hash}
      path={share.path}
      navigate={(path) => {
        void navigate(sharePagePath(share.hash, path));
      }}
      notify={shell.toast}
      renderHeader={(actions, title) => <ShareHeader title={title} actions={actions} />}
      formatSize={formatSize}
      formatModified={(iso) => formatModified(iso, false)}
    />
  );
}
