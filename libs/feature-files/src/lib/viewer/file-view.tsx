import { Spinner } from '@file-browser/ui-kit';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerKind } from './viewer-kind';
import type { ViewerProps } from './viewer-props';

// Each viewer is its own chunk: CodeMirror and the markdown renderer load only for text,
// papaparse and the media viewers only for previews.
const EditorScreen = lazy(() => import('./editor/editor-view'));
const PreviewScreen = lazy(() => import('./preview/preview-view'));

/** True when a file opens in the editor (text and immutable text, markdown included). */
export function opensInEditor(file: ViewerProps['file']): boolean {
  const kind = viewerKind(file);
  return kind === 'editor' || kind === 'markdown';
}

/** An open file: the editor for text, else the preview; a spinner while its chunk loads. */
export function FileView(props: ViewerProps) {
  const { t } = useTranslation();
  const Screen = opensInEditor(props.file) ? EditorScreen : PreviewScreen;
  return (
    <Suspense fallback={<Spinner label={t('files.loading')} />}>
      <Screen key={props.file.path} {...props} />
    </Suspense>
  );
}
