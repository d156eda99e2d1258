import { formatModified, formatSize } from '@file-browser/feature-files';
import { ShareView, parseSharePath } from '@file-browser/feature-share';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { AppHeader } from '../shell/app-header';
import { useDocumentTitle } from './document-title';

/** `/share/{hash}/{path}`: public, no login needed; the share feature's view of the link. */
export function ShareRoute() {
  const { t } = useTranslation();
  const { client } = useAppServices();
  const navigate = useNavigate();
  const share = parseSharePath(useLocation().pathname);
  useDocumentTitle(t('buttons.share'));
  if (!share) return <Navigate to="/404" replace />;
  return (
    <>
      <AppHeader title={t('buttons.share')} />
      <main className="fb-page" data-share-hash={share.hash}>
        <ShareView
          client={client}
          hash={share.hash}
          path={share.path}
          navigate={(path) => {
            void navigate(`/share/${encodeURIComponent(share.hash)}${encodeURI(path)}`);
          }}
          formatSize={formatSize}
          formatModified={(iso) => formatModified(iso, false)}
        />
      </main>
    </>
  );
}
