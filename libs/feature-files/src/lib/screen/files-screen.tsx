import { ContextMenu, SelectionBar } from '@file-browser/ui-kit';
import { useEffect, useRef, useState } from 'react';
import './files-screen.css';
import { useTranslation } from 'react-i18next';
import { FilesPromptHost } from '../prompts/files-prompt-host';
import { chosenItems } from '../prompts/upload-prompt';
import { SearchOverlay } from '../search/search-overlay';
import { FilesShell } from '../shell/files-shell';
import { useShell } from '../shell/use-shell';
import { startTransfer } from '../transfer/start-transfer';
import { transferItems } from '../transfer/transfer';
import { useUploadButtonState } from '../transfer/upload-button';
import { UploadPanel } from '../transfer/upload-panel';
import { DropHint } from './drop-hint';
import { FilesBody } from './files-body';
import { FilesBreadcrumbs } from './files-breadcrumbs';
import {
  actionMenuItems,
  FilesHeaderActions,
  FilesMoreMenu,
  foldedActions,
  useActionButtons,
} from './files-header-actions';
import type { FilesScreenProps } from './files-screen-props';
import { MENU_ACTIONS, SCREEN_ACTIONS, SELECTION_ACTIONS, headerActions } from './header-actions';
import { useFilesCommands } from './use-files-commands';
import { useFilesState } from './use-files-state';
import { useDropZone } from './use-drop-zone';
import { useItemGestures } from './use-item-gestures';
import { useOpenItem } from './use-open-item';
import { FileView, opensInEditor } from '../viewer/file-view';
import { SkipToListing } from '../keyboard/skip-link';

export type { FilesScreenProps } from './files-screen-props';

/**
 * The files screen (spec §2): breadcrumbs, then a spinner, the error panel by status, the
 * folder listing with its selection, keys, drag and drop, context menu and prompts, or a
 * file's card.
 */
export function FilesScreen(props: FilesScreenProps) {
  const { user } = props;
  const { t } = useTranslation();
  const state = useFilesState(props);
  const { ctx, selection, folder, listing } = state;
  const [menu, setMenu] = useState<{ x: number; y: number }>();
  const buttons = useActionButtons(state.viewMode);
  const { open, onMouseDown } = useOpenItem(props.client, props.navigate, user.singleClick);
  const actions = headerActions(user.perm, ctx.selectedCount, props.execEnabled).filter((action) =>
    SCREEN_ACTIONS.includes(action),
  );
  const shell = useShell(props.client, folder);
  const run = useFilesCommands({
    ctx,
    selection,
    actions,
    promptOpen: state.prompt !== undefined || state.searching,
    // An open file has its own keys (the editor's Ctrl+S, the preview's arrows and Escape).
    view: state.file ? (opensInEditor(state.file) ? 'editor' : 'preview') : 'listing',
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
  const gestures = useItemGestures({
    canDrag: user.perm.rename,
    longPress: user.singleClick,
    isSelected: (name) => selection.set.has(name),
    selectOnly: (name) => {
      selection.select([name]);
    },
    toggle: (item) => {
      selection.select(
        selection.set.has(item.name)
          ? selection.names.filter((name) => name !== item.name)
          : [...selection.names, item.name],
      );
    },
    dropInto: (target, copy) => {
      if (copy ? !user.perm.create : !user.perm.rename) return;
      const destination = `${target.path.replace(/\/$/, '')}/`;
      // The dragged selection may reach entries not loaded yet: it waits for the rest.
      ctx.resolveSelected().then((dragged) => {
        const moves = transferItems(dragged, folder, destination);
        return startTransfer(ctx, copy ? 'copy' : 'move', moves, destination);
      }, ctx.showError);
    },
  });
  const drop = useDropZone(user.perm.create, folder, ctx.upload);
  usePastedFiles(user.perm.create && state.prompt === undefined && !state.searching, ctx.upload);
  const uploadState = useUploadButtonState(state.uploads.queue);
  const headerShown = listing ? actions : actions.filter((action) => action === 'search');
  // Narrow screens fold these into the ⋮ menu (the selection actions go to the bottom bar).
  const folded = foldedActions(headerShown);

  // An open file replaces the listing and its header; a text file waits for fresh content.
  if (state.file && (state.resource.isFetchedAfterMount || !opensInEditor(state.file))) {
    return (
      <>
        <FileView
          ctx={ctx}
          file={state.file}
          previous={state.siblings.previous}
          next={state.siblings.next}
          resizePreview={props.resizePreview ?? false}
          renderHeader={props.renderHeader}
          promptOpen={state.prompt !== undefined}
          onDirtyChange={props.onEditorDirty ?? ignoreDirty}
          leaveRequest={props.leaveRequest}
          onUserChanged={props.onUserChanged}
        />
        <FilesPromptHost prompt={state.prompt} ctx={ctx} formatModified={state.modified} />
        <UploadPanel queue={state.uploads.queue} ctx={ctx} />
      </>
    );
  }

  return (
    <>
      {state.items.length > 0 && <SkipToListing label={t('files.skipToFiles')} />}
      {props.renderHeader(
        <>
          <FilesHeaderActions
            actions={headerShown}
            uploadState={uploadState}
            buttons={buttons}
            selectedCount={ctx.selectedCount}
            onAction={run.action}
            classOf={(action) => {
              if (SELECTION_ACTIONS.includes(action)) return 'fb-files-action--selection';
              return folded.includes(action) ? 'fb-files-action--wide' : undefined;
            }}
          />
          <FilesMoreMenu
            className="fb-files-more"
            actions={folded}
            buttons={buttons}
            selectedCount={ctx.selectedCount}
            onAction={run.action}
            uploadState={uploadState}
          />
        </>,
      )}
      <main
        className={`fb-page fb-drop-area${drop.target ? ' fb-drop-area--active' : ''}`}
        {...drop.zoneProps}
      >
        <FilesBreadcrumbs path={folder} navigate={props.navigate} />
        <FilesBody
          state={state}
          thumbnails={props.thumbnails}
          open={open}
          home={() => {
            props.navigate('/');
          }}
          onSort={run.sort}
          itemProps={(item) => ({
            ...gestures.itemProps(item),
            onMouseDown: (event) => {
              onMouseDown(item, event);
            },
            ...(drop.target?.row === item.name && { 'data-drop-target': true }),
          })}
          onItemContextMenu={(item, event) => {
            event.preventDefault();
            // Right-clicking outside the selection selects the item first (added with Ctrl/Meta).
            if (!selection.set.has(item.name)) {
              const toggle = event.ctrlKey || event.metaKey;
              selection.select(toggle ? [...selection.names, item.name] : [item.name]);
            }
            setMenu({ x: event.clientX, y: event.clientY });
          }}
        />
        {drop.target && <DropHint target={drop.target} folderName={listing?.name ?? ''} />}
      </main>
      {(ctx.selectedCount > 0 || selection.multiple) && (
        <div
          className={`fb-files-selection${selection.multiple ? '' : ' fb-files-selection--narrow-only'}`}
        >
          <SelectionBar
            message={
              ctx.selectedCount > 0
                ? t('prompts.filesSelected', { count: ctx.selectedCount })
                : t('files.multipleSelectionEnabled')
            }
            {...(ctx.selectedCount > 0 && { count: ctx.selectedCount })}
            clearLabel={t('buttons.clear')}
            onClear={selection.clear}
          >
            <FilesHeaderActions
              actions={actions.filter((action) => SELECTION_ACTIONS.includes(action))}
              buttons={buttons}
              selectedCount={ctx.selectedCount}
              onAction={run.action}
              classOf={() => 'fb-files-action--in-bar'}
            />
          </SelectionBar>
        </div>
      )}
      {menu && (
        <ContextMenu
          label={t('buttons.more')}
          x={menu.x}
          y={menu.y}
          items={actionMenuItems(
            actions.filter((action) => MENU_ACTIONS.includes(action)),
            buttons,
            ctx.selectedCount,
          )}
          onSelect={(id) => {
            setMenu(undefined);
            run.action(id as (typeof actions)[number]);
          }}
          onClose={() => {
            setMenu(undefined);
          }}
        />
      )}
      <FilesPromptHost prompt={state.prompt} ctx={ctx} formatModified={state.modified} />
      <UploadPanel queue={state.uploads.queue} ctx={ctx} />
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

function ignoreDirty(): void {
  // Without a navigation blocker from the app the editor only guards reloads and tab closes.
}

/** Ctrl/Cmd+V of files copied in the operating system uploads them here (beyond upstream). */
function usePastedFiles(enabled: boolean, upload: (items: ReturnType<typeof chosenItems>) => void) {
  const latest = useRef(upload);
  useEffect(() => {
    latest.current = upload;
  });
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = event.clipboardData?.files;
      if (!files || files.length === 0) return;
      event.preventDefault();
      latest.current(chosenItems(files));
    };
    document.addEventListener('paste', onPaste);
    return () => {
      document.removeEventListener('paste', onPaste);
    };
  }, [enabled]);
}
