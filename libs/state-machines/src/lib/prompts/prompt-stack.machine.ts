import { assign, setup } from 'xstate';

/** One prompt (spec §3 "Prompt"): its kind plus what the dialog needs. */
export interface Prompt {
  /** The kind: `delete`, `rename`, `copy`, `newDir`, `success`, `share`, … */
  name: string;
  confirm?: (...args: never[]) => unknown;
  action?: (...args: never[]) => unknown;
  saveAction?: (...args: never[]) => unknown;
  props?: Readonly<Record<string, unknown>>;
  /** Runs when this prompt is closed, whichever way. */
  close?: () => void;
}

/** Context of {@link promptStackMachine}: open prompts, oldest first; the last is current. */
export interface PromptStackContext {
  prompts: Prompt[];
}

/** Events {@link promptStackMachine} accepts. A bare name opens a prompt without callbacks. */
export type PromptStackEvent =
  | { type: 'prompt.show'; prompt: Prompt | string }
  | { type: 'prompt.close' }
  | { type: 'prompt.closeCurrent' }
  | { type: 'prompt.closeAll' }
  | { type: 'prompt.routeChanged' };

/** The prompt on top of the stack (the one shown), or null. */
export function currentPrompt(context: PromptStackContext): Prompt | null {
  return context.prompts.at(-1) ?? null;
}

function runClose(closed: readonly Prompt[]): void {
  for (const prompt of closed) prompt.close?.();
}

/**
 * The prompt stack (spec §2 "Prompts", §4): `prompt.show` pushes; the last prompt is current.
 * `prompt.close` removes the oldest prompt and runs its `close` callback, as the spec states
 * (upstream's `closeHovers`); `prompt.closeCurrent` (Escape, backdrop, a dialog's own Cancel)
 * removes the current one; `prompt.closeAll` removes every prompt; `prompt.routeChanged` closes
 * them all unless the current prompt is `success`. Each removed prompt's `close` runs once.
 * Nothing to provide; read `currentPrompt(snapshot.context)`.
 */
export const promptStackMachine = setup({
  types: {
    context: {} as PromptStackContext,
    events: {} as PromptStackEvent,
  },
  guards: {
    showingSuccess: ({ context }) => currentPrompt(context)?.name === 'success',
  },
  actions: {
    push: assign(({ context }, prompt: Prompt) => ({ prompts: [...context.prompts, prompt] })),
    closeOldest: ({ context }) => {
      runClose(context.prompts.slice(0, 1));
    },
    dropOldest: assign(({ context }) => ({ prompts: context.prompts.slice(1) })),
    closeCurrent: ({ context }) => {
      runClose(context.prompts.slice(-1));
    },
    dropCurrent: assign(({ context }) => ({ prompts: context.prompts.slice(0, -1) })),
    closeEvery: ({ context }) => {
      runClose([...context.prompts].reverse());
    },
    dropEvery: assign({ prompts: [] }),
  },
}).createMachine({
  id: 'promptStack',
  context: { prompts: [] },
  on: {
    'prompt.show': {
      actions: {
        type: 'push',
        params: ({ event }) =>
          typeof event.prompt === 'string' ? { name: event.prompt } : event.prompt,
      },
    },
    'prompt.close': { actions: ['closeOldest', 'dropOldest'] },
    'prompt.closeCurrent': { actions: ['closeCurrent', 'dropCurrent'] },
    'prompt.closeAll': { actions: ['closeEvery', 'dropEvery'] },
    'prompt.routeChanged': [
      { guard: 'showingSuccess', actions: [] },
      { actions: ['closeEvery', 'dropEvery'] },
    ],
  },
});
