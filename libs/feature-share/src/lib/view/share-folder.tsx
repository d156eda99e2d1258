import type { FileInfo, Listing } from '@file-browser/api-client';
import { Button, Card, QRCode } from '@file-browser/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Items a shared folder shows at first, and adds with each click on "+N". */
export const SHARE_STEP = 100;

/** Props of {@link ShareFolder}. */
export interface ShareFolderProps {
  listing: Listing;
  downloadURL: (item: FileInfo) => string;
  archiveURL: string;
  open: (item: FileInfo) => void;
  formatSize: (bytes: number) => string;
}

/** A shared folder: its name and item count, a zip of it all, and its items 100 at a time. */
export function ShareFolder({
  listing,
  downloadURL,
  archiveURL,
  open,
  formatSize,
}: ShareFolderProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(SHARE_STEP);
  const items = listing.items;
  const more = items.length - shown;
  return (
    <Card title={listing.name || '/'}>
      <p>
        {t('prompts.numberDirs')}: {listing.numDirs} · {t('prompts.numberFiles')}:{' '}
        {listing.numFiles}
      </p>
      <div className="fb-share-actions">
        <Button
          onClick={() => {
            window.location.assign(archiveURL);
          }}
        >
          {t('buttons.download')}
        </Button>
      </div>
      <QRCode value={archiveURL} label={t('buttons.download')} size={100} />
      <ul className="fb-share-items">
        {items.slice(0, shown).map((item) => (
          <li key={item.name}>
            {item.isDir ? (
              <button
                type="button"
                onClick={() => {
                  open(item);
                }}
              >
                {item.name}/
              </button>
            ) : (
              <a href={downloadURL(item)}>
                {item.name} <span>{formatSize(item.size)}</span>
              </a>
            )}
          </li>
        ))}
        {more > 0 && (
          <li>
            <button
              type="button"
              onClick={() => {
                setShown((count) => count + SHARE_STEP);
              }}
            >
              +{more}
            </button>
          </li>
        )}
      </ul>
    </Card>
  );
}
