import { useTranslation } from 'react-i18next';
import type { DropTarget } from './use-desktop-drop';
import './drop-hint.css';

/** Props of {@link DropHint}. */
export interface DropHintProps {
  target: DropTarget;
  /** The name of the folder shown (its listing's name; empty at the root). */
  folderName: string;
}

/**
 * What a drop of desktop files would do, said over the listing while they are dragged over it:
 * "Drop to upload to <folder>", the folder row under the pointer or the folder shown. It sits
 * over the page and lets the drag events through, so the listing under it does not move.
 */
export function DropHint({ target, folderName }: DropHintProps) {
  const { t } = useTranslation();
  const name = target.row ?? (folderName || t('files.home'));
  return (
    <p className="fb-drop-hint" role="status">
      <bdi>{t('files.dropToUpload', { folder: name })}</bdi>
    </p>
  );
}
