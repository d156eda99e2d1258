import type { FileInfo } from '@file-browser/api-contract';
import { clipboardMachine, type PasteInput } from '@file-browser/state-machines';
import { useLatest } from '@file-browser/ui-kit';
import { useActorRef } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { FilesContext } from '../shared/files-context';
import { startTransfer } from '../transfer/start-transfer';

const clipboardItem = (item: FileInfo) => ({ from: item.path, name: item.name, isDir: item.isDir });

/**
 * The files screen's clipboard on the `clipboardMachine`. `remember` copies (C) or cuts (X)
 * the selection of the whole folder (it may still wait for the rest of a big folder) with the
 * folder shown; `paste` (V) copies or moves it into the folder shown, asking before replacing
 * (`startTransfer`). Both answer whether they did something (false: the browser keeps the key).
 */
export function useFilesClipboard(ctx: FilesContext) {
  // The machine's actors outlive a render; they act with the screen's latest context.
  const latest = useLatest(ctx);
  const self = useRef<ActorRefFrom<typeof clipboardMachine>>(undefined);
  const [machine] = useState(() =>
    clipboardMachine.provide({
      actors: {
        paste: fromPromise<boolean, PasteInput>(async ({ input }) => {
          let pasted = false;
          const done = () => {
            pasted = true;
            // A move done after the conflict prompt comes once the paste itself has ended.
            if (input.action === 'move') self.current?.send({ type: 'clipboard.clear' });
          };
          await startTransfer(latest.current, input.action, input.items, input.destination, {
            done,
          });
          return pasted;
        }),
      },
      actions: {
        reportError: ({ context }) => {
          latest.current.showError(context.error);
        },
      },
    }),
  );
  const actor = useActorRef(machine);
  self.current = actor;

  const remember = (cut: boolean) => {
    const items = ctx.resolveSelected().then((selected) => selected.map(clipboardItem));
    actor.send({ type: cut ? 'clipboard.cut' : 'clipboard.copy', items, path: ctx.path });
  };
  const paste = () => {
    if (actor.getSnapshot().matches('empty')) return false;
    actor.send({ type: 'clipboard.paste', path: ctx.path });
    return true;
  };
  return { remember, paste };
}
