import type { TranslationKey } from '@file-browser/i18n';
import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import type { FilesView } from '../shared/files-context';

type Shortcut = readonly [keys: string, description: TranslationKey];

/** Each view's keyboard and mouse shortcuts, key label → description (frontend-behaviour §12). */
const SHORTCUTS: Record<FilesView, readonly Shortcut[]> = {
  listing: [
    ['F1', 'help.f1'],
    ['F2', 'help.f2'],
    ['DEL', 'help.del'],
    ['ESC', 'help.esc'],
    ['CTRL + S', 'help.ctrl.s'],
    ['CTRL + SHIFT + F', 'help.ctrl.f'],
    ['CTRL + Click', 'help.ctrl.click'],
    ['Click', 'help.click'],
    ['Double click', 'help.doubleClick'],
  ],
  editor: [
    ['F1', 'help.f1'],
    ['CTRL + S', 'help.save'],
    ['CTRL + F', 'help.find'],
    ['ESC', 'help.closeFile'],
  ],
  preview: [
    ['F1', 'help.f1'],
    ['← / →', 'help.arrows'],
    ['ESC', 'help.closeFile'],
  ],
};

/**
 * The Help prompt (F1 anywhere on the files screen, Help in the sidebar): the shortcuts of the
 * view it was opened from (the listing's by default) and OK.
 */
export function HelpPrompt({
  onClose,
  view = 'listing',
}: {
  onClose: () => void;
  view?: FilesView | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('help.help')}
      onClose={onClose}
      actions={
        <Button data-autofocus onClick={onClose}>
          {t('buttons.ok')}
        </Button>
      }
    >
      <ul className="fb-help-list">
        {SHORTCUTS[view].map(([keys, description]) => (
          <li key={keys}>
            <strong>{keys}</strong> - {t(description)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
