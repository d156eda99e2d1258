import { Prompt } from '@file-browser/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';

/**
 * Deletes the selection after a confirmation worded for one item or several (spec §2
 * "Prompts"). Items go one by one; the first failure stops, is shown, and the listing reloads
 * so what was deleted already is no longer listed.
 */
export function DeletePrompt({ ctx }: { ctx: FilesContext }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const count = ctx.selected.length;
  const message =
    count === 1 ? t('prompts.deleteMessageSingle') : t('prompts.deleteMessageMultiple', { count });

  const submit = async () => {
    setBusy(true);
    try {
      for (const item of ctx.selected) await ctx.client.deleteResource(item.path);
    } catch (error) {
      ctx.showError(error);
    }
    ctx.closePrompt();
    ctx.reload();
  };

  return (
    <Prompt
      title={t('buttons.delete')}
      labels={{ confirm: t('buttons.delete'), cancel: t('buttons.cancel') }}
      danger
      busy={busy}
      confirmDisabled={count === 0}
      onConfirm={() => void submit()}
      onCancel={ctx.closePrompt}
    >
      <p>{message}</p>
    </Prompt>
  );
}
