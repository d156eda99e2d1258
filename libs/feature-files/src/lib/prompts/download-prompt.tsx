import type { ArchiveAlgorithm } from '@file-browser/api-contract';
import { Button, Modal } from '@file-browser/ui-kit';
import { useState } from 'react';
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
 * The download URL of the selection (or the whole folder) as an archive. Nothing selected, or
 * every entry of the folder (Ctrl+A, even before a big folder's rest has loaded), is the folder
 * itself: one short URL with the same entries, where 100,000 names would make a URL of
 * megabytes (upstream's `files=` form), past any server's limit. Otherwise the server joins
 * `files=` onto the request path, so a selection of full paths is asked of the root, as
 * upstream's client does (api-contract §3.2); a selection reaching entries not loaded yet
 * waits for the rest of the folder.
 */
export async function archiveURL(ctx: FilesContext, algo: ArchiveAlgorithm): Promise<string> {
  const total = ctx.listing ? ctx.listing.numDirs + ctx.listing.numFiles : 0;
  if (ctx.selectedCount === 0 || ctx.selectedCount === total) {
    return ctx.client.rawURL(ctx.path, { algo });
  }
  const selected = await ctx.resolveSelected();
  return ctx.client.rawURL('/', { algo, files: selected.map((item) => item.path) });
}

/** Picks the archive format for several items, a folder, or the current folder. */
export function DownloadPrompt({ ctx }: { ctx: FilesContext }) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
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
            disabled={waiting}
            onClick={() => {
              setWaiting(true);
              archiveURL(ctx, algo).then(
                (url) => {
                  ctx.download(url);
                  ctx.closePrompt();
                },
                (error: unknown) => {
                  setWaiting(false);
                  ctx.showError(error);
                },
              );
            }}
          >
            {label}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
