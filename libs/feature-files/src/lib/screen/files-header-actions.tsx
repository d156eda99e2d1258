import { IconButton } from '@file-browser/ui-kit';
import {
  mdiCheckboxMultipleMarked,
  mdiConsole,
  mdiContentCopy,
  mdiDelete,
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
import type { HeaderAction } from './header-actions';

/** Props of {@link FilesHeaderActions}. */
export interface FilesHeaderActionsProps {
  actions: readonly HeaderAction[];
  /** The user's current view mode: the view button shows what comes next. */
  viewMode: string;
  selectedCount: number;
  onAction: (action: HeaderAction) => void;
}

/** The switch-view icon shows the mode a click gives (frontend-behaviour §6.4). */
function viewIcon(mode: string): string {
  if (mode === 'list') return mdiViewModule;
  if (mode === 'mosaic') return mdiGridLarge;
  return mdiViewList;
}

/** The files screen's header buttons, in upstream's order, each named for screen readers. */
export function FilesHeaderActions({
  actions,
  viewMode,
  selectedCount,
  onAction,
}: FilesHeaderActionsProps) {
  const { t } = useTranslation();
  const buttons: Record<HeaderAction, { icon: string; label: string }> = {
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
  return (
    <>
      {actions.map((action) => (
        <IconButton
          key={action}
          icon={buttons[action].icon}
          label={buttons[action].label}
          {...(action === 'download' && { badge: selectedCount })}
          onClick={() => {
            onAction(action);
          }}
        />
      ))}
    </>
  );
}
