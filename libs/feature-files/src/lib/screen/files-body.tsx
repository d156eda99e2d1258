import type { ApiClient, FileInfo, Listing } from '@file-browser/api-client';
import { ApiError } from '@file-browser/api-client';
import { Button, EmptyState, ErrorPanel, Spinner } from '@file-browser/ui-kit';
import type { SortOrder } from '@file-browser/ui-kit';
import type { HTMLAttributes, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyFor } from '../listing/error-key';
import { FolderListing } from '../listing/folder-listing';
import type { SelectionState } from '../selection/use-selection';

/** Props of {@link FilesBody}. */
export interface FilesBodyProps {
  /** The folder (or an open file's fresh content) is still on its way. */
  loading: boolean;
  /** The failed load's status (0: no connection), or undefined when it did not fail. */
  failedStatus: number | undefined;
  /** Loads the folder again (the error panel's Retry). */
  onRetry: () => void;
  /** Opens the root folder (the error panel's Home). */
  home: () => void;
  /** The loaded folder; undefined while an open file's content loads. */
  listing: Listing | undefined;
  items: readonly FileInfo[];
  /** False while a big folder's first page is shown and the rest is on its way. */
  complete: boolean;
  selection: SelectionState;
  viewMode: string;
  /** The modified date as shown, and as its tooltip (the exact date). */
  modified: (iso: string) => string;
  exactModified: (iso: string) => string;
  /** A thumbnail URL for an image, when thumbnails are on. */
  thumbnailOf: ((item: FileInfo) => string | undefined) | undefined;
  open: (item: FileInfo) => void;
  onSort: (sort: SortOrder) => void;
  onItemContextMenu: (item: FileInfo, event: MouseEvent<HTMLDivElement>) => void;
  itemProps: (item: FileInfo) => HTMLAttributes<HTMLDivElement>;
}

/** The status of a failed load as the error panel shows it: an API error's, else 500. */
export function failedStatusOf(resource: { isError: boolean; error: unknown }) {
  if (!resource.isError) return undefined;
  return resource.error instanceof ApiError ? resource.error.status : 500;
}

/** Thumbnails of the listing's images through `client`. */
export function imageThumbnails(client: Pick<ApiClient, 'previewURL'>) {
  return (item: FileInfo) =>
    item.type === 'image' ? client.previewURL('thumb', item.path, item.modified) : undefined;
}

/**
 * What the screen shows below the breadcrumbs: spinner, error (with Retry and Home), file,
 * "lonely", or the listing.
 */
export function FilesBody(props: FilesBodyProps) {
  const { t } = useTranslation();
  const { listing, items, selection, modified, exactModified, open, failedStatus } = props;
  if (props.loading) return <Spinner label={t('files.loading')} />;
  if (failedStatus !== undefined) {
    return (
      <ErrorPanel
        status={failedStatus}
        message={t(errorKeyFor(failedStatus))}
        action={
          <>
            <Button variant="flat" onClick={props.onRetry}>
              {t('buttons.retry')}
            </Button>
            <Button onClick={props.home}>{t('files.home')}</Button>
          </>
        }
      />
    );
  }
  // A file is shown by the screen's viewer; this is the moment its fresh content loads.
  if (!listing) return <Spinner label={t('files.loading')} />;
  if (items.length === 0) return <EmptyState message={t('files.lonely')} />;
  return (
    <FolderListing
      label={listing.name || t('files.home')}
      items={items}
      {...(!props.complete && { totals: { dirs: listing.numDirs, files: listing.numFiles } })}
      selected={selection.set}
      viewMode={props.viewMode}
      sort={{ by: listing.sorting.by as 'name', asc: listing.sorting.asc }}
      labels={{
        name: t('files.name'),
        size: t('files.size'),
        modified: t('files.lastModified'),
        folders: t('files.folders'),
        files: t('files.files'),
        invalidLink: t('files.invalidLink'),
        loading: t('files.loading'),
      }}
      formatModified={(iso) => (
        <time dateTime={iso} title={exactModified(iso)}>
          {modified(iso)}
        </time>
      )}
      {...(props.thumbnailOf && { thumbnailOf: props.thumbnailOf })}
      onSort={props.onSort}
      onItemClick={(item, event) => {
        selection.click(item, event, open);
      }}
      onOpen={open}
      onItemSelectKey={selection.keySelect}
      onMove={selection.moveTo}
      onItemContextMenu={props.onItemContextMenu}
      itemProps={props.itemProps}
    />
  );
}
