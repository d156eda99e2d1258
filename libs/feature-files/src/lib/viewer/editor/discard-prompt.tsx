import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

/** Props of {@link DiscardPrompt}. */
export interface DiscardPromptProps {
  onCancel: () => void;
  onDiscard: () => void;
  /** Absent when the file cannot be saved (read-only): then only cancel and discard. */
  onSave: (() => void) | undefined;
  busy: boolean;
}

/** Leaving the editor with unsaved changes (spec §2 "Discard-editor"): cancel, save and close, or discard. */
export function DiscardPrompt({ onCancel, onDiscard, onSave, busy }: DiscardPromptProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('buttons.discardChanges')}
      role="alertdialog"
      onClose={onCancel}
      actions={
        <>
          <Button variant="flat" onClick={onCancel}>
            {t('buttons.cancel')}
          </Button>
          <Button variant="flat" className="fb-button--danger" onClick={onDiscard}>
            {t('buttons.discardChanges')}
          </Button>
          {onSave && (
            <Button busy={busy} onClick={onSave} data-autofocus>
              {t('buttons.saveChanges')}
            </Button>
          )}
        </>
      }
    >
      <p>{t('prompts.discardEditorChanges')}</p>
    </Modal>
  );
}
