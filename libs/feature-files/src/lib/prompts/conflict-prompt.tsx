import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConflictPrompt}. */
export interface ConflictPromptProps {
  onCancel: () => void;
  onReplace: () => void;
  /**
   * Offered for copies and moves (frontend-behaviour §6.11): keep both, the new one under a free
   * name. Without it the prompt is the upload's, worded for an upload.
   */
  onRename?: () => void;
}

/** Names already taken at the destination: cancel, replace, or (copy and move) keep both. */
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
          {onRename && (
            <Button variant="flat" onClick={onRename}>
              {t('buttons.rename')}
            </Button>
          )}
          <Button onClick={onReplace}>{t('buttons.replace')}</Button>
        </>
      }
    >
      <p>{t(onRename ? 'prompts.replaceRenameMessage' : 'prompts.replaceMessage')}</p>
    </Modal>
  );
}
