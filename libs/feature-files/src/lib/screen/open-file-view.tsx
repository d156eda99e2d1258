import type { FileInfo } from '@file-browser/api-contract';
import type { FilesContext, FilesView } from '../shared/files-context';
import { FileView, opensInEditor } from '../viewer/file-view';
import type { FilesScreenProps } from './files-screen-props';

/** Which view an open file (or none: the listing) gets; each has its own keys. */
export function viewOf(file: FileInfo | undefined): FilesView {
  if (!file) return 'listing';
  return opensInEditor(file) ? 'editor' : 'preview';
}

/**
 * An open file replaces the listing once it can be shown: at once for a preview; a text file
 * waits for fresh content (not the cached copy) so the editor never opens on stale text.
 */
export function showsFile(file: FileInfo | undefined, fetchedAfterMount: boolean) {
  return file !== undefined && (fetchedAfterMount || !opensInEditor(file));
}

/** Props of {@link OpenFileView}. */
export interface OpenFileViewProps {
  screen: FilesScreenProps;
  ctx: FilesContext;
  file: FileInfo;
  /** The previewable siblings before and after the file in its folder. */
  siblings: { previous: FileInfo | undefined; next: FileInfo | undefined };
  promptOpen: boolean;
}

/** The open file in the editor or a preview, in place of the listing and its header. */
export function OpenFileView({ screen, ctx, file, siblings, promptOpen }: OpenFileViewProps) {
  return (
    <FileView
      ctx={ctx}
      file={file}
      previous={siblings.previous}
      next={siblings.next}
      resizePreview={screen.resizePreview ?? false}
      renderHeader={screen.renderHeader}
      promptOpen={promptOpen}
      onDirtyChange={screen.onEditorDirty ?? ignoreDirty}
      leaveRequest={screen.leaveRequest}
      onUserChanged={screen.onUserChanged}
    />
  );
}

function ignoreDirty(): void {
  // Without a navigation blocker from the app the editor only guards reloads and tab closes.
}
