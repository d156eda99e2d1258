import type { FileInfo } from '@file-browser/api-client';
import { ApiError } from '@file-browser/api-client';
import { Button, EmptyState, ErrorPanel, Spinner } from '@file-browser/ui-kit';
import type { SortOrder } from '@file-browser/ui-kit';
import type { HTMLAttributes, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyFor } from '../listing/error-key';
import { FolderListing } from '../listing/folder-listing';
import type { useFilesState } from './use-files-state';

/** Props of {@link FilesBody}. */
export interface FilesBodyProps {
  state: ReturnType<typeof useFilesState>;
  thumbnails: boolean;
  open: (item: FileInfo) => void;
  /** Opens the root folder (the error panel's Home). */
  home: () => void;
  onSort: (sort: SortOrder) => void;
  onItemContextMenu: (item: FileInfo, event: MouseEvent<HTMLDivElement>) => void;
  itemProps: (item: FileInfo) => HTMLAttributes<HTMLDivElement>;
}

/**
 * What the screen shows below the breadcrumbs: spinner, error (with Retry and Home), file,
 * "lonely", or the listing.
 */
export function FilesBody({ state, thumbnails, open, home, onSort, ...handlers }: FilesBodyProps) {
  const { t } = useTranslation();
  const { resource, listing, items, selection, ctx, modified, exactModified } = state;
  if (resource.isPending) return <Spinner label={t('files.loading')} />;
  if (resource.isError) {
    const status = resource.error instanceof ApiError ? resource.error.status : 500;
    return (
      <ErrorPanel
        status={status}
        message={t(errorKeyFor(status))}
        action={
          <>
            <Button variant="flat" onClick={() => void resource.refetch()}>
              {t('buttons.retry')}
            </Button>
            <Button onClick={home}>{t('files.home')}</Button>
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
      {...(!state.complete && { totals: { dirs: listing.numDirs, files: listing.numFiles } })}
      selected={selection.set}
      viewMode={state.viewMode}
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
      {...(thumbnails && {
        thumbnailOf: (item: FileInfo) =>
          item.type === 'image'
            ? ctx.client.previewURL('thumb', item.path, item.modified)
            : undefined,
      })}
      onSort={onSort}
      onItemClick={(item, event) => {
        selection.click(item, event, open);
      }}
      onOpen={open}
      onItemSelectKey={selection.keySelect}
      onMove={selection.moveTo}
      onItemContextMenu={handlers.onItemContextMenu}
      itemProps={handlers.itemProps}
    />
  );
}
