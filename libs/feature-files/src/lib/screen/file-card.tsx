import type { FileInfo } from '@file-browser/api-contract';
import { Button, Card } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../format/format-size';
import type { FilesContext } from '../shared/files-context';

/**
 * A file opened from the listing: its name, size and modified time, with download and open
 * buttons. The editor and the previews replace this for the types they handle (issue 13).
 */
export function FileCard({
  ctx,
  file,
  formatModified,
}: {
  ctx: FilesContext;
  file: FileInfo;
  formatModified: (iso: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <Card title={file.name}>
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
          <a href={ctx.client.rawURL(file.path, { inline: true })} target="_blank" rel="noreferrer">
            {t('buttons.openFile')}
          </a>
        </div>
      )}
    </Card>
  );
}
