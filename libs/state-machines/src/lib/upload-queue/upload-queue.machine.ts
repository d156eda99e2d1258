import type { UploadEngine, UploadEntry, UploadState } from '@file-browser/upload-engine';
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';

/** The parts of the upload engine the machine drives (a `createUploadEngine` result fits). */
export type UploadEngineLike = Pick<
  UploadEngine,
  'add' | 'abort' | 'getState' | 'subscribe' | 'on'
>;

/** Context of {@link uploadQueueMachine}. */
export interface UploadQueueContext {
  engine: UploadEngineLike;
  /** The engine's latest state: what the panel and the top progress bar show. */
  progress: UploadState;
  /** The panel shows each active file (expanded) or only the totals. */
  expanded: boolean;
}

/** What the `watch` actor forwards from the engine. */
export type UploadEngineEvent =
  | { type: 'upload.progress'; state: UploadState }
  | { type: 'upload.failed'; message: string }
  | { type: 'upload.drained'; aborted: boolean };

/** Events {@link uploadQueueMachine} accepts. */
export type UploadQueueEvent =
  | { type: 'upload.add'; entries: readonly UploadEntry[] }
  | { type: 'upload.abortAll' }
  | { type: 'upload.toggleExpanded' }
  | UploadEngineEvent;

/** Forwards the engine's state changes, failures and the drained signal as machine events. */
const watchEngine = fromCallback<EventObject, { engine: UploadEngineLike }>(
  ({ input: { engine }, sendBack }) => {
    const send = (event: UploadEngineEvent) => {
      sendBack(event);
    };
    const stops = [
      engine.subscribe((state) => {
        send({ type: 'upload.progress', state });
      }),
      engine.on('error', ({ message }) => {
        send({ type: 'upload.failed', message });
      }),
      engine.on('drained', ({ aborted }) => {
        send({ type: 'upload.drained', aborted });
      }),
    ];
    // Entries were queued just before this actor started: catch up with what already happened.
    const state = engine.getState();
    if (state.uploading) send({ type: 'upload.progress', state });
    else send({ type: 'upload.drained', aborted: false });
    return () => {
      for (const stop of stops) stop();
    };
  },
);

/**
 * The upload queue (spec §4 "Upload queue", §2 "Upload progress panel") over the headless
 * upload engine, which does the ordering, the concurrency limit, progress sampling and speed.
 * `upload.add` queues entries: from `idle` or `done` the queue goes to `uploading` and the app's
 * `warnOnLeave` runs (add the `beforeunload` guard, spin the upload button). When the engine
 * drains: `unwarn` (guard removed), `reloadListing`, state `done` (the button's success tick).
 * `upload.abortAll` asks the app's `confirmAbort` actor; on yes the engine aborts (remaining
 * items skipped, active ones cancelled, state reset), then `unwarn`, `reloadListing`, panel
 * collapsed, back to `idle`; on no uploading goes on. Each failure runs `reportError`
 * ('Upload aborted' never arrives). Input: `{ engine }` (tests pass a fake engine).
 */
export const uploadQueueMachine = setup({
  types: {
    context: {} as UploadQueueContext,
    events: {} as UploadQueueEvent,
    input: {} as { engine: UploadEngineLike },
  },
  actors: {
    watch: watchEngine,
    confirmAbort: fromPromise<boolean>(() =>
      Promise.reject(new Error("uploadQueueMachine: provide the 'confirmAbort' actor")),
    ),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- apps pass `async () => {…}`
    abortEngine: fromPromise<void, { engine: UploadEngineLike }>(({ input }) =>
      input.engine.abort(),
    ),
  },
  guards: {
    confirmed: (_, confirmed: boolean) => confirmed,
  },
  actions: {
    /** Add the leave-page warning (`beforeunload`) and spin the upload button. */
    warnOnLeave: () => undefined,
    /** Remove the leave-page warning. */
    unwarn: () => undefined,
    /** Set the listing's reload flag. */
    reloadListing: () => undefined,
    /** Show a failed upload's message (an error toast). */
    reportError: (_, _params: { message: string }) => undefined,
    enqueue: ({ context }, entries: readonly UploadEntry[]) => {
      context.engine.add(entries);
    },
    setProgress: assign((_, state: UploadState) => ({ progress: state })),
    resetProgress: assign(({ context }) => ({ progress: context.engine.getState() })),
    toggleExpanded: assign(({ context }) => ({ expanded: !context.expanded })),
    collapse: assign({ expanded: false }),
  },
}).createMachine({
  id: 'uploadQueue',
  initial: 'idle',
  context: ({ input }) => ({
    engine: input.engine,
    progress: input.engine.getState(),
    expanded: false,
  }),
  on: {
    'upload.toggleExpanded': { actions: 'toggleExpanded' },
  },
  states: {
    idle: {
      on: {
        'upload.add': {
          target: 'uploading',
          actions: ['warnOnLeave', { type: 'enqueue', params: ({ event }) => event.entries }],
        },
      },
    },
    uploading: {
      initial: 'running',
      invoke: { src: 'watch', input: ({ context }) => ({ engine: context.engine }) },
      on: {
        'upload.add': { actions: { type: 'enqueue', params: ({ event }) => event.entries } },
        'upload.progress': { actions: { type: 'setProgress', params: ({ event }) => event.state } },
        'upload.failed': {
          actions: { type: 'reportError', params: ({ event }) => ({ message: event.message }) },
        },
        'upload.drained': {
          target: 'done',
          actions: ['resetProgress', 'unwarn', 'reloadListing'],
        },
      },
      states: {
        running: { on: { 'upload.abortAll': 'confirming' } },
        confirming: {
          invoke: {
            src: 'confirmAbort',
            onDone: [
              {
                guard: { type: 'confirmed', params: ({ event }) => event.output },
                target: 'aborting',
              },
              { target: 'running' },
            ],
            // A confirm dialog that cannot be shown never aborts anything.
            onError: 'running',
          },
        },
        aborting: {
          // The engine reports `drained` while aborting: the abort's own end handles it.
          on: { 'upload.drained': {}, 'upload.abortAll': {} },
          invoke: {
            src: 'abortEngine',
            input: ({ context }) => ({ engine: context.engine }),
            onDone: {
              target: '#uploadQueue.idle',
              actions: ['resetProgress', 'collapse', 'unwarn', 'reloadListing'],
            },
            onError: {
              target: '#uploadQueue.idle',
              actions: ['resetProgress', 'collapse', 'unwarn', 'reloadListing'],
            },
          },
        },
      },
    },
    done: {
      on: {
        'upload.add': {
          target: 'uploading',
          actions: ['warnOnLeave', { type: 'enqueue', params: ({ event }) => event.entries }],
        },
      },
    },
  },
});
