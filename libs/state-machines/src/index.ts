/**
 * @file-browser/state-machines: XState v5 machines for the web client's multi-step flows.
 * Headless (no React): the app provides the I/O as actors and actions with `.provide()`.
 */

/** The login session: checking → loggedOut ⇄ loggingIn / signingUp → loggedIn (renewing). */
export { sessionMachine } from './lib/session/session.machine';
/** Context, events and payload types of {@link sessionMachine}. */
export type {
  LeaveParams,
  LoginCredentials,
  Session,
  SessionContext,
  SessionEvent,
  SignupCredentials,
} from './lib/session/session.machine';
/** Why a login or signup attempt failed. */
export type { SessionErrorCode } from './lib/session/session-error';

/** The error panel's kind (by status) of a failed load, as `shareAuthMachine` keeps it. */
export type { LoadError, LoadErrorKind } from './lib/shared/load-error';

/** The public share view: loading → passwordNeeded ⇄ submitting → loaded | error. */
export { shareAuthMachine } from './lib/share-auth/share-auth.machine';
export type {
  ShareAuthContext,
  ShareAuthEvent,
  ShareFetchInput,
  ShareLocation,
} from './lib/share-auth/share-auth.machine';

/** The shell panel: closed ⇄ open (idle ⇄ running), history, built-ins. */
export { shellMachine } from './lib/shell/shell.machine';
export type {
  ShellContext,
  ShellEntry,
  ShellEvent,
  ShellRunEvent,
  ShellRunInput,
} from './lib/shell/shell.machine';

/** The upload queue over the upload engine: idle → uploading (confirm abort) → done. */
export { uploadQueueMachine } from './lib/upload-queue/upload-queue.machine';
export type {
  UploadEngineEvent,
  UploadEngineLike,
  UploadQueueContext,
  UploadQueueEvent,
} from './lib/upload-queue/upload-queue.machine';

/** The prompt stack: show, replace (the current one), closeCurrent (Escape), closeAll. */
export { currentPrompt, promptStackMachine } from './lib/prompts/prompt-stack.machine';
export type {
  Prompt,
  PromptStackContext,
  PromptStackEvent,
  PromptStackInput,
} from './lib/prompts/prompt-stack.machine';

/** The clipboard: copy (c) / cut (x), paste with rename in the same folder, move clears. */
export { clipboardMachine } from './lib/clipboard/clipboard.machine';
export type {
  ClipboardContext,
  ClipboardEvent,
  ClipboardItem,
  ClipboardItems,
  PasteInput,
  PasteItem,
} from './lib/clipboard/clipboard.machine';

/** The text editor: open (or ask first for a large file), dirty, saving → saved, leave asks. */
export { editorMachine } from './lib/editor/editor.machine';
export type {
  EditorContext,
  EditorEvent,
  EditorInput,
  EditorSaveInput,
} from './lib/editor/editor.machine';
