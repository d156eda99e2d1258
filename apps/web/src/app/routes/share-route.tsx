import { formatModified, formatSize } from '@file-browser/feature-files';
import { ShareView, parseSharePath, sharePagePath } from '@file-browser/feature-share';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { AppHeader } from '../shell/app-header';
import { useShell } from '../shell/shell-context';
import { useDocumentTitle } from './document-title';

/**
 * `/share/{hash}/{path}`: public, no login needed; the share feature's view of the link, with a
 * folder's actions in the top bar. The view only makes public calls, so a 401 there (a password
 * is needed) never logs anyone out.
 */
export function ShareRoute() {
  const { t } = useTranslation();
  const { client } = useAppServices();
  const shell = useShell();
  const navigate = useNavigate();
  const share = parseSharePath(useLocation().pathname);
  useDocumentTitle(t('buttons.share'));
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
      renderHeader={(actions) => <AppHeader title={t('buttons.share')}>{actions}</AppHeader>}
      formatSize={formatSize}
      formatModified={(iso) => formatModified(iso, false)}
    />
  );
}
