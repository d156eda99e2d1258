import type { ApiClient } from '@file-browser/api-client';
import type { TokenUser } from '@file-browser/api-contract';
import type { FileTransport, TusSettings } from '@file-browser/upload-engine';
import type { ReactNode } from 'react';
import type { FilesPrompt } from '../shared/files-context';
import type { LeaveRequest } from '../viewer/viewer-props';

/** Props of {@link FilesScreen}. */
export interface FilesScreenProps {
  client: ApiClient;
  user: TokenUser;
  /** Scope path of the folder or file shown, e.g. `/`, `/docs/` or `/docs/a.txt`. */
  path: string;
  /** The server lets users with the execute permission run commands. */
  execEnabled: boolean;
  /** Thumbnails in the listing (the server's `EnableThumbs`). */
  thumbnails: boolean;
  /** Opens a scope path inside `/files`. */
  navigate: (path: string) => void;
  notify: (kind: 'success' | 'error', message: string) => void;
  /** The user's saved preferences changed (view mode, sorting): refresh the session's copy. */
  onUserChanged: () => void;
  /** The public address of a share link (`<origin><base>/share/<hash>`). */
  shareURL: (hash: string) => string;
  /** Where the header actions go (the app's top bar). */
  renderHeader: (actions: ReactNode) => ReactNode;
  /** The server's resumable-upload settings; uploads go by plain POST when null. */
  tus: TusSettings | null;
  /** Uploads at once, 1–10 (the profile's uploads limit); the engine's default 5 when left out. */
  uploadsLimit?: number;
  /** The plain-POST upload transport (browsers: `createXhrPostTransport`). */
  uploadTransport?: FileTransport;
  /** The upload's percentage while files go up, then null (the app's top progress bar). */
  onUploadProgress: (percent: number | null) => void;
  /** Starts a download of a URL of this server; by default a click on a download link. */
  download?: (url: string) => void;
  /** The server offers resized "big" image previews (`ResizePreview`); default false. */
  resizePreview?: boolean;
  /**
   * The editor has unsaved changes (true) or not: the app should then hold navigation back
   * (React Router's `useBlocker`) and pass the held navigation as {@link leaveRequest}.
   */
  onEditorDirty?: (dirty: boolean) => void;
  /** A navigation held back for the editor's unsaved changes: it asks, then proceeds or cancels. */
  leaveRequest?: LeaveRequest;
  /** The prompt to open on arrival (the sidebar's "New folder" and "New file"). */
  initialPrompt?: FilesPrompt;
}
