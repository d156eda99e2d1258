import { encodePath, isListing } from '@file-browser/api-client';
import { ListingPage, useResource } from '@file-browser/feature-files';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { AppHeader } from '../shell/app-header';
import { useDocumentTitle } from './document-title';

/** The last segment of a scope path (`/a/b/` → `b`); empty for the root. */
export function itemName(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? '';
}

/**
 * `/files/{path}`: the current folder inside the layout. A folder opened without its trailing
 * slash is redirected to the URL with one, so relative links and the breadcrumbs agree.
 */
export function FilesRoute() {
  const { client } = useAppServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const path = `/${useParams()['*'] ?? ''}`;
  const resource = useResource(client, path);
  const name = itemName(path);
  useDocumentTitle(name || t('sidebar.myFiles'), t('files.files'));

  // React Router matches `/files` and `/files/` alike; only the second is the folder's URL.
  const folder = pathname === '/files' || (resource.data !== undefined && isListing(resource.data));
  if (folder && !pathname.endsWith('/')) {
    return <Navigate to={`${pathname}/${search}`} replace />;
  }
  return (
    <>
      <AppHeader title={name || t('sidebar.myFiles')} />
      <main className="fb-page">
        <ListingPage
          client={client}
          path={path}
          onOpen={(target) => {
            void navigate(`/files${encodePath(target)}`);
          }}
        />
      </main>
    </>
  );
}
