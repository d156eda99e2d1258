import type { FileInfo } from '@file-browser/api-contract';
import { formatSize, Spinner } from '@file-browser/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';

/**
 * The Info prompt's rows for several selected items: how many files and folders, and the size
 * of the files. Listings give no folder's total size (nothing cheaper than walking the whole
 * tree could tell it), so with folders selected the size is said to be the files' only. The
 * selection may reach entries not loaded yet, so it waits for the rest of the folder.
 */
export function SelectionTotals({ ctx }: { ctx: FilesContext }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<readonly FileInfo[]>();
  const { resolveSelected, showError } = ctx;
  useEffect(() => {
    let live = true;
    resolveSelected().then((all) => {
      if (live) setItems(all);
    }, showError);
    return () => {
      live = false;
    };
    // Once, for the selection the prompt was opened on (the context is rebuilt every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!items) return <Spinner label={t('files.loading')} />;
  const files = items.filter((item) => !item.isDir);
  const folders = items.length - files.length;
  const bytes = files.reduce((sum, item) => sum + item.size, 0);
  return (
    <>
      <div>
        <dt>{t('prompts.numberFiles')}</dt>
        <dd>{files.length}</dd>
      </div>
      <div>
        <dt>{t('prompts.numberDirs')}</dt>
        <dd>{folders}</dd>
      </div>
      {files.length > 0 && (
        <div>
          <dt>{folders > 0 ? t('prompts.filesSize') : t('prompts.size')}</dt>
          <dd>{`${formatSize(bytes)} (${String(bytes)} B)`}</dd>
        </div>
      )}
    </>
  );
}
