import type { EditorView as CodeMirrorView } from '@codemirror/view';
import { Button, Card, IconButton, Spinner } from '@file-browser/ui-kit';
import { mdiCheck, mdiContentSave, mdiEye, mdiPencil } from '@mdi/js';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../../format/format-size';
import { ViewerHeader } from '../viewer-header';
import { EDITOR_SIZE_GUARD, isMarkdownName } from '../viewer-kind';
import type { ViewerProps } from '../viewer-props';
import { CodeEditor } from './code-editor';
import { DiscardPrompt } from './discard-prompt';
import { useEditorFontSize, useEditorTheme } from './editor-preferences';
import { EditorTools } from './editor-tools';
import './editor-view.css';
import { useEditorKeys, useLeaveWarning } from './use-editor-keys';

// marked and DOMPurify load only when a markdown file is previewed, not for every text file.
const MarkdownPreview = lazy(() =>
  import('./markdown-preview').then((module) => ({ default: module.MarkdownPreview })),
);

type SaveState = 'idle' | 'saving' | 'saved';

/**
 * The editor screen (spec §2, frontend-behaviour §11): the file's text in CodeMirror, saved
 * by the header button or Ctrl/Cmd+S, read-only for immutable text; markdown files open on
 * their rendered preview (an empty one on its text) with an Edit/Preview button; copy, cut
 * and paste buttons, smaller and larger text (kept per user in this browser) and the editor's
 * theme (kept in the user's profile) sit in the header; leaving with unsaved changes asks first
 * (the app's navigation blocker, and the browser's own warning on reload or close); a file
 * over {@link EDITOR_SIZE_GUARD} asks before loading.
 */
export default function EditorScreen(props: ViewerProps) {
  const { ctx, file, leaveRequest, onDirtyChange } = props;
  const { t } = useTranslation();
  const readOnly = file.type === 'textImmutable' || !ctx.user.perm.modify;
  const markdown = isMarkdownName(file.name);
  const [opened, setOpened] = useState(file.size <= EDITOR_SIZE_GUARD);
  const [dirty, setDirty] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // Markdown opens on its preview, but an empty file (a new one) on the text, to be written.
  const [previewText, setPreviewText] = useState(
    markdown && file.content ? file.content : undefined,
  );
  const view = useRef<CodeMirrorView | null>(null);
  const [hasSelection, setHasSelection] = useState(false);
  const [fontSize, stepFontSize] = useEditorFontSize(ctx.user.id);
  const [theme, chooseTheme] = useEditorTheme(ctx, props.onUserChanged);

  const markDirty = (value: boolean) => {
    setDirty(value);
    onDirtyChange(value);
  };
  // Tell the app the editor is clean when it goes, so its blocker lets navigation through.
  const dirtyChange = useRef(onDirtyChange);
  useEffect(() => {
    dirtyChange.current = onDirtyChange;
  });
  useEffect(
    () => () => {
      dirtyChange.current(false);
    },
    [],
  );
  useEffect(() => {
    if (saveState !== 'saved') return;
    const timer = setTimeout(() => {
      setSaveState('idle');
    }, 2000);
    return () => {
      clearTimeout(timer);
    };
  }, [saveState]);

  const save = async (): Promise<boolean> => {
    const current = view.current;
    if (readOnly || !current || saveState === 'saving') return false;
    setSaveState('saving');
    try {
      await ctx.client.saveFile(file.path, current.state.doc.toString());
      markDirty(false);
      setSaveState('saved');
      return true;
    } catch (error) {
      ctx.showError(error);
      setSaveState('idle');
      return false;
    }
  };
  const close = () => {
    ctx.navigate(ctx.path);
  };
  useEditorKeys({ enabled: !props.promptOpen && !leaveRequest, save, close });
  useLeaveWarning(dirty);

  const header = props.renderHeader(
    <ViewerHeader ctx={ctx} file={file} onClose={close}>
      {markdown && opened && (
        <IconButton
          // Named by what a press does: "Preview" from the text, "Edit" from the preview.
          icon={previewText === undefined ? mdiEye : mdiPencil}
          label={previewText === undefined ? t('buttons.preview') : t('buttons.edit')}
          onClick={() => {
            setPreviewText(
              previewText === undefined ? (view.current?.state.doc.toString() ?? '') : undefined,
            );
          }}
        />
      )}
      {!readOnly && opened && (
        <IconButton
          icon={saveState === 'saved' ? mdiCheck : mdiContentSave}
          label={t('buttons.save')}
          aria-busy={saveState === 'saving' || undefined}
          disabled={saveState === 'saving'}
          className={saveState === 'saved' ? 'fb-editor__saved' : undefined}
          onClick={() => void save()}
        />
      )}
      {opened && previewText === undefined && (
        <EditorTools
          view={() => view.current}
          readOnly={readOnly}
          hasSelection={hasSelection}
          fontSize={fontSize}
          stepFontSize={stepFontSize}
          theme={theme}
          chooseTheme={chooseTheme}
          showError={ctx.showError}
        />
      )}
    </ViewerHeader>,
  );

  return (
    <>
      {header}
      <main className="fb-page fb-editor">
        {!opened ? (
          <Card
            title={file.name}
            actions={
              <Button
                onClick={() => {
                  setOpened(true);
                }}
              >
                {t('buttons.openAnyway')}
              </Button>
            }
          >
            <p>{t('files.largeFile', { size: formatSize(file.size) })}</p>
          </Card>
        ) : (
          <>
            {previewText !== undefined && (
              <Suspense fallback={<Spinner label={t('files.loading')} />}>
                <MarkdownPreview text={previewText} label={t('buttons.preview')} />
              </Suspense>
            )}
            {/* Kept mounted under the preview, so switching back keeps the edits and history. */}
            <div className="fb-editor__text" hidden={previewText !== undefined}>
              <CodeEditor
                name={file.name}
                initial={file.content ?? ''}
                readOnly={readOnly}
                label={file.name}
                onChange={() => {
                  if (!dirty) markDirty(true);
                }}
                onView={(instance) => {
                  view.current = instance;
                }}
                theme={theme}
                fontSize={fontSize}
                onSelection={setHasSelection}
              />
            </div>
          </>
        )}
      </main>
      {leaveRequest && (
        <DiscardPrompt
          busy={saveState === 'saving'}
          onCancel={leaveRequest.cancel}
          onDiscard={() => {
            markDirty(false);
            leaveRequest.proceed();
          }}
          onSave={
            readOnly
              ? undefined
              : () => {
                  void save().then((saved) => {
                    if (saved) leaveRequest.proceed();
                  });
                }
          }
        />
      )}
    </>
  );
}
