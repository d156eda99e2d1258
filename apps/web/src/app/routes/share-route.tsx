import { parseSharePath } from '@file-browser/feature-share';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { AppHeader } from '../shell/app-header';
import { useDocumentTitle } from './document-title';

/**
 * `/share/{hash}/{path}`: public, no login needed. The shell only routes here and checks the
 * URL names a share; the share view itself (password card, info box, listing) is the share
 * feature's work and is mounted here once feature-share exports it.
 */
export function ShareRoute() {
  const { t } = useTranslation();
  const share = parseSharePath(useLocation().pathname);
  useDocumentTitle(t('buttons.share'));
  if (!share) return <Navigate to="/404" replace />;
  return (
    <>
      <AppHeader title={t('buttons.share')} />
      <main className="fb-page" data-share-hash={share.hash} />
    </>
  );
}
