import './files-screen.css';
import { FilesPromptHost } from '../prompts/files-prompt-host';
import { SearchOverlay } from '../search/search-overlay';
import { FilesShell } from '../shell/files-shell';
import { useShell } from '../shell/use-shell';
import { useUploadButtonState } from '../transfer/upload-button';
import { UploadPanel } from '../transfer/upload-panel';
import type { FilesScreenProps } from './files-screen-props';
import { SCREEN_ACTIONS, headerActions } from './header-actions';
import { failedStatusOf } from './files-body';
import { ListingView } from './listing-view';
import { OpenFileView, showsFile, viewOf } from './open-file-view';
import { usePastedFiles } from './use-desktop-drop';
import { useFilesCommands } from './use-files-commands';
import { useFilesState } from './use-files-state';

export type { FilesScreenProps } from './files-screen-props';

/**
 * The files screen (spec §2): breadcrumbs, then a spinner, the error panel by status, the
 * folder listing with its selection, keys, drag and drop, context menu and prompts, or a
 * file's card.
 */
export function FilesScreen(props: FilesScreenProps) {
  const { user } = props;
  const state = useFilesState(props);
  const { ctx, selection, folder } = state;
  const actions = headerActions(user.perm, ctx.selectedCount, props.execEnabled).filter((action) =>
    SCREEN_ACTIONS.includes(action),
  );
  const shell = useShell(props.client, folder);
  const promptOpen = state.prompt !== undefined;
  const run = useFilesCommands({
    ctx,
    selection,
    actions,
    promptOpen: promptOpen || state.searching,
    // An open file has its own keys (the editor's Ctrl+S, the preview's arrows and Escape).
    view: viewOf(state.file),
    openSearch: () => {
      state.setSearching(true);
    },
    setPrompt: state.setPrompt,
    toggleShell: shell.toggle,
    viewMode: state.viewMode,
    setViewMode: state.setViewMode,
    onUserChanged: props.onUserChanged,
    canCreate: user.perm.create,
  });
  const uploadState = useUploadButtonState(state.uploads.queue);
  usePastedFiles(user.perm.create && !promptOpen && !state.searching, ctx.upload);
  const prompts = (
    <FilesPromptHost prompt={state.prompt} ctx={ctx} formatModified={state.modified} />
  );
  const uploads = <UploadPanel queue={state.uploads.queue} ctx={ctx} />;

  if (state.file && showsFile(state.file, state.resource.isFetchedAfterMount)) {
    return (
      <>
        <OpenFileView
          screen={props}
          ctx={ctx}
          file={state.file}
          siblings={state.siblings}
          promptOpen={promptOpen}
        />
        {prompts}
        {uploads}
      </>
    );
  }
  return (
    <>
      <ListingView
        screen={props}
        ctx={ctx}
        selection={selection}
        content={{
          loading: state.resource.isPending,
          failedStatus: failedStatusOf(state.resource),
          onRetry: () => void state.resource.refetch(),
          listing: state.listing,
          items: state.items,
          complete: state.complete,
          viewMode: state.viewMode,
          modified: state.modified,
          exactModified: state.exactModified,
        }}
        actions={actions}
        onAction={run.action}
        onSort={run.sort}
        uploadState={uploadState}
      />
      {prompts}
      {uploads}
      {actions.includes('shell') && <FilesShell shell={shell.actor} />}
      {state.searching && (
        <SearchOverlay
          client={props.client}
          folder={folder}
          open={(target) => {
            state.setSearching(false);
            props.navigate(target);
          }}
          onClose={() => {
            state.setSearching(false);
          }}
        />
      )}
    </>
  );
}
