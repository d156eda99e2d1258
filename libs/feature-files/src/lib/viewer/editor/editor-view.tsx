import { Button, Card, formatSize, IconButton, Spinner } from '@file-browser/ui-kit';
import { mdiCheck, mdiContentSave, mdiEye, mdiPencil } from '@mdi/js';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerHeader } from '../viewer-header';
import type { ViewerProps } from '../viewer-props';
import { CodeEditor } from './code-editor';
import { DiscardPrompt } from './discard-prompt';
import { useEditorFontSize, useEditorTheme } from './editor-preferences';
import { EditorTools } from './editor-tools';
import './editor-view.css';
import { useEditor } from './use-editor';

// marked and DOMPurify load only when a markdown file is previewed, not for every text file.
const MarkdownPreview = lazy(() =>
  import('./markdown-preview').then((module) => ({ default: module.MarkdownPreview })),
);

/**
 * The editor screen (spec §2, frontend-behaviour §11): the file's text in CodeMirror, saved
 * by the header button or Ctrl/Cmd+S, read-only for immutable text; markdown files open on
 * their rendered preview (an empty one on its text) with an Edit/Preview button; copy, cut
 * and paste buttons, smaller and larger text (kept per user in this browser) and the editor's
 * theme (kept in the user's profile) sit in the header; leaving with unsaved changes asks first
 * (the app's navigation blocker, and the browser's own warning on reload or close); a file
 * over the editor's size guard (`EDITOR_SIZE_GUARD`) asks before loading.
 */
export default function EditorScreen(props: ViewerProps) {
  const { ctx, file, leaveRequest } = props;
  const { t } = useTranslation();
  const editor = useEditor(props);
  const { opened, previewText, readOnly, saved, saving } = editor;
  const [hasSelection, setHasSelection] = useState(false);
  const [fontSize, stepFontSize] = useEditorFontSize(ctx.user.id);
  const [theme, chooseTheme] = useEditorTheme(ctx, props.onUserChanged);

  const header = props.renderHeader(
    <ViewerHeader ctx={ctx} file={file} onClose={editor.close}>
      {editor.markdown && opened && (
        <IconButton
          // Named by what a press does: "Preview" from the text, "Edit" from the preview.
          icon={previewText === null ? mdiEye : mdiPencil}
          label={previewText === null ? t('buttons.preview') : t('buttons.edit')}
          onClick={editor.togglePreview}
        />
      )}
      {!readOnly && opened && (
        <IconButton
          icon={saved ? mdiCheck : mdiContentSave}
          label={t('buttons.save')}
          aria-busy={saving || undefined}
          disabled={saving}
          className={saved ? 'fb-editor__saved' : undefined}
          onClick={editor.save}
        />
      )}
      {opened && previewText === null && (
        <EditorTools
          view={editor.view}
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
            actions={<Button onClick={editor.openAnyway}>{t('buttons.openAnyway')}</Button>}
          >
            <p>{t('files.largeFile', { size: formatSize(file.size) })}</p>
          </Card>
        ) : (
          <>
            {previewText !== null && (
              <Suspense fallback={<Spinner label={t('files.loading')} />}>
                <MarkdownPreview text={previewText} label={t('buttons.preview')} />
              </Suspense>
            )}
            {/* Kept mounted under the preview, so switching back keeps the edits and history. */}
            <div className="fb-editor__text" hidden={previewText !== null}>
              <CodeEditor
                name={file.name}
                initial={file.content ?? ''}
                readOnly={readOnly}
                label={file.name}
                onChange={editor.change}
                onView={editor.onView}
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
          busy={saving}
          onCancel={leaveRequest.cancel}
          onDiscard={editor.discard}
          onSave={editor.saveAndLeave}
        />
      )}
    </>
  );
}
