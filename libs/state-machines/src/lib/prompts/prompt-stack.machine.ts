import { assign, setup } from 'xstate';

/** One prompt (spec §3 "Prompt"): its kind plus what the dialog needs. */
export interface Prompt {
  /** The kind: `delete`, `rename`, `copy`, `newDir`, `share`, … */
  name: string;
  /** What the dialog needs; the app's own record of the prompt. */
  props?: unknown;
  /** Runs when this prompt is closed, whichever way. */
  close?: () => void;
}

/** Context of {@link promptStackMachine}: open prompts, oldest first; the last is current. */
export interface PromptStackContext {
  prompts: Prompt[];
}

/** Input of {@link promptStackMachine}: the prompts open from the start (a requested prompt). */
export interface PromptStackInput {
  prompts: Prompt[];
}

/** Events {@link promptStackMachine} accepts. A bare name opens a prompt without callbacks. */
export type PromptStackEvent =
  | { type: 'prompt.show'; prompt: Prompt | string }
  | { type: 'prompt.replace'; prompt: Prompt | string }
  | { type: 'prompt.closeCurrent' }
  | { type: 'prompt.closeAll' };

/** The prompt on top of the stack (the one shown), or null. */
export function currentPrompt(context: PromptStackContext): Prompt | null {
  return context.prompts.at(-1) ?? null;
}

function runClose(closed: readonly Prompt[]): void {
  for (const prompt of closed) prompt.close?.();
}

const asPrompt = (prompt: Prompt | string): Prompt =>
  typeof prompt === 'string' ? { name: prompt } : prompt;

/**
 * The prompt stack (spec §2 "Prompts", §4): `prompt.show` pushes; the last prompt is current.
 * `prompt.replace` opens a prompt in place of the current one (a conflict prompt in place of
 * the move prompt that found the conflict); `prompt.closeCurrent` (Escape, backdrop, a
 * dialog's own Cancel or its done action) removes the current one; `prompt.closeAll` removes
 * every prompt. Each removed prompt's `close` runs once. Nothing to provide; read
 * `currentPrompt(snapshot.context)`.
 */
export const promptStackMachine = setup({
  types: {
    context: {} as PromptStackContext,
    events: {} as PromptStackEvent,
    input: {} as PromptStackInput,
  },
  actions: {
    push: assign(({ context }, prompt: Prompt) => ({ prompts: [...context.prompts, prompt] })),
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
  context: ({ input }) => ({ prompts: input.prompts }),
  on: {
    'prompt.show': {
      actions: { type: 'push', params: ({ event }) => asPrompt(event.prompt) },
    },
    'prompt.replace': {
      actions: [
        'closeCurrent',
        'dropCurrent',
        { type: 'push', params: ({ event }) => asPrompt(event.prompt) },
      ],
    },
    'prompt.closeCurrent': { actions: ['closeCurrent', 'dropCurrent'] },
    'prompt.closeAll': { actions: ['closeEvery', 'dropEvery'] },
  },
});
