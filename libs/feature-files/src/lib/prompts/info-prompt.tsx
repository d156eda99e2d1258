import type { ChecksumAlgorithm, FileInfo } from '@file-browser/api-contract';
import { Button, formatSize, Modal } from '@file-browser/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';
import { ResolutionRow } from './resolution-row';
import { SelectionTotals } from './selection-totals';

const ALGORITHMS: readonly ChecksumAlgorithm[] = ['md5', 'sha1', 'sha256', 'sha512'];

/** One checksum row: computed by the server only when asked, since it reads the whole file. */
function Checksum({
  ctx,
  item,
  algo,
}: {
  ctx: FilesContext;
  item: FileInfo;
  algo: ChecksumAlgorithm;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string>();
  return (
    <div>
      <dt>{algo.toUpperCase()}</dt>
      <dd>
        {value === undefined ? (
          <Button
            variant="flat"
            onClick={() => {
              ctx.client.getChecksum(item.path, algo).then(setValue, ctx.showError);
            }}
          >
            {t('prompts.show')}
          </Button>
        ) : (
          <code className="fb-checksum">{value}</code>
        )}
      </dd>
    </div>
  );
}

/**
 * Facts about the selected item, or the current folder when nothing is selected: name, size,
 * image resolution, modified time, a folder's file and folder counts, and a file's checksums,
 * each revealed on click (spec §2 "Prompts"); for several items, their counts and total size.
 */
export function InfoPrompt({
  ctx,
  formatModified,
}: {
  ctx: FilesContext;
  formatModified: (iso: string) => string;
}) {
  const { t } = useTranslation();
  // Counted as selected, loaded or not (Ctrl+A on a big folder's first page is all of it).
  const selected = ctx.selectedCount;
  const item: FileInfo | undefined = selected === 1 ? ctx.selected[0] : ctx.listing;
  const count = selected > 1 ? selected : undefined;
  const counts = selected === 0 ? ctx.listing : undefined;
  return (
    <Modal
      title={t('prompts.fileInfo')}
      onClose={ctx.closePrompt}
      actions={<Button onClick={ctx.closePrompt}>{t('buttons.ok')}</Button>}
    >
      <dl className="fb-info">
        {count !== undefined && (
          <>
            <p>{t('prompts.filesSelected', { count })}</p>
            <SelectionTotals ctx={ctx} />
          </>
        )}
        {item && count === undefined && (
          <>
            <div>
              <dt>{t('prompts.displayName')}</dt>
              {/* Names and sizes keep their own direction in a right-to-left page. */}
              <dd>
                <bdi>{item.name || '/'}</bdi>
              </dd>
            </div>
            {!item.isDir && (
              <div>
                <dt>{t('prompts.size')}</dt>
                <dd>
                  <bdi>{`${formatSize(item.size)} (${String(item.size)} B)`}</bdi>
                </dd>
              </div>
            )}
            {item.type === 'image' && <ResolutionRow ctx={ctx} item={item} />}
            <div>
              <dt>{t('prompts.lastModified')}</dt>
              <dd>{formatModified(item.modified)}</dd>
            </div>
            {counts && (
              <>
                <div>
                  <dt>{t('prompts.numberFiles')}</dt>
                  <dd>{counts.numFiles}</dd>
                </div>
                <div>
                  <dt>{t('prompts.numberDirs')}</dt>
                  <dd>{counts.numDirs}</dd>
                </div>
              </>
            )}
            {!item.isDir &&
              ALGORITHMS.map((algo) => <Checksum key={algo} ctx={ctx} item={item} algo={algo} />)}
          </>
        )}
      </dl>
    </Modal>
  );
}
