import { Button, Modal } from '@file-browser/ui-kit';
import type { LocalItem } from '@file-browser/upload-engine';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';

/**
 * Chosen files as upload items; a folder input names each file by its path inside the chosen
 * folder (`webkitRelativePath`), so the folder is recreated on the server.
 */
export function chosenItems(files: Iterable<File>): LocalItem[] {
  return Array.from(files, (file) => ({
    name: file.name,
    ...(file.webkitRelativePath && { fullPath: file.webkitRelativePath }),
    file,
    size: file.size,
  }));
}

/** The upload prompt: pick files, or a whole folder, to upload into the current folder. */
export function UploadPrompt({ ctx }: { ctx: FilesContext }) {
  const { t } = useTranslation();
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = chosenItems(event.target.files ?? []);
    ctx.closePrompt();
    ctx.upload(picked);
  };
  return (
    <Modal
      title={t('prompts.upload')}
      onClose={ctx.closePrompt}
      actions={
        <Button variant="flat" onClick={ctx.closePrompt}>
          {t('buttons.cancel')}
        </Button>
      }
    >
      <p>{t('prompts.uploadMessage')}</p>
      <div className="fb-upload-choices">
        <Button onClick={() => files.current?.click()}>{t('buttons.file')}</Button>
        <Button onClick={() => folder.current?.click()}>{t('buttons.folder')}</Button>
      </div>
      <input ref={files} type="file" multiple hidden data-testid="upload-files" onChange={chosen} />
      <input
        ref={folder}
        type="file"
        multiple
        hidden
        data-testid="upload-folder"
        // React has no typed prop for it; the attribute makes the input pick a folder.
        {...{ webkitdirectory: '' }}
        onChange={chosen}
      />
    </Modal>
  );
}
