import type { ApiClient, FileInfo } from '@file-browser/api-client';
import { ApiError, isListing } from '@file-browser/api-client';
import type { TokenUser } from '@file-browser/api-contract';
import { EmptyState, ErrorPanel, SelectionBar, Spinner } from '@file-browser/ui-kit';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatModified } from '../format/format-modified';
import { displayOrder } from '../listing/display-order';
import { errorKeyFor } from '../listing/error-key';
import { FolderListing } from '../listing/folder-listing';
import { useResource } from '../listing/use-resource';
import { FilesPromptHost } from '../prompts/files-prompt-host';
import { SearchOverlay } from '../search/search-overlay';
import { useSelection } from '../selection/use-selection';
import type { FilesContext, FilesPrompt } from '../shared/files-context';
import { carriesFiles, dropFolder, droppedItems } from '../transfer/dropped-items';
import { useUploads } from '../transfer/use-uploads';
import type { FileTransport, TusSettings } from '@file-browser/upload-engine';
import { FileCard } from './file-card';
import { FilesBreadcrumbs } from './files-breadcrumbs';
import { FilesHeaderActions } from './files-header-actions';
import { SCREEN_ACTIONS, headerActions } from './header-actions';
import { useFilesCommands } from './use-files-commands';

/** Props of {@link FilesScreen}. */
export interface FilesScreenProps {
  client: ApiClient;
  user: TokenUser;
  /** Scope path of the folder or file shown, e.g. `/`, `/docs/` or `/docs/a.txt`. */
  path: string;
  /** The server lets users with the execute permission run commands. */
  execEnabled: boolean;
  /** Thumbnails in the listing (the server's `EnableThumbs`). */
  thumbnails: boolean;
  /** Opens a scope path inside `/files`. */
  navigate: (path: string) => void;
  notify: (kind: 'success' | 'error', message: string) => void;
  /** The user's saved preferences changed (view mode, sorting): refresh the session's copy. */
  onUserChanged: () => void;
  /** The public address of a share link (`<origin><base>/share/<hash>`). */
  shareURL: (hash: string) => string;
  /** Where the header actions go (the app's top bar). */
  renderHeader: (actions: ReactNode) => ReactNode;
  /** The server's resumable-upload settings; uploads go by plain POST when null. */
  tus: TusSettings | null;
  /** The plain-POST upload transport (browsers: `createXhrPostTransport`). */
  uploadTransport?: FileTransport;
  /** The upload's percentage while files go up, then null (the app's top progress bar). */
  onUploadProgress: (percent: number | null) => void;
  /** Starts a download of a URL of this server; by default a click on a download link. */
  download?: (url: string) => void;
  /** The prompt to open on arrival (the sidebar's "New folder" and "New file"). */
  initialPrompt?: FilesPrompt;
}

/**
 * The files screen (spec §2): breadcrumbs, then a spinner, the error panel by status, the
 * folder listing with its selection, keys and prompts, or a file's card.
 */
export function FilesScreen(props: FilesScreenProps) {
  const { client, user, path } = props;
  const { t } = useTranslation();
  const resource = useResource(client, path);
  const listing = resource.data && isListing(resource.data) ? resource.data : undefined;
  const items = useMemo(() => listing?.items ?? [], [listing]);
  const order = useMemo(() => displayOrder(items), [items]);
  const selection = useSelection(path, order, user.singleClick);
  const [prompt, setPrompt] = useState<FilesPrompt | undefined>(props.initialPrompt);
  const [viewMode, setViewMode] = useState(user.viewMode);
  const [searching, setSearching] = useState(false);
  // In display order (folders first), as the user sees them.
  const selected = useMemo(() => {
    const byName = new Map(items.map((item) => [item.name, item]));
    return order.flatMap((name) => {
      const item = selection.set.has(name) ? byName.get(name) : undefined;
      return item ? [item] : [];
    });
  }, [items, order, selection.set]);
  const absolute = user.dateFormat;
  const modified = (iso: string) => formatModified(iso, absolute);
  const folder = listing ? path : path.replace(/[^/]*$/, '');
  const uploads = useUploads({
    client,
    tus: props.tus,
    post: props.uploadTransport,
    onProgress: props.onUploadProgress,
    notifyError: (message) => {
      props.notify('error', message);
    },
  });

  const ctx: FilesContext = {
    client,
    user,
    path: folder,
    listing,
    selected,
    openPrompt: setPrompt,
    closePrompt: () => {
      setPrompt(undefined);
    },
    reload: (select) => {
      if (select !== undefined) selection.select([select]);
      void resource.refetch();
    },
    notify: (message) => {
      props.notify('success', message);
    },
    shareURL: props.shareURL,
    showError: (error) => {
      props.notify('error', error instanceof Error ? error.message : String(error));
    },
    navigate: props.navigate,
    download: props.download ?? clickDownload,
    upload: (items, target = folder) => {
      void uploads.upload(ctx, items, target);
    },
  };
  const open = (item: FileInfo) => {
    props.navigate(item.isDir ? item.path.replace(/\/?$/, '/') : item.path);
  };
  const actions = headerActions(user.perm, selected.length, props.execEnabled).filter((action) =>
    SCREEN_ACTIONS.includes(action),
  );
  const run = useFilesCommands({
    ctx,
    selection,
    actions,
    promptOpen: prompt !== undefined || searching,
    openSearch: () => {
      setSearching(true);
    },
    setPrompt,
    viewMode,
    setViewMode,
    onUserChanged: props.onUserChanged,
    canCreate: user.perm.create,
  });

  let body: ReactNode;
  if (resource.isPending) body = <Spinner label={t('files.loading')} />;
  else if (resource.isError) {
    const status = resource.error instanceof ApiError ? resource.error.status : 500;
    body = <ErrorPanel status={status} message={t(errorKeyFor(status))} />;
  } else if (!listing) body = <FileCard ctx={ctx} file={resource.data} formatModified={modified} />;
  else if (items.length === 0) body = <EmptyState message={t('files.lonely')} />;
  else {
    body = (
      <FolderListing
        label={listing.name || t('files.home')}
        items={items}
        selected={selection.set}
        viewMode={viewMode}
        sort={{ by: listing.sorting.by as 'name', asc: listing.sorting.asc }}
        labels={{
          name: t('files.name'),
          size: t('files.size'),
          modified: t('files.lastModified'),
          folders: t('files.folders'),
          files: t('files.files'),
          invalidLink: t('files.invalidLink'),
        }}
        formatModified={(iso) => <time dateTime={iso}>{modified(iso)}</time>}
        {...(props.thumbnails && {
          thumbnailOf: (item: FileInfo) =>
            item.type === 'image'
              ? client.previewURL('thumb', item.path, item.modified)
              : undefined,
        })}
        onSort={(sort) => {
          run.sort(sort);
        }}
        onItemClick={(item, event) => {
          selection.click(item, event, open);
        }}
        onOpen={open}
      />
    );
  }

  return (
    <>
      {props.renderHeader(
        <FilesHeaderActions
          actions={listing ? actions : actions.filter((action) => action === 'search')}
          viewMode={viewMode}
          selectedCount={selected.length}
          onAction={run.action}
        />,
      )}
      <main
        className="fb-page"
        onDragOver={(event) => {
          if (user.perm.create && carriesFiles([...event.dataTransfer.types]))
            event.preventDefault();
        }}
        onDrop={(event) => {
          if (!user.perm.create || !carriesFiles([...event.dataTransfer.types])) return;
          event.preventDefault();
          const target = dropFolder(event.target, folder);
          void droppedItems(event.dataTransfer).then((items) => {
            ctx.upload(items, target);
          });
        }}
      >
        <FilesBreadcrumbs path={folder} navigate={props.navigate} />
        {body}
      </main>
      {(selected.length > 0 || selection.multiple) && (
        <SelectionBar
          message={
            selected.length > 0
              ? t('prompts.filesSelected', { count: selected.length })
              : t('files.multipleSelectionEnabled')
          }
          clearLabel={t('buttons.clear')}
          onClear={selection.clear}
        />
      )}
      <FilesPromptHost prompt={prompt} ctx={ctx} formatModified={modified} />
      {searching && (
        <SearchOverlay
          client={client}
          folder={folder}
          open={(target) => {
            setSearching(false);
            props.navigate(target);
          }}
          onClose={() => {
            setSearching(false);
          }}
        />
      )}
    </>
  );
}

/** Downloads through a temporary link, so the page stays where it is. */
function clickDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}
