import type { TranslationKey } from '@file-browser/i18n';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import './help-prompt.css';

/** The files screen's views, each with its own shortcuts. */
export type HelpView = 'listing' | 'editor' | 'preview';

type Shortcut = readonly [keys: string, description: TranslationKey];

/** Each view's keyboard and mouse shortcuts, key label → description (frontend-behaviour §12). */
const SHORTCUTS: Record<HelpView, readonly Shortcut[]> = {
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

/** Props of {@link HelpPrompt}. */
export interface HelpPromptProps {
  /** Translates the prompt's keys (`help.*`, `buttons.ok`): the caller's `t`. */
  t: (key: TranslationKey) => string;
  onClose: () => void;
  /** Whose shortcuts to list; the listing's by default. */
  view?: HelpView | undefined;
  /** Renders in place instead of in a portal on `<body>` (stories). */
  inline?: boolean;
}

/**
 * The Help prompt (F1 anywhere on the files screen, Help in the sidebar): the shortcuts of the
 * view it was opened from and OK.
 */
export function HelpPrompt({ t, onClose, view = 'listing', inline = false }: HelpPromptProps) {
  return (
    <Modal
      title={t('help.help')}
      onClose={onClose}
      inline={inline}
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
