/**
 * @file-browser/state-machines: XState v5 machines for the web client's multi-step flows.
 * Headless (no React): the app provides the I/O as actors and actions with `.provide()`.
 */

/** The login session machine: checking → loggedOut ⇄ loggingIn → loggedIn. */
export { sessionMachine } from './lib/session/session.machine';
/** Context, events and payload types of {@link sessionMachine}. */
export type {
  LoginCredentials,
  Session,
  SessionContext,
  SessionEvent,
} from './lib/session/session.machine';
/** Maps a failed login call (by its `status`) to the code the login screen shows. */
export { sessionErrorCode } from './lib/session/session-error';
/** Why a login attempt failed: `wrongCredentials`, `usernameTaken`, `network` or `other`. */
export type { SessionErrorCode } from './lib/session/session-error';
