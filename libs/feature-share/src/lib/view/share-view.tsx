import type { ApiClient } from '@file-browser/api-client';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareBody } from './share-body';
import './share-view.css';

/** Props of {@link ShareView}. */
export interface ShareViewProps {
  client: ApiClient;
  hash: string;
  /** The decoded path inside the share: `/` (or `''` for a shared file) and below. */
  path: string;
  /** Opens a path inside the same share (folders end with `/`). */
  navigate: (path: string) => void;
  formatSize: (bytes: number) => string;
  formatModified: (iso: string) => string;
  /** Shows a toast ('linkCopied', or why copying failed). */
  notify: (kind: 'success' | 'error', message: string) => void;
  /**
   * The header: a folder's actions go in it (the app's top bar); a toolbar above the view when
   * left out. `title` is the name of the file or folder on view, undefined until it has loaded.
   */
  renderHeader?: (actions: ReactNode, title: string | undefined) => ReactNode;
  /** Starts a download of a URL; by default the page goes to it (the server sends attachments). */
  download?: (url: string) => void;
  /** Puts text on the clipboard; by default through `navigator.clipboard`. */
  copyText?: (text: string) => Promise<void>;
  /** The page's address, against which links are made absolute; by default `location.href`. */
  pageURL?: string;
}

/**
 * The public share view (spec §2 "Share view", §4): loading, the password card when the share
 * asks for one (the wrong-credentials message after a refused attempt), an error, or the shared
 * file or folder. Anonymous: the call is the api-client's public one, so a 401 here asks for the
 * password and never ends anyone's session. The header stays put while the share loads; a
 * folder's actions appear in it, and it is told the name of the file or folder on view.
 */
export function ShareView({ renderHeader, ...props }: ShareViewProps) {
  const { t } = useTranslation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [title, setTitle] = useState<string>();
  const actions = <span className="fb-share-actions-slot" ref={setSlot} />;
  return (
    <>
      {renderHeader ? (
        renderHeader(actions, title)
      ) : (
        <div className="fb-share-toolbar" role="toolbar" aria-label={t('buttons.share')}>
          {actions}
        </div>
      )}
      <main className="fb-page fb-share" data-share-hash={props.hash}>
        <ShareBody {...props} actionsSlot={slot} onTitle={setTitle} />
      </main>
    </>
  );
}
