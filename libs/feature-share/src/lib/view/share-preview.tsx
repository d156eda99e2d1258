import type { FileInfo } from '@file-browser/api-client';
import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

/** Item types the share view previews when one of them is selected. */
const PREVIEWED = new Set(['image', 'audio', 'video']);

/** Whether {@link SharePreview} has something to show for an item. */
export function hasPreview(item: FileInfo): boolean {
  return !item.isDir && PREVIEWED.has(item.type);
}

/** Props of {@link SharePreview}. */
export interface SharePreviewProps {
  item: FileInfo;
  /** The item's inline download link (`inline=true`, with the share's token). */
  url: string;
  onClose: () => void;
}

/**
 * The preview of the one selected image, audio or video of a shared folder, in a dialog over
 * the listing: shown in the page it pushed the listing down under the pointer that selected.
 */
export function SharePreview({ item, url, onClose }: SharePreviewProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={item.name}
      onClose={onClose}
      actions={
        <Button variant="flat" onClick={onClose}>
          {t('buttons.close')}
        </Button>
      }
    >
      <div className="fb-share-preview">
        {item.type === 'image' && (
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={item.name} />
          </a>
        )}
        {item.type === 'video' && (
          <video src={url} controls aria-label={item.name}>
            <track kind="captions" />
          </video>
        )}
        {item.type === 'audio' && (
          <audio src={url} controls aria-label={item.name}>
            <track kind="captions" />
          </audio>
        )}
      </div>
    </Modal>
  );
}
