import { IconButton } from '@file-browser/ui-kit';
import {
  mdiCheckboxMultipleMarkedOutline,
  mdiContentCopy,
  mdiDownload,
  mdiEyeOutline,
} from '@mdi/js';
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
  /** Opens the preview of the one selected image, audio or video; no button without it. */
  onPreview?: (() => void) | undefined;
  onToggleMultiple: () => void;
}

/**
 * The header actions of a shared folder: download, copy a file's link, preview, select several.
 * They stay in the header, so selecting never moves the listing.
 */
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
      {props.onPreview && (
        <IconButton icon={mdiEyeOutline} label={t('buttons.preview')} onClick={props.onPreview} />
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
