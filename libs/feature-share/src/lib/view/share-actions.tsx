import { IconButton } from '@file-browser/ui-kit';
import { mdiCheckboxMultipleMarkedOutline, mdiContentCopy, mdiDownload } from '@mdi/js';
import { useTranslation } from 'react-i18next';

/** Props of {@link ShareActions}. */
export interface ShareActionsProps {
  /** How many items are selected (the download button's badge). */
  selectedCount: number;
  /** Whether the selection is exactly one file (its link can be copied). */
  singleFile: boolean;
  multiple: boolean;
  onDownload: () => void;
  onCopyLink: () => void;
  onToggleMultiple: () => void;
}

/** The header actions of a shared folder: download, copy a file's link, select several. */
export function ShareActions(props: ShareActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <IconButton
        icon={mdiDownload}
        label={t('buttons.download')}
        badge={props.selectedCount}
        onClick={props.onDownload}
      />
      {props.singleFile && (
        <IconButton
          icon={mdiContentCopy}
          label={t('buttons.copyDownloadLinkToClipboard')}
          onClick={props.onCopyLink}
        />
      )}
      <IconButton
        icon={mdiCheckboxMultipleMarkedOutline}
        label={t('buttons.selectMultiple')}
        aria-pressed={props.multiple}
        onClick={props.onToggleMultiple}
      />
    </>
  );
}
