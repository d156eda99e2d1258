import { ARCHIVE_EXTENSIONS, type ArchiveAlgorithm } from '@file-browser/api-contract';
import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

/** The nine archive formats in upstream's order, labelled by their extension (`tar.gz`). */
export const ARCHIVE_FORMATS = Object.entries(ARCHIVE_EXTENSIONS).map(([algo, extension]) => ({
  algo: algo as ArchiveAlgorithm,
  label: extension.slice(1),
}));

/** Props of {@link ArchivePrompt}. */
export interface ArchivePromptProps {
  onPick: (algo: ArchiveAlgorithm) => void;
  onClose: () => void;
}

/** Asks which archive format a folder or a selection downloads as (the `download` prompt). */
export function ArchivePrompt({ onPick, onClose }: ArchivePromptProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('prompts.download')}
      onClose={onClose}
      actions={
        <Button variant="flat" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>
      }
    >
      <p>{t('prompts.downloadMessage')}</p>
      <div className="fb-share-formats">
        {ARCHIVE_FORMATS.map(({ algo, label }) => (
          <Button
            key={algo}
            variant="flat"
            onClick={() => {
              onPick(algo);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
