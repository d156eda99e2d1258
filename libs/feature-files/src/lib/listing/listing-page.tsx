import { ApiError } from '@file-browser/api-client';
import type { ApiClient } from '@file-browser/api-client';
import { isListing } from '@file-browser/api-contract';
import { FileList, Spinner } from '@file-browser/ui-kit';
import type { FileListItem } from '@file-browser/ui-kit';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../format/format-size';
import { errorKeyFor } from './error-key';
import { useResource } from './use-resource';

dayjs.extend(relativeTime);

/** Props of {@link ListingPage}. */
export interface ListingPageProps {
  client: ApiClient;
  /** Scope path of the folder to show, e.g. `/` or `/docs/`. */
  path: string;
  /** Called with an item's scope path (folders end with `/`) when the user opens it. */
  onOpen: (path: string) => void;
}

/** The files screen for a folder: a spinner while loading, an error panel, or the listing. */
export function ListingPage({ client, path, onOpen }: ListingPageProps) {
  const { t } = useTranslation();
  const resource = useResource(client, path);

  if (resource.isPending) return <Spinner label={t('files.loading')} />;
  if (resource.isError) {
    const status = resource.error instanceof ApiError ? resource.error.status : 500;
    return (
      <div role="alert" className="fb-error-panel">
        <h2>{t(errorKeyFor(status))}</h2>
      </div>
    );
  }
  if (!isListing(resource.data)) return null;

  const items: FileListItem[] = resource.data.items.map((item) => ({
    name: item.name,
    isDir: item.isDir,
    size: item.size,
    modified: item.modified,
    url: item.isDir ? `${item.path}/` : item.path,
  }));
  return (
    <FileList
      items={items}
      labels={{
        name: t('files.name'),
        size: t('files.size'),
        modified: t('files.lastModified'),
        empty: t('files.lonely'),
      }}
      formatSize={formatSize}
      formatDate={(iso) => dayjs(iso).fromNow()}
      onOpen={(item) => {
        onOpen(item.url);
      }}
    />
  );
}
