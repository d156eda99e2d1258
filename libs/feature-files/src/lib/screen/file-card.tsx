import type { FileInfo } from '@file-browser/api-contract';
import { Button, Card, formatSize } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';
import './file-card.css';

/**
 * A file with no preview (or too large for one): its name, size and modified time, a line
 * saying why, and download and open buttons.
 */
export function FileCard({
  ctx,
  file,
  message,
  formatModified,
}: {
  ctx: FilesContext;
  file: FileInfo;
  /** Why there is no preview (e.g. "No preview is available for this file."). */
  message?: string;
  formatModified: (iso: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={file.name}>
      {message !== undefined && <p>{message}</p>}
      <p>
        {formatSize(file.size)} ·{' '}
        <time dateTime={file.modified}>{formatModified(file.modified)}</time>
      </p>
      {ctx.user.perm.download && (
        <div className="fb-file-card__actions">
          <Button
            onClick={() => {
              ctx.download(ctx.client.rawURL(file.path));
            }}
          >
            {t('buttons.download')}
          </Button>
          {/* A link (it opens a new tab), drawn as the flat button beside Download. */}
          <a
            className="fb-button fb-button--flat"
            href={ctx.client.rawURL(file.path, { inline: true })}
            target="_blank"
            rel="noreferrer"
          >
            {t('buttons.openFile')}
          </a>
        </div>
      )}
    </Card>
  );
}
