import { assign, fromPromise, setup } from 'xstate';

/** An item on the clipboard: its path (`from`, as the API takes it, not URL-encoded) and name. */
export interface ClipboardItem {
  from: string;
  name: string;
  isDir?: boolean;
}

/** One copy or move the `paste` actor carries out (as `PATCH ?action=copy|rename`). */
export interface PasteItem {
  from: string;
  to: string;
  name: string;
  /** Pasting into the folder the items came from: the server picks a new name. */
  rename: boolean;
  overwrite: boolean;
}

/** What the `paste` actor gets. */
export interface PasteInput {
  action: 'copy' | 'move';
  destination: string;
  items: PasteItem[];
}

/** Context of {@link clipboardMachine}. */
export interface ClipboardContext {
  /** `c` copy, `x` cut; null when empty. */
  key: 'c' | 'x' | null;
  items: ClipboardItem[];
  /** The folder the items were copied or cut in. */
  path: string | null;
  /** Why the last paste failed; null otherwise. */
  error: unknown;
}

/** Events {@link clipboardMachine} accepts. */
export type ClipboardEvent =
  | { type: 'clipboard.copy'; items: ClipboardItem[]; path: string }
  | { type: 'clipboard.cut'; items: ClipboardItem[]; path: string }
  | { type: 'clipboard.paste'; path: string }
  | { type: 'clipboard.clear' };

function provideMe(): never {
  throw new Error("clipboardMachine: provide the 'paste' actor with .provide()");
}

const folder = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The copies or moves a paste into `destination` makes (frontend-behaviour §6.9). */
export function pasteItems(context: ClipboardContext, destination: string): PasteItem[] {
  const sameFolder = context.path !== null && folder(context.path) === folder(destination);
  return context.items.map((item) => ({
    from: item.from.length > 1 ? item.from.replace(/\/+$/, '') : item.from,
    to: `${folder(destination)}${item.name}`,
    name: item.name,
    rename: sameFolder,
    overwrite: false,
  }));
}

const empty = (): ClipboardContext => ({ key: null, items: [], path: null, error: null });

/**
 * The clipboard (spec §4 "Clipboard"): `clipboard.copy` (key `c`) or `clipboard.cut` (key `x`)
 * stores the selected items and their folder; `clipboard.paste` runs the app's `paste` actor
 * with {@link pasteItems} (pasting into the same folder copies with `rename`). After a
 * successful cut-paste (a move) the clipboard is cleared; a copy stays for the next paste.
 * The actor resolves `true` when it pasted, `false` when the user cancelled (e.g. at the
 * conflict prompt); a rejection is kept in `context.error`. States: `empty`, `holding`, `pasting`.
 */
export const clipboardMachine = setup({
  types: {
    context: {} as ClipboardContext,
    events: {} as ClipboardEvent,
  },
  actors: {
    paste: fromPromise<boolean, PasteInput>(() => provideMe()),
  },
  guards: {
    clearsAfterPaste: ({ context }, pasted: boolean) => pasted && context.key === 'x',
    hasItems: (_, items: readonly ClipboardItem[]) => items.length > 0,
  },
  actions: {
    store: assign((_, params: { key: 'c' | 'x'; items: ClipboardItem[]; path: string }) => ({
      ...params,
      error: null,
    })),
    clear: assign(() => empty()),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'clipboard',
  initial: 'empty',
  context: empty,
  states: {
    empty: {},
    holding: {
      on: {
        'clipboard.paste': { target: 'pasting', actions: 'clearError' },
        'clipboard.clear': { target: 'empty', actions: 'clear' },
      },
    },
    pasting: {
      invoke: {
        src: 'paste',
        input: ({ context, event }) => {
          const destination = event.type === 'clipboard.paste' ? event.path : '/';
          return {
            action: context.key === 'x' ? ('move' as const) : ('copy' as const),
            destination,
            items: pasteItems(context, destination),
          };
        },
        onDone: [
          {
            guard: {
              type: 'clearsAfterPaste',
              params: ({ event }) => event.output,
            },
            target: 'empty',
            actions: 'clear',
          },
          { target: 'holding' },
        ],
        onError: {
          target: 'holding',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
  on: {
    'clipboard.copy': {
      guard: { type: 'hasItems', params: ({ event }) => event.items },
      target: '.holding',
      actions: {
        type: 'store',
        params: ({ event: { items, path } }) => ({ key: 'c' as const, items, path }),
      },
    },
    'clipboard.cut': {
      guard: { type: 'hasItems', params: ({ event }) => event.items },
      target: '.holding',
      actions: {
        type: 'store',
        params: ({ event: { items, path } }) => ({ key: 'x' as const, items, path }),
      },
    },
  },
});
