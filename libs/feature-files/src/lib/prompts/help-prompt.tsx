import type { TranslationKey } from '@file-browser/i18n';
import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';

/** The listing's keyboard and mouse shortcuts, key label → description (frontend-behaviour §12). */
const SHORTCUTS: readonly (readonly [string, TranslationKey])[] = [
  ['F1', 'help.f1'],
  ['F2', 'help.f2'],
  ['DEL', 'help.del'],
  ['ESC', 'help.esc'],
  ['CTRL + S', 'help.ctrl.s'],
  ['CTRL + SHIFT + F', 'help.ctrl.f'],
  ['CTRL + Click', 'help.ctrl.click'],
  ['Click', 'help.click'],
  ['Double click', 'help.doubleClick'],
];

/** The Help prompt (F1 on the files screen, Help in the sidebar): the shortcuts and OK. */
export function HelpPrompt({ onClose }: { onClose: () => void }) {
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
        {SHORTCUTS.map(([keys, description]) => (
          <li key={keys}>
            <strong>{keys}</strong> - {t(description)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
