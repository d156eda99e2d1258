import { isListing } from '@file-browser/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { modifiedFormatter } from '@file-browser/ui-kit';
import { displayItems, displayOrder, itemsNamed } from '../listing/display-order';
import { isComplete, useResource } from '../listing/use-resource';
import { useSelection } from '../selection/use-selection';
import { sortKeyOf, wholeSelection } from '../selection/whole-selection';
import type { FilesContext } from '../shared/files-context';
import { useUploads } from '../transfer/use-uploads';
import { neighbours } from '../viewer/viewer-kind';
import type { FilesScreenProps } from './files-screen-props';
import { useFilesPrompts } from './use-files-prompts';

/** The child of `folder` that `previous` was in, when the user went up from it. */
export function childLeft(previous: string | undefined, folder: string): string | undefined {
  if (!previous || previous === folder || !previous.startsWith(folder)) return undefined;
  return previous.slice(folder.length).split('/')[0] || undefined;
}

/**
 * The files screen's state: the loaded resource, the selection (in display order), the open
 * prompt, the view mode, the search overlay, uploads, and the {@link FilesContext} handed to
 * prompts. Going up a level selects the folder the user came from.
 */
export function useFilesState(props: FilesScreenProps) {
  const { client, user, path } = props;
  const resource = useResource(client, path);
  const listing = resource.data && isListing(resource.data) ? resource.data : undefined;
  // An open file: its folder's listing gives the previous/next siblings (cached from the visit).
  const file = resource.data && !isListing(resource.data) ? resource.data : undefined;
  // False while a big folder's first page is shown and the rest is on its way.
  const complete = resource.data ? isComplete(resource.data) : false;
  const items = useMemo(() => listing?.items ?? [], [listing]);
  // While only a first page is loaded, the order has placeholders up to the folder's totals.
  const dirs = listing && !complete ? listing.numDirs : undefined;
  const files = listing && !complete ? listing.numFiles : undefined;
  const order = useMemo(
    () =>
      dirs === undefined || files === undefined
        ? displayOrder(items)
        : displayOrder(items, { dirs, files }),
    [items, dirs, files],
  );
  const sortKey = listing ? sortKeyOf(listing.sorting) : '';
  const selection = useSelection(path, order, user.singleClick, complete, sortKey);
  const prompts = useFilesPrompts(props.initialPrompt);
  const [viewMode, setViewMode] = useState(user.viewMode);
  const [searching, setSearching] = useState(false);
  const folder = listing ? path : path.replace(/[^/]*$/, '');
  const parent = useResource(client, folder, file !== undefined);
  // Only an open file has siblings. The folder's own query shares the parent's cache key, so
  // without this check a plain folder visit walked all of a big folder's items for nothing.
  const siblings = useMemo(() => {
    if (!file || !parent.data || !isListing(parent.data)) return neighbours([], '');
    return neighbours(displayItems(parent.data.items), file.name);
  }, [parent.data, file]);

  const previous = useRef<string | undefined>(undefined);
  const { select } = selection;
  useEffect(() => {
    const child = childLeft(previous.current, path);
    previous.current = path;
    if (child) select([child]);
  }, [path, select]);

  const selected = useMemo(
    () => (file ? [file] : itemsNamed(items, selection.set)),
    [file, items, selection.set],
  );
  const queries = useQueryClient();
  const resolveSelected = file
    ? () => Promise.resolve(selected)
    : wholeSelection({ queries, client, path, names: selection.names, sortKey, loaded: selected });
  const uploads = useUploads({
    client,
    tus: props.tus,
    post: props.uploadTransport,
    concurrency: props.uploadsLimit,
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
    selectedCount: file ? 1 : selection.names.length,
    resolveSelected,
    openPrompt: prompts.open,
    closePrompt: prompts.close,
    reload: (name) => {
      if (file) {
        // A renamed file opens under its new name; a deleted one gives way to a sibling.
        void parent.refetch();
        const after = siblings.next ?? siblings.previous;
        props.navigate(name !== undefined ? folder + name : (after?.path ?? folder));
        return;
      }
      if (name !== undefined) selection.select([name]);
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
    progress: props.onUploadProgress,
    download: props.download ?? clickDownload,
    upload: (chosen, target = folder) => {
      void uploads.upload(ctx, chosen, target);
    },
  };
  const modified = useMemo(() => modifiedFormatter(user.dateFormat), [user.dateFormat]);
  // The exact date: the tooltip of a relative one, which a narrow column may cut short.
  const exactModified = useMemo(() => modifiedFormatter(true), []);
  return {
    resource,
    listing,
    complete,
    file,
    siblings,
    items,
    selection,
    selected,
    prompt: prompts.prompt,
    setPrompt: prompts.open,
    viewMode,
    setViewMode,
    searching,
    setSearching,
    folder,
    ctx,
    modified,
    exactModified,
    uploads,
  };
}

/** Downloads through a temporary link, so the page stays where it is. */
function clickDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.click();
}
