import { ContextMenu, type SortOrder } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import { SkipToListing } from '../keyboard/skip-link';
import type { UploadButtonState } from '../transfer/upload-button';
import { DropHint } from './drop-hint';
import type { SelectionState } from '../selection/use-selection';
import type { FilesContext } from '../shared/files-context';
import { FilesBody, imageThumbnails, type FilesBodyProps } from './files-body';
import { FilesBreadcrumbs } from './files-breadcrumbs';
import { actionMenuItems, useActionButtons } from './files-header-actions';
import type { FilesScreenProps } from './files-screen-props';
import { FilesSelectionBar } from './files-selection-bar';
import { MENU_ACTIONS, type HeaderAction } from './header-actions';
import { ListingHeader } from './listing-header';
import { useDesktopDrop } from './use-desktop-drop';
import { useItemContextMenu } from './use-item-context-menu';
import { useItemProps } from './use-item-props';
import { useOpenItem } from './use-open-item';

/** What the folder's body shows: its load, its items and how they look. */
export type ListingContent = Pick<
  FilesBodyProps,
  | 'loading'
  | 'failedStatus'
  | 'onRetry'
  | 'listing'
  | 'items'
  | 'complete'
  | 'viewMode'
  | 'modified'
  | 'exactModified'
>;

/** Props of {@link ListingView}. */
export interface ListingViewProps {
  screen: FilesScreenProps;
  ctx: FilesContext;
  selection: SelectionState;
  content: ListingContent;
  /** The actions the user may use right now. */
  actions: readonly HeaderAction[];
  onAction: (action: HeaderAction) => void;
  onSort: (sort: SortOrder) => void;
  /** The upload button's spinner or tick (kept by the screen: the tick's time runs on). */
  uploadState: UploadButtonState;
}

/**
 * The folder view: header actions, breadcrumbs over the listing (or its spinner, error panel
 * or "lonely"), files dropped from the desktop, the selection bar and the right-click menu.
 */
export function ListingView(props: ListingViewProps) {
  const { screen, ctx, selection, content, actions, onAction } = props;
  const { t } = useTranslation();
  const { listing } = content;
  const folder = ctx.path;
  const buttons = useActionButtons(content.viewMode);
  const { open, onMouseDown } = useOpenItem(screen.client, screen.navigate, ctx.user.singleClick);
  const drop = useDesktopDrop(ctx.user.perm.create, folder, ctx.upload);
  const itemProps = useItemProps({ ctx, selection, onMouseDown, dropTarget: drop.target });
  const menu = useItemContextMenu(selection);
  const menuActions = actions.filter((action) => MENU_ACTIONS.includes(action));
  return (
    <>
      {content.items.length > 0 && <SkipToListing label={t('files.skipToFiles')} />}
      {screen.renderHeader(
        <ListingHeader
          actions={actions}
          hasListing={listing !== undefined}
          buttons={buttons}
          selectedCount={ctx.selectedCount}
          uploadState={props.uploadState}
          onAction={onAction}
        />,
      )}
      <main
        className={`fb-page fb-drop-area${drop.target ? ' fb-drop-area--active' : ''}`}
        {...drop.zoneProps}
      >
        <FilesBreadcrumbs path={folder} navigate={screen.navigate} />
        <FilesBody
          {...content}
          home={() => {
            screen.navigate('/');
          }}
          selection={selection}
          thumbnailOf={screen.thumbnails ? imageThumbnails(ctx.client) : undefined}
          open={open}
          onSort={props.onSort}
          onItemContextMenu={menu.open}
          itemProps={itemProps}
        />
        {drop.target && <DropHint target={drop.target} folderName={listing?.name ?? ''} />}
      </main>
      <FilesSelectionBar
        selectedCount={ctx.selectedCount}
        multiple={selection.multiple}
        actions={actions}
        buttons={buttons}
        onAction={onAction}
        onClear={selection.clear}
      />
      {menu.place && (
        <ContextMenu
          label={t('buttons.more')}
          x={menu.place.x}
          y={menu.place.y}
          items={actionMenuItems(menuActions, buttons, ctx.selectedCount)}
          onSelect={(id) => {
            menu.close();
            onAction(id as HeaderAction);
          }}
          onClose={menu.close}
        />
      )}
    </>
  );
}
