import { ProgressBar, Prompt } from '@file-browser/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runBounded } from '../shared/run-bounded';
import type { FilesContext } from '../shared/files-context';

/**
 * Deletes the selection after a confirmation worded for one item or several (spec §2
 * "Prompts"). A selection reaching entries not loaded yet waits for the rest of the folder
 * (`resolveSelected`). Several items go a few at a time with their progress in the prompt and
 * the app's top bar; the first failure stops, is shown, and the listing reloads so what was
 * deleted already is no longer listed.
 */
export function DeletePrompt({ ctx }: { ctx: FilesContext }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(0);
  const count = ctx.selectedCount;
  // The question names what it deletes: one item by name, several by count. One entry not
  // loaded yet (a placeholder the keyboard selected) has no name to show yet.
  const name = count === 1 ? ctx.selected[0]?.name : undefined;
  const message =
    count !== 1
      ? t('prompts.deleteMessageMultiple', { count })
      : name === undefined
        ? t('prompts.deleteMessageSingle')
        : t('prompts.deleteNamed', { name });

  const submit = async () => {
    setBusy(true);
    try {
      const items = await ctx.resolveSelected();
      await runBounded(
        items,
        (item) => ctx.client.deleteResource(item.path),
        (finished) => {
          setDone(finished);
          if (items.length > 1) ctx.progress((finished / items.length) * 100);
        },
      );
    } catch (error) {
      ctx.showError(error);
    }
    ctx.progress(null);
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
      {busy && count > 1 && (
        <ProgressBar value={(done / count) * 100} label={t('buttons.delete')} showValue />
      )}
    </Prompt>
  );
}
