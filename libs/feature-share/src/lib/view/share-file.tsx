import type { FileInfo } from '@file-browser/api-client';
import { Button, Card, QRCode } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

/** QR code size of a shared file's download link, in px (spec §2). */
export const FILE_QR_SIZE = 200;

/** Props of {@link ShareFile}. */
export interface ShareFileProps {
  file: FileInfo;
  /** The file's download link (with the share's token), as the page uses it. */
  url: string;
  /** The same link, shown in the browser (`inline=true`). */
  inlineURL: string;
  /** The absolute download link, for the QR code. */
  qrURL: string;
  download: (url: string) => void;
  formatSize: (bytes: number) => string;
  formatModified: (iso: string) => string;
}

/** A shared file: name, last modified, size, download, open in a new tab, QR code of 200 px. */
export function ShareFile({ file, url, inlineURL, qrURL, download, ...format }: ShareFileProps) {
  const { t } = useTranslation();
  return (
    <Card title={file.name} className="fb-share-info">
      <dl className="fb-share-facts">
        <dt>{t('prompts.lastModified')}</dt>
        <dd>
          <time dateTime={file.modified}>{format.formatModified(file.modified)}</time>
        </dd>
        <dt>{t('prompts.size')}</dt>
        <dd>{format.formatSize(file.size)}</dd>
      </dl>
      <div className="fb-share-actions">
        <Button
          onClick={() => {
            download(url);
          }}
        >
          {t('buttons.download')}
        </Button>
        <a className="fb-button fb-button--flat" href={inlineURL} target="_blank" rel="noreferrer">
          {t('buttons.openFile')}
        </a>
      </div>
      <QRCode value={qrURL} label={t('download.downloadFile')} size={FILE_QR_SIZE} />
    </Card>
  );
}
