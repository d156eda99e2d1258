import type { Resource } from '@file-browser/api-contract';
import { assign, fromPromise, setup } from 'xstate';
import { isCancelledError, toLoadError, type LoadError } from '../shared/load-error';

/** What the `load` actor gets: the path to fetch; abort with the `signal` xstate passes. */
export interface FileLoadInput {
  path: string;
}

/** Context of {@link fileLoadMachine}. */
export interface FileLoadContext {
  /** The path being shown or loaded; null before the first navigation. */
  path: string | null;
  /** The last loaded resource (a listing or a file); kept while a reload runs. */
  resource: Resource | null;
  /** Why the last load failed; null otherwise. */
  error: LoadError | null;
  /** True while the current load is a reload of the same path (keep the view, no spinner). */
  reloading: boolean;
}

/** Events {@link fileLoadMachine} accepts. */
export type FileLoadEvent = { type: 'files.open'; path: string } | { type: 'files.reload' };

function provideMe(): never {
  throw new Error("fileLoadMachine: provide the 'load' actor with .provide()");
}

/**
 * Loading the resource behind a `/files/…` URL (spec §4 "Files load"): `files.open` goes to
 * `loading`, then `loaded` or `error` (status 0, 403, 404, other → `context.error.kind`).
 * A new `files.open` while loading aborts the request in flight: the `load` actor is stopped,
 * which aborts the `signal` it received. A cancelled error (`cancelled: true`) is ignored
 * silently: back to what was shown before. `files.reload` (the reload flag after a change)
 * loads the same path again, keeping the old resource until the new one arrives.
 *
 * The app provides `load: fromPromise<Resource, FileLoadInput>(({ input, signal }) =>
 * client.getResource(input.path, { signal }))`.
 */
export const fileLoadMachine = setup({
  types: {
    context: {} as FileLoadContext,
    events: {} as FileLoadEvent,
  },
  actors: {
    load: fromPromise<Resource, FileLoadInput>(() => provideMe()),
  },
  guards: {
    cancelled: (_, params: { error: unknown }) => isCancelledError(params.error),
    hasResource: ({ context }) => context.resource !== null,
    hasPath: ({ context }) => context.path !== null,
  },
  actions: {
    open: assign((_, params: { path: string }) => ({
      path: params.path,
      error: null,
      reloading: false,
    })),
    markReload: assign({ reloading: true, error: null }),
    setResource: assign((_, resource: Resource) => ({ resource, reloading: false })),
    setError: assign((_, params: { error: unknown }) => ({
      error: toLoadError(params.error),
      resource: null,
      reloading: false,
    })),
    settle: assign({ reloading: false }),
  },
}).createMachine({
  id: 'fileLoad',
  initial: 'idle',
  context: { path: null, resource: null, error: null, reloading: false },
  on: {
    'files.open': {
      target: '.loading',
      reenter: true,
      actions: { type: 'open', params: ({ event }) => ({ path: event.path }) },
    },
    'files.reload': {
      guard: 'hasPath',
      target: '.loading',
      reenter: true,
      actions: 'markReload',
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ path: context.path ?? '/' }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setResource', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) },
            target: 'settled',
            actions: 'settle',
          },
          {
            target: 'error',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // Where a cancelled load returns to: whatever was shown before it.
    settled: {
      always: [{ guard: 'hasResource', target: 'loaded' }, { target: 'idle' }],
    },
    loaded: {},
    error: {},
  },
});
