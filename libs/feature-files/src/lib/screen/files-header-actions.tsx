import { Dropdown, IconButton, type MenuItem } from '@file-browser/ui-kit';
import {
  mdiCheckboxMultipleMarked,
  mdiConsole,
  mdiContentCopy,
  mdiDelete,
  mdiDotsVertical,
  mdiDownload,
  mdiFileMove,
  mdiFormTextboxPassword,
  mdiGridLarge,
  mdiInformation,
  mdiMagnify,
  mdiShareVariant,
  mdiUpload,
  mdiViewList,
  mdiViewModule,
} from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { uploadButtonLook, type UploadButtonState } from '../transfer/upload-button';
import { SELECTION_ACTIONS, type HeaderAction } from './header-actions';

/** How an action is drawn: its icon and its (translated) name. */
export type ActionButtons = Record<HeaderAction, { icon: string; label: string }>;

/** Props of {@link FilesHeaderActions}. */
export interface FilesHeaderActionsProps {
  actions: readonly HeaderAction[];
  buttons: ActionButtons;
  selectedCount: number;
  onAction: (action: HeaderAction) => void;
  /** A class for each button (the screen's CSS moves selection actions on narrow screens). */
  classOf?: (action: HeaderAction) => string | undefined;
  /** The upload button spins while files go up and ticks when they are done. */
  uploadState?: UploadButtonState;
}

/** The switch-view icon shows the mode a click gives (frontend-behaviour §6.4). */
function viewIcon(mode: string): string {
  if (mode === 'list') return mdiViewModule;
  if (mode === 'mosaic') return mdiGridLarge;
  return mdiViewList;
}

/** Icons and names of the actions; the view button shows the mode `viewMode` switches to. */
export function useActionButtons(viewMode: string): ActionButtons {
  const { t } = useTranslation();
  return {
    search: { icon: mdiMagnify, label: t('buttons.search') },
    share: { icon: mdiShareVariant, label: t('buttons.share') },
    rename: { icon: mdiFormTextboxPassword, label: t('buttons.rename') },
    copy: { icon: mdiContentCopy, label: t('buttons.copyFile') },
    move: { icon: mdiFileMove, label: t('buttons.moveFile') },
    delete: { icon: mdiDelete, label: t('buttons.delete') },
    shell: { icon: mdiConsole, label: t('buttons.shell') },
    switchView: { icon: viewIcon(viewMode), label: t('buttons.switchView') },
    download: { icon: mdiDownload, label: t('buttons.download') },
    upload: { icon: mdiUpload, label: t('buttons.upload') },
    info: { icon: mdiInformation, label: t('buttons.info') },
    selectMultiple: { icon: mdiCheckboxMultipleMarked, label: t('buttons.selectMultiple') },
  };
}

/** The files screen's header buttons, in upstream's order, each named for screen readers. */
export function FilesHeaderActions({
  actions,
  buttons,
  selectedCount,
  onAction,
  classOf,
  uploadState,
}: FilesHeaderActionsProps) {
  return (
    <>
      {actions.map((action) => {
        const look = action === 'upload' ? uploadState : undefined;
        const { icon, label, className } = uploadButtonLook(
          buttons[action],
          classOf?.(action),
          look,
        );
        return (
          <IconButton
            key={action}
            icon={icon}
            label={label}
            {...(action === 'download' && { badge: selectedCount })}
            className={className}
            onClick={() => {
              onAction(action);
            }}
          />
        );
      })}
    </>
  );
}

/**
 * The header actions that fold into the ⋮ "More" menu at ≤ 736 px (frontend-behaviour §6.6,
 * §12): all but search, which stays in the bar, and the selection actions, which go to the
 * bottom selection bar.
 */
export function foldedActions(actions: readonly HeaderAction[]): HeaderAction[] {
  return actions.filter((action) => action !== 'search' && !SELECTION_ACTIONS.includes(action));
}

/**
 * Header actions as menu items (the ⋮ menu, the right-click menu): icon and name as the header
 * draws them, the download's selected count, the upload's spinner or tick.
 */
export function actionMenuItems(
  actions: readonly HeaderAction[],
  buttons: ActionButtons,
  selectedCount: number,
  uploadState?: UploadButtonState,
): MenuItem[] {
  return actions.map((action) => {
    const look = action === 'upload' ? uploadState : undefined;
    const { icon, label } = uploadButtonLook(buttons[action], undefined, look);
    return { id: action, icon, label, ...(action === 'download' && { badge: selectedCount }) };
  });
}

/** Props of {@link FilesMoreMenu}. */
export interface FilesMoreMenuProps {
  /** The actions the menu offers (see {@link foldedActions}). */
  actions: readonly HeaderAction[];
  buttons: ActionButtons;
  selectedCount: number;
  onAction: (action: HeaderAction) => void;
  uploadState?: UploadButtonState;
  className?: string;
}

/** The narrow screens' ⋮ "More" dropdown holding the header actions that do not fit. */
export function FilesMoreMenu({
  actions,
  buttons,
  selectedCount,
  onAction,
  uploadState,
  className,
}: FilesMoreMenuProps) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <span className={className}>
      <Dropdown
        icon={mdiDotsVertical}
        label={t('buttons.more')}
        items={actionMenuItems(actions, buttons, selectedCount, uploadState)}
        onSelect={(id) => {
          onAction(id as HeaderAction);
        }}
      />
    </span>
  );
}
