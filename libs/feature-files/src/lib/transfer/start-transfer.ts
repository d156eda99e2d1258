import type { PasteItem } from '@file-browser/state-machines';
import type { FilesContext } from '../shared/files-context';
import { conflictsOf, namesIn, resolve, runTransfer, type TransferAction } from './transfer';

/**
 * Copies or moves `items` into `destination`, asking first when names are taken there: a copy
 * offers replace or keep-both (rename), a move offers replace (spec §2 "Prompts"). Afterwards
 * the listing reloads, with the first item selected when it landed here under its own name;
 * `done` runs after a successful transfer (a cut-paste clears the clipboard).
 */
export async function startTransfer(
  ctx: FilesContext,
  action: TransferAction,
  items: readonly PasteItem[],
  destination: string,
  done?: () => void,
): Promise<void> {
  const go = async (final: readonly PasteItem[]) => {
    ctx.closePrompt();
    try {
      await runTransfer(ctx.client, action, final);
      done?.();
      const [first] = final;
      const here = destination === ctx.path && first && !first.rename;
      ctx.reload(here ? first.name : undefined);
    } catch (error) {
      ctx.showError(error);
      ctx.reload();
    }
  };
  const conflicts = conflictsOf(items, await namesIn(ctx.client, destination));
  if (conflicts.length === 0) {
    await go(items);
    return;
  }
  const replace = () => void go(resolve(items, conflicts, 'replace'));
  if (action === 'move') ctx.openPrompt({ kind: 'replace', onReplace: replace });
  else {
    ctx.openPrompt({
      kind: 'replaceRename',
      onReplace: replace,
      onRename: () => void go(resolve(items, conflicts, 'rename')),
    });
  }
}
