import { isListing } from '@file-browser/api-client';
import { FilesScreen, useResource } from '@file-browser/feature-files';
import type { FilesPrompt } from '@file-browser/feature-files';
import { createXhrPostTransport, type XhrLike } from '@file-browser/upload-engine';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useBlocker, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppServices } from '../app-context';
import { useSession } from '../session-context';
import { AppHeader } from '../shell/app-header';
import { useShell } from '../shell/shell-context';
import { storedUploadsLimit } from '../uploads-limit';
import { useSessionView } from '../use-session-view';
import { useDocumentTitle } from './document-title';
import { filesURL } from './files-url';

/** The last segment of a scope path (`/a/b/` → `b`); empty for the root. */
export function itemName(path: string): string {
  return path.split('/').filter(Boolean).at(-1) ?? '';
}

/** A prompt the sidebar asked for through the navigation's state ("New folder", "New file"). */
function requestedPrompt(state: unknown): FilesPrompt | undefined {
  const kind = (state as { prompt?: unknown } | null)?.prompt;
  return kind === 'newDir' || kind === 'newFile' ? { kind } : undefined;
}

/**
 * `/files/{path}`: the current folder or file inside the layout. A folder opened without its
 * trailing slash is redirected to the URL with one, and a file opened with one to the URL
 * without it, so relative links and the breadcrumbs agree.
 */
export function FilesRoute() {
  const { client, config } = useAppServices();
  const { user } = useSessionView();
  const session = useSession();
  const shell = useShell();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search } = location;
  const path = `/${useParams()['*'] ?? ''}`;
  const resource = useResource(client, path);
  // Browsers report upload progress, and stream request bodies, only through XMLHttpRequest.
  const uploadTransport = useMemo(
    () =>
      createXhrPostTransport({
        baseURL: config.baseURL,
        token: () => client.storage.get(),
        // The DOM types its progress handler with a full ProgressEvent; only `loaded` is read.
        XMLHttpRequest: window.XMLHttpRequest as unknown as new () => XhrLike,
      }),
    [client, config.baseURL],
  );
  // The editor's unsaved changes hold back navigation to another page until the user chooses.
  const [editorDirty, setEditorDirty] = useState(false);
  const blocker = useBlocker(editorDirty);
  const name = itemName(path);
  useDocumentTitle(name || t('sidebar.myFiles'), t('files.files'));

  // React Router matches `/files` and `/files/` alike; only the second is the folder's URL.
  const folder = pathname === '/files' || (resource.data !== undefined && isListing(resource.data));
  if (folder && !pathname.endsWith('/')) {
    return <Navigate to={`${pathname}/${search}`} replace />;
  }
  // A file opened with a trailing slash (`/files/notes.txt/`) opens at its own URL, so its
  // folder, breadcrumbs and neighbours are those of the URL without the slash.
  const file = resource.data !== undefined && !isListing(resource.data);
  if (file && pathname.endsWith('/')) {
    return <Navigate to={`${pathname.replace(/\/+$/, '')}${search}`} replace />;
  }
  if (!user) return null;
  const prompt = requestedPrompt(location.state);
  return (
    <FilesScreen
      // A requested prompt opens on mount, so each request mounts the screen afresh.
      key={prompt ? location.key : 'files'}
      client={client}
      user={user}
      path={path}
      execEnabled={config.enableExec}
      thumbnails={config.enableThumbs}
      {...(prompt && { initialPrompt: prompt })}
      navigate={(target) => {
        void navigate(filesURL(target));
      }}
      notify={shell.toast}
      tus={config.tus}
      uploadTransport={uploadTransport}
      uploadsLimit={storedUploadsLimit(localStorage) ?? 5}
      shareURL={(hash) => `${window.location.origin}${config.baseURL}/share/${hash}`}
      onUploadProgress={shell.setProgress}
      resizePreview={config.resizePreview}
      onEditorDirty={setEditorDirty}
      {...(blocker.state === 'blocked' && {
        leaveRequest: { proceed: blocker.proceed, cancel: blocker.reset },
      })}
      onUserChanged={() => {
        session.send({ type: 'session.renew' });
      }}
      renderHeader={(actions) => (
        <AppHeader title={name || t('sidebar.myFiles')}>{actions}</AppHeader>
      )}
    />
  );
}
