import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** What {@link editorMachine} starts from: the opened file, as the feature judges it. */
export interface EditorInput {
  /** The file's text as loaded. */
  content: string;
  /** A markdown file: it opens on its rendered preview, unless it is empty (a new file). */
  markdown: boolean;
  /** The text cannot be saved (immutable text, or the user may not modify). */
  readOnly: boolean;
  /** The file is over the editor's size guard: ask before loading it into the editor. */
  large: boolean;
}

/** What the `save` actor gets: the editor's whole text at the moment the save was asked for. */
export interface EditorSaveInput {
  text: string;
}

/** Context of {@link editorMachine}. */
export interface EditorContext {
  readOnly: boolean;
  large: boolean;
  /** The text changed since it was opened or last saved. */
  dirty: boolean;
  /** The markdown shown rendered; null while the text itself is shown. */
  preview: string | null;
  /** The save in flight was "save and leave": the held-back navigation goes on once it is saved. */
  leaveAfterSave: boolean;
  /** The text changed while the save in flight ran: that save does not hold these edits. */
  editedWhileSaving: boolean;
}

/** Events {@link editorMachine} accepts. */
export type EditorEvent =
  | { type: 'editor.openAnyway' }
  | { type: 'editor.change' }
  | { type: 'editor.save'; text: string }
  | { type: 'editor.saveAndLeave'; text: string }
  | { type: 'editor.discard' }
  | { type: 'editor.preview'; text: string }
  | { type: 'editor.edit' };

function provideMe(): never {
  throw new Error("editorMachine: provide the 'save' actor with .provide()");
}

/** `editor.save` and `editor.saveAndLeave`, accepted while no save runs. */
const startSave = {
  'editor.save': {
    guard: 'writable',
    target: 'saving',
    actions: { type: 'planLeave', params: { leave: false } },
  },
  'editor.saveAndLeave': {
    guard: 'writable',
    target: 'saving',
    actions: { type: 'planLeave', params: { leave: true } },
  },
} as const;

/**
 * The text editor's flow (spec §2, frontend-behaviour §11): a file over the size guard waits
 * in `askingToOpen` for `editor.openAnyway`; `open` then goes idle → saving → saved, and the
 * "saved" mark falls back to idle after `savedShown` (2 s). The first `editor.change` makes the
 * text dirty (`dirtyChanged(true)`); a successful save makes it clean again (`dirtyChanged(false)`)
 * unless the text changed while it ran, a failed one keeps it dirty and runs `reportError`. When the app holds a navigation back for
 * the unsaved changes, `editor.discard` leaves at once and `editor.saveAndLeave` leaves once
 * saved (`leave`). Markdown opens on its preview (`context.preview`), `editor.edit` and
 * `editor.preview` switch.
 *
 * The feature provides `save: fromPromise<unknown, EditorSaveInput>` (the PUT of the text) and
 * the actions `dirtyChanged({ dirty })`, `reportError({ error })` and `leave`.
 */
export const editorMachine = setup({
  types: {
    input: {} as EditorInput,
    context: {} as EditorContext,
    events: {} as EditorEvent,
  },
  actors: {
    save: fromPromise<unknown, EditorSaveInput>(() => provideMe()),
  },
  delays: {
    /** How long the save button shows its check mark after a save. */
    savedShown: 2000,
  },
  guards: {
    large: ({ context }) => context.large,
    writable: ({ context }) => !context.readOnly,
    clean: ({ context }) => !context.dirty,
    leaveAfterSave: ({ context }) => context.leaveAfterSave,
    editedWhileSaving: ({ context }) => context.editedWhileSaving,
  },
  actions: {
    /** The text became dirty or clean: the app's navigation blocker follows it. */
    dirtyChanged: (_, _params: { dirty: boolean }) => undefined,
    /** A save failed: show the error. */
    reportError: (_, _params: { error: unknown }) => undefined,
    /** Let the navigation the app held back go on. */
    leave: () => undefined,
    planLeave: assign((_, params: { leave: boolean }) => ({ leaveAfterSave: params.leave })),
    markDirty: assign({ dirty: true }),
    markEditedWhileSaving: assign({ editedWhileSaving: true }),
    forgetEditsWhileSaving: assign({ editedWhileSaving: false }),
    markClean: assign({ dirty: false }),
    showPreview: assign((_, params: { text: string }) => ({ preview: params.text })),
    showText: assign({ preview: null }),
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({
    readOnly: input.readOnly,
    large: input.large,
    dirty: false,
    // An empty markdown file (a new one) opens on its text, to be written.
    preview: input.markdown && input.content ? input.content : null,
    leaveAfterSave: false,
    editedWhileSaving: false,
  }),
  initial: 'starting',
  on: {
    'editor.change': {
      guard: 'clean',
      actions: ['markDirty', { type: 'dirtyChanged', params: { dirty: true } }],
    },
    'editor.discard': {
      actions: ['markClean', { type: 'dirtyChanged', params: { dirty: false } }, 'leave'],
    },
    'editor.preview': {
      actions: { type: 'showPreview', params: ({ event }) => ({ text: event.text }) },
    },
    'editor.edit': { actions: 'showText' },
  },
  states: {
    starting: {
      always: [{ guard: 'large', target: 'askingToOpen' }, { target: 'open' }],
    },
    askingToOpen: {
      on: { 'editor.openAnyway': 'open' },
    },
    open: {
      initial: 'idle',
      states: {
        idle: { on: startSave },
        saving: {
          entry: 'forgetEditsWhileSaving',
          // The save sends the text as it was when asked; what is typed meanwhile is not in it.
          on: {
            'editor.change': [
              {
                guard: 'clean',
                actions: [
                  'markEditedWhileSaving',
                  'markDirty',
                  { type: 'dirtyChanged', params: { dirty: true } },
                ],
              },
              { actions: 'markEditedWhileSaving' },
            ],
          },
          invoke: {
            src: 'save',
            input: ({ event }) => {
              assertEvent(event, ['editor.save', 'editor.saveAndLeave']);
              return { text: event.text };
            },
            onDone: [
              {
                guard: 'leaveAfterSave',
                target: 'saved',
                actions: ['markClean', { type: 'dirtyChanged', params: { dirty: false } }, 'leave'],
              },
              // Saved, but edits made meanwhile are not: the text stays dirty, so leaving asks.
              { guard: 'editedWhileSaving', target: 'saved' },
              {
                target: 'saved',
                actions: ['markClean', { type: 'dirtyChanged', params: { dirty: false } }],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'planLeave', params: { leave: false } },
                { type: 'reportError', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        saved: {
          after: { savedShown: 'idle' },
          on: startSave,
        },
      },
    },
  },
});
