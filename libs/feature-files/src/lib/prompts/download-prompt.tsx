import type { ArchiveAlgorithm } from '@file-browser/api-contract';
import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';

/** The nine archive formats in upstream's order, with the label the prompt shows. */
export const ARCHIVE_FORMATS: readonly (readonly [ArchiveAlgorithm, string])[] = [
  ['zip', 'zip'],
  ['tar', 'tar'],
  ['targz', 'tar.gz'],
  ['tarbz2', 'tar.bz2'],
  ['tarxz', 'tar.xz'],
  ['tarlz4', 'tar.lz4'],
  ['tarsz', 'tar.sz'],
  ['tarbr', 'tar.br'],
  ['tarzst', 'tar.zst'],
];

/**
 * The download URL of the selection (or the whole folder) as an archive. The server joins
 * `files=` onto the request path, so a selection of full paths is asked of the root, as
 * upstream's client does (api-contract §3.2).
 */
export function archiveURL(ctx: FilesContext, algo: ArchiveAlgorithm): string {
  if (ctx.selected.length === 0) return ctx.client.rawURL(ctx.path, { algo });
  return ctx.client.rawURL('/', { algo, files: ctx.selected.map((item) => item.path) });
}

/** Picks the archive format for several items, a folder, or the current folder. */
export function DownloadPrompt({ ctx }: { ctx: FilesContext }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('prompts.download')}
      onClose={ctx.closePrompt}
      actions={
        <Button variant="flat" onClick={ctx.closePrompt}>
          {t('buttons.cancel')}
        </Button>
      }
    >
      <p>{t('prompts.downloadMessage')}</p>
      <div className="fb-download-formats">
        {ARCHIVE_FORMATS.map(([algo, label]) => (
          <Button
            key={algo}
            variant="flat"
            onClick={() => {
              ctx.download(archiveURL(ctx, algo));
              ctx.closePrompt();
            }}
          >
            {label}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
