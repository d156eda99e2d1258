import { Button, Modal } from '@file-browser/ui-kit';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';

/** The keyboard help (F1): the keys of frontend-behaviour §6.7 and what they do. */
export function HelpPrompt({ ctx }: { ctx: FilesContext }) {
  const { t } = useTranslation();
  const keys: [string, string][] = [
    ['F1', t('help.f1')],
    ['F2', t('help.f2')],
    ['DEL', t('help.del')],
    ['ESC', t('help.esc')],
    ['CTRL + S', t('help.ctrl.s')],
    ['CTRL + SHIFT + F', t('help.ctrl.f')],
    ['CTRL + Click', t('help.ctrl.click')],
    ['Click', t('help.click')],
    ['Double click', t('help.doubleClick')],
  ];
  return (
    <Modal
      title={t('help.help')}
      onClose={ctx.closePrompt}
      actions={<Button onClick={ctx.closePrompt}>{t('buttons.ok')}</Button>}
    >
      <dl className="fb-help-keys">
        {keys.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
