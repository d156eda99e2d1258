import type { PasteItem } from '@file-browser/state-machines';
import type { FilesContext } from '../shared/files-context';
import { conflictsOf, namesIn, resolve, runTransfer, type TransferAction } from './transfer';

/**
 * Copies or moves `items` into `destination`, asking first when names are taken there: both
 * offer replace or keep-both, the new one under a free name (frontend-behaviour §6.11 hides
 * "Rename" only for uploads; spec §4 "Conflicts" offers it for a move too). Afterwards the
 * listing reloads, with the first item selected when it landed here under its own name;
 * several items go a few at a time, their progress in the app's top bar;
 * `done` runs after a successful transfer (a cut-paste clears the clipboard), and
 * `openDestination` opens the destination folder instead of reloading this one (the move and
 * copy prompts, for users with `redirectAfterCopyMove`, as upstream's prompts do).
 */
export async function startTransfer(
  ctx: FilesContext,
  action: TransferAction,
  items: readonly PasteItem[],
  destination: string,
  { done, openDestination = false }: { done?: () => void; openDestination?: boolean } = {},
): Promise<void> {
  const go = async (final: readonly PasteItem[]) => {
    ctx.closePrompt();
    try {
      await runTransfer(ctx.client, action, final, (finished) => {
        if (final.length > 1) ctx.progress((finished / final.length) * 100);
      });
      done?.();
      const [first] = final;
      const here = destination === ctx.path;
      if (openDestination && !here) ctx.navigate(destination);
      else ctx.reload(here && first && !first.rename ? first.name : undefined);
    } catch (error) {
      ctx.showError(error);
      ctx.reload();
    }
    ctx.progress(null);
  };
  const conflicts = conflictsOf(items, await namesIn(ctx.client, destination));
  if (conflicts.length === 0) {
    await go(items);
    return;
  }
  ctx.openPrompt({
    kind: 'replaceRename',
    onReplace: () => void go(resolve(items, conflicts, 'replace')),
    onRename: () => void go(resolve(items, conflicts, 'rename')),
  });
}
