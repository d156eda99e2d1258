import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConflictPrompt}. */
export interface ConflictPromptProps {
  onCancel: () => void;
  onReplace: () => void;
  /** Keep both (frontend-behaviour §6.11): the new one under a free name. */
  onRename: () => void;
}

/**
 * A copy or move onto names already taken at the destination: cancel, replace, or keep both.
 * (Uploads ask file by file: `UploadConflictPrompt`.)
 */
export function ConflictPrompt({ onCancel, onReplace, onRename }: ConflictPromptProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('prompts.replace')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="flat" onClick={onCancel}>
            {t('buttons.cancel')}
          </Button>
          <Button variant="flat" onClick={onRename}>
            {t('buttons.rename')}
          </Button>
          <Button onClick={onReplace}>{t('buttons.replace')}</Button>
        </>
      }
    >
      <p>{t('prompts.replaceRenameMessage')}</p>
    </Modal>
  );
}
