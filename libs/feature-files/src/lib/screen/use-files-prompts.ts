import { currentPrompt, promptStackMachine, type Prompt } from '@file-browser/state-machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { FilesPrompt } from '../shared/files-context';

/** A files prompt as the stack holds it: its kind as the name, the prompt itself as props. */
const toPrompt = (prompt: FilesPrompt): Prompt => ({ name: prompt.kind, props: prompt });

/**
 * The files screen's prompts on the `promptStackMachine`: `open` shows a prompt in place of
 * the current one (a conflict prompt takes the move prompt's place), `close` closes the current
 * one (Escape, Cancel, done). `initial` is open from the start (the sidebar's "New folder").
 */
export function useFilesPrompts(initial: FilesPrompt | undefined) {
  const actor = useActorRef(promptStackMachine, {
    input: { prompts: initial ? [toPrompt(initial)] : [] },
  });
  // The stack only ever holds what `open` put there: FilesPrompts.
  const prompt = useSelector(
    actor,
    (snapshot) => currentPrompt(snapshot.context)?.props as FilesPrompt | undefined,
  );
  const commands = useMemo(
    () => ({
      open: (next: FilesPrompt) => {
        actor.send({ type: 'prompt.replace', prompt: toPrompt(next) });
      },
      close: () => {
        actor.send({ type: 'prompt.closeCurrent' });
      },
    }),
    [actor],
  );
  return { prompt, ...commands };
}
