import { isListing } from '@file-browser/api-client';
import type { FileInfo } from '@file-browser/api-client';
import { Button, ErrorPanel, PasswordCard, Spinner } from '@file-browser/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteURL, shareLinks } from '../links/share-links';
import { ShareFile } from './share-file';
import { folderName, ShareFolder } from './share-folder';
import type { ShareViewProps } from './share-view';
import { useShareAuth } from './use-share-auth';
import { useWholeShare } from './use-whole-share';

/** Props of {@link ShareBody}. */
export interface ShareBodyProps extends Omit<ShareViewProps, 'renderHeader'> {
  /** Where a folder's header actions are rendered (a node in the header). */
  actionsSlot: HTMLElement | null;
  /** Told the name of the file or folder on view; undefined while there is none. */
  onTitle: (title: string | undefined) => void;
}

/**
 * What the share view shows below its header: loading, the password card (the wrong-credentials
 * message after a refused attempt), an error, or the shared file or folder.
 */
export function ShareBody({ client, hash, path, actionsSlot, onTitle, ...props }: ShareBodyProps) {
  const { t } = useTranslation();
  const { view, password, submitPassword, reload } = useShareAuth(client, hash, path);
  const shown = useWholeShare({
    client,
    hash,
    share: view.state === 'loaded' ? view.share : undefined,
    password,
    onError: (error) => {
      props.notify('error', error instanceof Error ? error.message : String(error));
    },
  });
  const download =
    props.download ??
    ((url: string) => {
      window.location.assign(url);
    });
  const absolute = (url: string) => absoluteURL(url, props.pageURL ?? window.location.href);
  const loaded = view.state === 'loaded' ? (shown ?? view.share) : undefined;
  const title = loaded && (isListing(loaded) ? folderName(loaded.path, loaded.name) : loaded.name);
  useEffect(() => {
    onTitle(title);
  }, [title, onTitle]);

  if (view.state === 'loading') return <Spinner label={t('files.loading')} />;
  if (view.state === 'password') {
    return (
      <PasswordCard
        labels={{
          title: t('buttons.share'),
          password: t('login.password'),
          placeholder: t('login.password'),
          submit: t('buttons.submit'),
        }}
        {...(view.wrongPassword && { error: t('login.wrongCredentials') })}
        busy={view.busy}
        onSubmit={submitPassword}
      />
    );
  }
  if (view.state === 'error') {
    // A lost connection or a server error may pass; a missing or refused share will not.
    const passing = view.status === 0 || view.status >= 500;
    return (
      <ErrorPanel
        status={view.status}
        message={t(errorKey(view.status))}
        {...(passing && {
          action: (
            <Button variant="flat" onClick={reload}>
              {t('buttons.retry')}
            </Button>
          ),
        })}
      />
    );
  }

  const share = shown ?? view.share;
  const links = shareLinks(client, hash, share.token);
  if (isListing(share)) {
    const copyLink = (url: string) => {
      const copy = props.copyText ?? ((text: string) => navigator.clipboard.writeText(text));
      copy(absolute(url)).then(
        () => {
          props.notify('success', t('success.linkCopied'));
        },
        (error: unknown) => {
          props.notify('error', error instanceof Error ? error.message : String(error));
        },
      );
    };
    return (
      <ShareFolder
        // A new folder starts with nothing selected and its first hundred items. The listing's
        // own path, not the URL's: the folder shown stays until the next one has loaded.
        key={`${hash}${share.path}`}
        listing={share}
        path={share.path}
        links={links}
        absolute={absolute}
        open={(item: FileInfo) => {
          props.navigate(item.isDir ? `${item.path}/` : item.path);
        }}
        download={download}
        copyLink={copyLink}
        actionsSlot={actionsSlot}
        formatSize={props.formatSize}
        formatModified={props.formatModified}
      />
    );
  }
  const url = links.file(path);
  return (
    <ShareFile
      file={share}
      url={url}
      inlineURL={links.file(path, true)}
      qrURL={absolute(url)}
      download={download}
      formatSize={props.formatSize}
      formatModified={props.formatModified}
    />
  );
}

function errorKey(status: number) {
  if (status === 404) return 'errors.notFound' as const;
  if (status === 403) return 'errors.forbidden' as const;
  if (status === 0) return 'errors.connection' as const;
  return 'errors.internal' as const;
}
