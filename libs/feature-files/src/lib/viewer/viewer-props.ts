import type { FileInfo } from '@file-browser/api-client';
import type { ReactNode } from 'react';
import type { FilesContext } from '../shared/files-context';

/**
 * A navigation the app held back because the editor has unsaved changes (React Router's
 * blocker): the editor asks, then lets it go on or cancels it.
 */
export interface LeaveRequest {
  proceed: () => void;
  cancel: () => void;
}

/** What every viewer (editor, previews) is given by the files screen. */
export interface ViewerProps {
  ctx: FilesContext;
  file: FileInfo;
  /** The previewable siblings before and after the file in its folder. */
  previous: FileInfo | undefined;
  next: FileInfo | undefined;
  /** The server offers resized "big" image previews (`ResizePreview`). */
  resizePreview: boolean;
  /** Where the viewer's header actions go (the app's top bar). */
  renderHeader: (actions: ReactNode) => ReactNode;
  /** A prompt is open: the viewer's keys stand aside. */
  promptOpen: boolean;
  /** The editor has unsaved changes (true) or not (false). */
  onDirtyChange: (dirty: boolean) => void;
  /** Set while the app holds a navigation back for the editor's unsaved changes. */
  leaveRequest: LeaveRequest | undefined;
  /** The user's saved preferences changed (the editor's theme): refresh the session's copy. */
  onUserChanged: () => void;
}
