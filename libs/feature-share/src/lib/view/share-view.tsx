import type { ApiClient, FileInfo } from '@file-browser/api-client';
import { ApiError, isListing } from '@file-browser/api-client';
import { Button, Card, ErrorPanel, PasswordCard, QRCode, Spinner } from '@file-browser/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareFolder } from './share-folder';

/** Props of {@link ShareView}. */
export interface ShareViewProps {
  client: ApiClient;
  hash: string;
  /** The decoded path inside the share: `/` (or `''` for a shared file) and below. */
  path: string;
  /** Opens a path inside the same share. */
  navigate: (path: string) => void;
  formatSize: (bytes: number) => string;
  formatModified: (iso: string) => string;
}

/**
 * The public share view (spec §2 "Share view"): loading, the password card when the share asks
 * for one (the wrong-credentials message after a wrong attempt), an error, or the shared file
 * (download, open, QR code of 200 px) or folder (items 100 at a time, download as zip, QR code
 * of 100 px). Anonymous: a 401 here asks for the password and never ends a session.
 */
export function ShareView({ client, hash, path, navigate, ...format }: ShareViewProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState<string>();
  const share = useQuery({
    queryKey: ['public-share', hash, path, password],
    queryFn: ({ signal }) =>
      client.getPublicShare(hash, path, { signal, ...(password !== undefined && { password }) }),
    retry: false,
    placeholderData: keepPreviousData,
  });
  const status = share.error instanceof ApiError ? share.error.status : undefined;

  if (share.isPending) return <Spinner label={t('files.loading')} />;
  if (share.isError && status === 401) {
    return (
      <PasswordCard
        labels={{
          title: t('buttons.share'),
          password: t('login.password'),
          submit: t('buttons.submit'),
        }}
        {...(password !== undefined && { error: t('login.wrongCredentials') })}
        busy={share.isFetching}
        onSubmit={setPassword}
      />
    );
  }
  if (share.isError) {
    return <ErrorPanel status={status ?? 0} message={t(errorKey(status))} />;
  }
  const data = share.data;
  const token = data.token ? { token: data.token } : {};
  const download = (item: FileInfo | undefined, algo?: 'zip') =>
    client.publicDownloadURL(hash, item ? childOf(path, item) : path, {
      ...token,
      ...(algo && { algo }),
    });
  if (isListing(data)) {
    return (
      <ShareFolder
        listing={data}
        downloadURL={(item) => download(item)}
        archiveURL={download(undefined, 'zip')}
        open={(item) => {
          navigate(`${childOf(path, item)}/`);
        }}
        formatSize={format.formatSize}
      />
    );
  }
  const url = download(undefined);
  return (
    <Card title={data.name}>
      <p>
        {format.formatSize(data.size)} ·{' '}
        <time dateTime={data.modified}>{format.formatModified(data.modified)}</time>
      </p>
      <div className="fb-share-actions">
        <Button
          onClick={() => {
            window.location.assign(url);
          }}
        >
          {t('buttons.download')}
        </Button>
        <a
          href={client.publicDownloadURL(hash, path, { ...token, inline: true })}
          target="_blank"
          rel="noreferrer"
        >
          {t('buttons.openFile')}
        </a>
      </div>
      <QRCode value={url} label={t('buttons.download')} size={200} />
    </Card>
  );
}

/** An item's path inside the share: the folder shown plus its name. */
function childOf(folder: string, item: FileInfo): string {
  return `${folder.replace(/\/?$/, '/')}${item.name}`;
}

function errorKey(status: number | undefined) {
  if (status === 404) return 'errors.notFound' as const;
  if (status === 403) return 'errors.forbidden' as const;
  if (status === undefined || status === 0) return 'errors.connection' as const;
  return 'errors.internal' as const;
}
