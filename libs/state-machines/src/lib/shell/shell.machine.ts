import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { stripColourCodes } from './shell-text';

/** One command and what it printed, in the order shown. */
export interface ShellEntry {
  command: string;
  output: string;
}

/** What the `run` actor gets: the command line and the folder it runs in. */
export interface ShellRunInput {
  path: string;
  command: string;
}

/** Context of {@link shellMachine}. */
export interface ShellContext {
  /** The folder commands run in (the current listing). */
  path: string;
  /** The text in the input line. */
  input: string;
  /** Commands run so far, oldest first (`clear` and `exit` are not recorded). */
  history: string[];
  /** Position in `history` that up/down moved to; `history.length` is the fresh line. */
  historyIndex: number;
  entries: ShellEntry[];
}

/** What the `run` actor sends back: each output message, then the end (with an error text). */
export type ShellRunEvent =
  { type: 'shell.output'; text: string } | { type: 'shell.finished'; error?: string };

/** Events {@link shellMachine} accepts. */
export type ShellEvent =
  | { type: 'shell.toggle' }
  | { type: 'shell.navigate'; path: string }
  | { type: 'shell.type'; text: string }
  | { type: 'shell.submit' }
  | { type: 'shell.historyUp' }
  | { type: 'shell.historyDown' }
  | ShellRunEvent;

/** The commands the panel handles itself. */
const builtIn = { clear: 'clear', exit: 'exit' } as const;

function provideMe(): never {
  throw new Error("shellMachine: provide the 'run' actor with .provide()");
}

function appendToLast(entries: ShellEntry[], change: (output: string) => string): ShellEntry[] {
  const last = entries.at(-1);
  if (!last) return entries;
  return [...entries.slice(0, -1), { ...last, output: change(last.output) }];
}

/**
 * The shell panel (spec §2 "Shell panel"): `closed` ⇄ `open` by `shell.toggle`; inside `open`,
 * `idle` ⇄ `running`. `shell.submit` runs the trimmed input line: empty is ignored, `clear`
 * empties the output, `exit` closes the panel, anything else is recorded in the history and run
 * by the app's `run` actor in `context.path`. Output messages stream in (`shell.output`, one line
 * each); at `shell.finished` colour codes are stripped. Typing and submitting are ignored while
 * a command runs (the input is disabled: `matches({ open: 'running' })`). `shell.historyUp`/`Down`
 * walk the history into the input line. Closing the panel stops a running command.
 *
 * The app provides `run: fromCallback<EventObject, ShellRunInput>(({ input, sendBack }) => …)`
 * over `client.openCommand(input.path, input.command)`, sending {@link ShellRunEvent}s and
 * returning a cleanup that closes the socket. Input: `{ path }`, the folder to start in.
 */
export const shellMachine = setup({
  types: {
    context: {} as ShellContext,
    events: {} as ShellEvent,
    input: {} as { path: string },
  },
  actors: {
    run: fromCallback<EventObject, ShellRunInput>(() => provideMe()),
  },
  guards: {
    blank: ({ context }) => context.input.trim() === '',
    is: ({ context }, command: string) => context.input.trim() === command,
  },
  actions: {
    type: assign((_, text: string) => ({ input: text })),
    navigate: assign((_, path: string) => ({ path })),
    clearInput: assign({ input: '' }),
    clearOutput: assign({ entries: [], input: '' }),
    start: assign(({ context }) => {
      const command = context.input.trim();
      const history = [...context.history, command];
      return {
        input: '',
        history,
        historyIndex: history.length,
        entries: [...context.entries, { command, output: '' }],
      };
    }),
    append: assign(({ context }, text: string) => ({
      entries: appendToLast(context.entries, (output) => `${output}${text}\n`),
    })),
    finish: assign(({ context }, error: string | undefined) => ({
      entries: appendToLast(context.entries, (output) =>
        stripColourCodes(error ? `${output}${error}\n` : output),
      ),
    })),
    historyUp: assign(({ context: { history, historyIndex, input } }) => {
      const index = Math.max(historyIndex - 1, 0);
      return { historyIndex: index, input: history[index] ?? input };
    }),
    historyDown: assign(({ context: { history, historyIndex } }) => {
      const index = Math.min(historyIndex + 1, history.length);
      return { historyIndex: index, input: history[index] ?? '' };
    }),
  },
}).createMachine({
  id: 'shell',
  initial: 'closed',
  context: ({ input }) => ({
    path: input.path,
    input: '',
    history: [],
    historyIndex: 0,
    entries: [],
  }),
  on: {
    'shell.navigate': { actions: { type: 'navigate', params: ({ event }) => event.path } },
  },
  states: {
    closed: { on: { 'shell.toggle': 'open' } },
    open: {
      initial: 'idle',
      on: { 'shell.toggle': 'closed' },
      states: {
        idle: {
          on: {
            'shell.type': { actions: { type: 'type', params: ({ event }) => event.text } },
            'shell.historyUp': { actions: 'historyUp' },
            'shell.historyDown': { actions: 'historyDown' },
            'shell.submit': [
              { guard: 'blank', actions: 'clearInput' },
              { guard: { type: 'is', params: builtIn.clear }, actions: 'clearOutput' },
              {
                guard: { type: 'is', params: builtIn.exit },
                target: '#shell.closed',
                actions: 'clearInput',
              },
              { target: 'running', actions: 'start' },
            ],
          },
        },
        running: {
          invoke: {
            src: 'run',
            input: ({ context }) => ({
              path: context.path,
              command: context.history.at(-1) ?? '',
            }),
            onError: {
              target: 'idle',
              actions: {
                type: 'finish',
                params: ({ event }) =>
                  event.error instanceof Error ? event.error.message : String(event.error),
              },
            },
          },
          on: {
            'shell.output': { actions: { type: 'append', params: ({ event }) => event.text } },
            'shell.finished': {
              target: 'idle',
              actions: { type: 'finish', params: ({ event }) => event.error },
            },
          },
        },
      },
    },
  },
});
