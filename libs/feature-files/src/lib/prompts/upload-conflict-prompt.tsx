import { Button, Checkbox, IsolatedText, Modal } from '@file-browser/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice, ConflictShown } from '../transfer/upload-conflicts';

/** Props of {@link UploadConflictPrompt}. */
export interface UploadConflictPromptProps {
  /** The files whose names are taken, in upload order. */
  readonly conflicts: readonly ConflictShown[];
  /** Every conflict has its choice (`choices[i]` for `conflicts[i]`). */
  readonly onDone: (choices: readonly ConflictChoice[]) => void;
  /** Uploads nothing. */
  readonly onCancel: () => void;
}

/**
 * An upload onto names already taken, titled with what happened ("report.pdf" already exists,
 * or 3 files already exist), then one file at a time: it names the file and the folder
 * ("report.pdf" already exists in /docs/) and offers Replace, Skip or Keep both (the upload
 * goes up as `report(1).pdf`) for that file, with "Do this for all N remaining conflicts" to
 * answer the rest at once. Cancel uploads nothing at all.
 */
export function UploadConflictPrompt({ conflicts, onDone, onCancel }: UploadConflictPromptProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<readonly ConflictChoice[]>([]);
  const [forAll, setForAll] = useState(false);
  const current = conflicts[choices.length];
  const remaining = conflicts.length - choices.length - 1;
  if (!current) return null;

  const choose = (choice: ConflictChoice) => {
    const count = forAll ? remaining + 1 : 1;
    const next = [...choices, ...Array<ConflictChoice>(count).fill(choice)];
    if (next.length >= conflicts.length) onDone(next);
    else setChoices(next);
  };

  return (
    <Modal
      title={
        conflicts.length === 1
          ? t('prompts.alreadyExists', { name: current.name })
          : t('prompts.manyAlreadyExist', { count: conflicts.length })
      }
      onClose={onCancel}
      actions={
        <>
          <Button variant="flat" onClick={onCancel}>
            {t('buttons.cancelUpload')}
          </Button>
          <Button
            variant="flat"
            onClick={() => {
              choose('skip');
            }}
          >
            {t('prompts.skip')}
          </Button>
          <Button
            variant="flat"
            onClick={() => {
              choose('rename');
            }}
          >
            {t('buttons.keepBoth')}
          </Button>
          <Button
            onClick={() => {
              choose('replace');
            }}
          >
            {t('buttons.replace')}
          </Button>
        </>
      }
    >
      {/* Read out again as each file's question replaces the last one's. */}
      <p aria-live="polite">
        <strong>
          <IsolatedText
            sentence={(values) => t('prompts.uploadConflict', values)}
            values={{ name: { text: current.name }, folder: { text: current.folder, dir: 'ltr' } }}
          />
        </strong>{' '}
        {t('prompts.uploadConflictChoices')}
      </p>
      {remaining > 0 && (
        <Checkbox
          label={t('prompts.applyToRemaining', { count: remaining })}
          checked={forAll}
          onChange={setForAll}
        />
      )}
    </Modal>
  );
}
