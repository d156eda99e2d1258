import { ApiError } from '@file-browser/api-client';
import { Prompt, TextField } from '@file-browser/ui-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilesContext } from '../shared/files-context';
import { canSubmitName, childPath, clashingItem, cleanName } from './prompt-rules';

/** Which name prompt: a new folder, a new file, or renaming the selected item. */
export type NameAction = 'newDir' | 'newFile' | 'rename';

/**
 * New folder, new file and rename (spec §2 "Prompts"): the name is trimmed and an empty one
 * cannot be sent. A name already in the folder is a mistake to fix, not an error: the prompt
 * says so under the field as it is typed (checked against the loaded listing, and against the
 * server's 409 when the listing was stale) and the confirm button waits for another name. A
 * new folder appears selected in the reloaded listing, a new file is opened, a renamed item
 * stays selected under its new name. Other failures go to the error toast.
 */
export function NamePrompt({ action, ctx }: { action: NameAction; ctx: FilesContext }) {
  const { t } = useTranslation();
  const item = action === 'rename' ? ctx.selected[0] : undefined;
  const [typed, setTyped] = useState(item?.name ?? '');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  // Names the server refused as taken (409) that the loaded listing did not show yet.
  const [refused, setRefused] = useState<readonly string[]>([]);
  const clash =
    clashingItem(ctx.listing?.items ?? [], typed, item?.name) ??
    (refused.includes(cleanName(typed))
      ? { name: cleanName(typed), isDir: action === 'newDir' }
      : undefined);
  const titles = {
    newDir: [t('prompts.newDir'), t('prompts.newDirMessage')],
    newFile: [t('prompts.newFile'), t('prompts.newFileMessage')],
    rename: [t('prompts.rename'), `${t('prompts.renameMessage')} ${item?.name ?? ''}:`],
  } as const;
  const [title, message] = titles[action];

  const submit = async () => {
    const name = cleanName(typed);
    setBusy(true);
    try {
      if (action === 'newDir') {
        await ctx.client.createFolder(childPath(ctx.path, name, true));
        ctx.closePrompt();
        // As upstream: the folder appears in the listing, selected, and the user stays here.
        ctx.reload(name);
      } else if (action === 'newFile') {
        await ctx.client.uploadFile(childPath(ctx.path, name, false), '');
        ctx.closePrompt();
        ctx.navigate(childPath(ctx.path, name, false));
      } else if (item) {
        await ctx.client.renameResource(item.path, name);
        ctx.closePrompt();
        ctx.reload(name);
      }
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError && error.status === 409)) {
        ctx.showError(error);
        return;
      }
      setRefused((names) => [...names, name]);
      // Back to the field the message is about (the confirm button that had the focus is
      // disabled now, which would drop the focus out of the prompt).
      document.getElementById(fieldId)?.focus();
      // The listing was stale: fetch it, so the message can say file or folder. (An open
      // file's rename has no listing here, and its reload would leave the file.)
      if (ctx.listing) ctx.reload();
    }
  };

  return (
    <Prompt
      title={title}
      labels={{
        confirm: action === 'rename' ? t('buttons.rename') : t('buttons.create'),
        cancel: t('buttons.cancel'),
      }}
      confirmDisabled={!canSubmitName(typed, item?.name) || clash !== undefined}
      busy={busy}
      onConfirm={() => void submit()}
      onCancel={ctx.closePrompt}
    >
      <TextField
        id={fieldId}
        label={message}
        value={typed}
        // A name takes the direction of its own first letters, whatever the page's.
        dir="auto"
        onChange={setTyped}
        {...(clash && {
          error: t(clash.isDir ? 'prompts.nameTakenFolder' : 'prompts.nameTakenFile', {
            name: clash.name,
          }),
        })}
      />
    </Prompt>
  );
}
