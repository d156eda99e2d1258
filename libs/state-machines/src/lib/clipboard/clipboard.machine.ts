import { assign, fromPromise, raise, setup } from 'xstate';

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
  /** Why the last paste, or collecting the items, failed; null otherwise. */
  error: unknown;
  /** Where the current paste goes; while collecting, a paste asked for meanwhile. */
  destination: string | null;
}

/**
 * The items of a copy or cut: known at once, or still to come (a selection that reaches
 * entries of a big folder not loaded yet).
 */
export type ClipboardItems = ClipboardItem[] | PromiseLike<readonly ClipboardItem[]>;

/** Events {@link clipboardMachine} accepts. */
export type ClipboardEvent =
  | { type: 'clipboard.copy'; items: ClipboardItems; path: string }
  | { type: 'clipboard.cut'; items: ClipboardItems; path: string }
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

const empty = (): ClipboardContext => ({
  key: null,
  items: [],
  path: null,
  error: null,
  destination: null,
});

type RememberEvent = Extract<ClipboardEvent, { type: 'clipboard.copy' | 'clipboard.cut' }>;

const isPending = (items: ClipboardItems): items is PromiseLike<readonly ClipboardItem[]> =>
  !Array.isArray(items);

/**
 * `clipboard.copy` (`c`) or `clipboard.cut` (`x`): items still to come are collected first;
 * known items are held at once; an empty selection changes nothing.
 */
function remember(key: 'c' | 'x') {
  return [
    {
      guard: { type: 'isPending', params: ({ event }: { event: RememberEvent }) => event.items },
      target: '.collecting',
      reenter: true,
      actions: {
        type: 'startCollecting',
        params: ({ event }: { event: RememberEvent }) => ({ key, path: event.path }),
      },
    },
    {
      guard: { type: 'hasItems', params: ({ event }: { event: RememberEvent }) => event.items },
      target: '.holding',
      actions: {
        type: 'store',
        params: ({ event }: { event: RememberEvent }) => ({
          key,
          items: event.items,
          path: event.path,
        }),
      },
    },
  ] as const;
}

/**
 * The clipboard (spec §4 "Clipboard"): `clipboard.copy` (key `c`) or `clipboard.cut` (key `x`)
 * stores the selected items and their folder; `clipboard.paste` runs the app's `paste` actor
 * with {@link pasteItems} (pasting into the same folder copies with `rename`). After a
 * successful cut-paste (a move) the clipboard is cleared; a copy stays for the next paste.
 * The actor resolves `true` when it pasted, `false` when the user cancelled (e.g. at the
 * conflict prompt); a rejection is kept in `context.error`. Pasting a cut into the folder it
 * came from does nothing; a paste while one runs starts another.
 *
 * Items still to come (a promise) are collected first (`collecting`); a paste asked for
 * meanwhile runs once they are there. If collecting fails, each paste runs the `reportError`
 * action (default: nothing) with the reason instead. States: `empty`, `collecting`,
 * `holding`, `pasting`.
 */
export const clipboardMachine = setup({
  types: {
    context: {} as ClipboardContext,
    events: {} as ClipboardEvent,
  },
  actors: {
    paste: fromPromise<boolean, PasteInput>(() => provideMe()),
    collect: fromPromise<readonly ClipboardItem[], PromiseLike<readonly ClipboardItem[]>>(
      ({ input }) => Promise.resolve(input),
    ),
  },
  guards: {
    clearsAfterPaste: ({ context }, pasted: boolean) => pasted && context.key === 'x',
    hasItems: (_, items: ClipboardItems) => !isPending(items) && items.length > 0,
    isPending: (_, items: ClipboardItems) => isPending(items),
    collected: (_, items: readonly ClipboardItem[]) => items.length > 0,
    moveInPlace: ({ context, event }) =>
      event.type === 'clipboard.paste' &&
      context.key === 'x' &&
      context.path !== null &&
      folder(context.path) === folder(event.path),
    collectFailed: ({ context }) => context.items.length === 0 && context.error !== null,
    pasteAsked: ({ context }) => context.destination !== null,
  },
  actions: {
    store: assign((_, params: { key: 'c' | 'x'; items: ClipboardItems; path: string }) => ({
      ...params,
      items: isPending(params.items) ? [] : [...params.items],
      error: null,
      destination: null,
    })),
    startCollecting: assign((_, params: { key: 'c' | 'x'; path: string }) => ({
      ...params,
      items: [],
      error: null,
      destination: null,
    })),
    setItems: assign((_, items: readonly ClipboardItem[]) => ({ items: [...items] })),
    aim: assign(({ event }) => ({
      destination: event.type === 'clipboard.paste' ? event.path : null,
    })),
    clear: assign(() => empty()),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    reportError: () => undefined,
  },
}).createMachine({
  id: 'clipboard',
  initial: 'empty',
  context: empty,
  states: {
    empty: {},
    collecting: {
      invoke: {
        src: 'collect',
        input: ({ event }) =>
          event.type === 'clipboard.copy' || event.type === 'clipboard.cut'
            ? Promise.resolve(event.items)
            : Promise.resolve([]),
        onDone: [
          {
            guard: { type: 'collected', params: ({ event }) => event.output },
            target: 'collected',
            actions: { type: 'setItems', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: 'clear' },
        ],
        onError: {
          target: 'collected',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'clipboard.paste': { actions: 'aim' },
        'clipboard.clear': { target: 'empty', actions: 'clear' },
      },
    },
    // A paste asked for while collecting runs now, through the holding state's rules.
    collected: {
      always: [
        {
          guard: 'pasteAsked',
          target: 'holding',
          actions: raise(({ context }) => ({
            type: 'clipboard.paste' as const,
            path: context.destination ?? '/',
          })),
        },
        { target: 'holding' },
      ],
    },
    holding: {
      on: {
        'clipboard.paste': [
          // Moving into the folder the items are in changes nothing.
          { guard: 'moveInPlace' },
          // The items could not be collected: each paste says why.
          { guard: 'collectFailed', actions: 'reportError' },
          { target: 'pasting', actions: ['clearError', 'aim'] },
        ],
        'clipboard.clear': { target: 'empty', actions: 'clear' },
      },
    },
    pasting: {
      invoke: {
        src: 'paste',
        input: ({ context }) => {
          const destination = context.destination ?? '/';
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
      // Each paste starts one, also while another runs.
      on: {
        'clipboard.paste': [
          { guard: 'moveInPlace' },
          { target: 'pasting', reenter: true, actions: ['clearError', 'aim'] },
        ],
      },
    },
  },
  on: {
    'clipboard.copy': remember('c'),
    'clipboard.cut': remember('x'),
  },
});
