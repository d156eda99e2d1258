import type { EditorView as CodeMirrorView } from '@codemirror/view';
import { editorMachine, type EditorSaveInput } from '@file-browser/state-machines';
import { useLatest } from '@file-browser/ui-kit';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { EDITOR_SIZE_GUARD, isMarkdownName } from '../viewer-kind';
import type { ViewerProps } from '../viewer-props';
import { useEditorKeys, useLeaveWarning } from './use-editor-keys';

/**
 * Runs {@link editorMachine} for the open file: saves go to `ctx.client.saveFile`, a failed
 * save shows its error, the app hears when the text turns dirty or clean (also clean when the
 * editor goes, so its navigation blocker lets the navigation through), and a held-back
 * navigation goes on after "discard" or a successful "save changes". Also wires the page keys
 * (Ctrl/Cmd+S, Escape) and the browser's leave-page question while dirty. `onView` takes the
 * CodeMirror view, whose text is what `save` sends.
 */
export function useEditor(props: ViewerProps) {
  const { ctx, file, leaveRequest, onDirtyChange } = props;
  const readOnly = file.type === 'textImmutable' || !ctx.user.perm.modify;
  const view = useRef<CodeMirrorView | null>(null);
  // Provided on every render: @xstate/react hands the running actor the latest implementations,
  // so `leave` proceeds with the leave request of the moment, not the one at mount.
  const actor = useActorRef(
    editorMachine.provide({
      actors: {
        save: fromPromise<unknown, EditorSaveInput>(({ input }) =>
          ctx.client.saveFile(file.path, input.text),
        ),
      },
      actions: {
        dirtyChanged: (_, { dirty }) => {
          onDirtyChange(dirty);
        },
        reportError: (_, { error }) => {
          ctx.showError(error);
        },
        leave: () => {
          leaveRequest?.proceed();
        },
      },
    }),
    {
      input: {
        content: file.content ?? '',
        markdown: isMarkdownName(file.name),
        readOnly,
        large: file.size > EDITOR_SIZE_GUARD,
      },
    },
  );

  const dirty = useSelector(actor, (snapshot) => snapshot.context.dirty);
  const opened = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ open: 'saving' }));
  const saved = useSelector(actor, (snapshot) => snapshot.matches({ open: 'saved' }));
  const previewText = useSelector(actor, (snapshot) => snapshot.context.preview);

  const text = () => view.current?.state.doc.toString();
  const sendText = (type: 'editor.save' | 'editor.saveAndLeave') => {
    const current = text();
    // No view yet (the large-file card): nothing to save.
    if (current !== undefined) actor.send({ type, text: current });
  };
  const save = () => {
    sendText('editor.save');
  };
  const close = () => {
    ctx.navigate(ctx.path);
  };
  useEditorKeys({ enabled: !props.promptOpen && !leaveRequest, save, close });
  useLeaveWarning(dirty);
  useCleanWhenGone(onDirtyChange);

  return {
    /** The CodeMirror view, once it exists (for the header's copy, cut and paste). */
    view: () => view.current,
    /** Takes the CodeMirror view as the code editor creates and drops it. */
    onView: (instance: CodeMirrorView | null) => {
      view.current = instance;
    },
    readOnly,
    markdown: isMarkdownName(file.name),
    /** The large-file card was passed (or never needed): the text is in the editor. */
    opened,
    saving,
    /** Just saved: the save button shows its check mark for a moment. */
    saved,
    /** The markdown shown rendered; null while the text is shown. */
    previewText,
    save,
    close,
    openAnyway: () => {
      actor.send({ type: 'editor.openAnyway' });
    },
    change: () => {
      actor.send({ type: 'editor.change' });
    },
    /** Shows the markdown rendered from the text as it is now, or the text again. */
    togglePreview: () => {
      actor.send(
        previewText === null
          ? { type: 'editor.preview', text: text() ?? '' }
          : { type: 'editor.edit' },
      );
    },
    /** "Save changes" in the leave prompt; absent for read-only text. */
    saveAndLeave: readOnly
      ? undefined
      : () => {
          sendText('editor.saveAndLeave');
        },
    discard: () => {
      actor.send({ type: 'editor.discard' });
    },
  };
}

/** Tells the app the editor is clean when it goes, so its blocker lets navigation through. */
function useCleanWhenGone(onDirtyChange: (dirty: boolean) => void) {
  const latest = useLatest(onDirtyChange);
  useEffect(
    () => () => {
      latest.current(false);
    },
    [],
  );
}
