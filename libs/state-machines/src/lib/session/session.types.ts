import type { TokenUser } from '@file-browser/api-contract';
import type { SessionErrorCode } from './session-error';

/** A logged-in session: the token to send as `X-Auth` and the user it carries. */
export interface Session {
  token: string;
  user: TokenUser;
  /**
   * Milliseconds the token had left when it arrived (from its `exp`). Without renewal the
   * session ends then, as an inactive one (`session.expired`); left out, it never ends on its own.
   */
  expiresIn?: number;
}

/** What the login form sends; `recaptcha` is the widget's response when captcha is enabled. */
export interface LoginCredentials {
  username: string;
  password: string;
  recaptcha?: string;
}

/** What the signup form sends: the credentials plus the typed confirmation. */
export interface SignupCredentials extends LoginCredentials {
  passwordConfirm: string;
}

/** What the app's `leave` action gets after a logout, to reload or go to `/login`. */
export interface LeaveParams {
  /** Shown on the login page as `login.logout_reasons.<reason>` (e.g. `inactivity`). */
  reason: string | null;
  /** True for a logout the user asked for: the app may also revoke the token on the server. */
  revoke: boolean;
}

/** Context of {@link sessionMachine}. `token` and `user` are both set exactly while logged in. */
export interface SessionContext {
  token: string | null;
  user: TokenUser | null;
  /** What the token had left when it arrived, in ms (`Session.expiresIn`); null without one. */
  expiresIn: number | null;
  /** Why the last login or signup failed; cleared by the next attempt. */
  error: SessionErrorCode | null;
  /** The failed call's text, e.g. `400 Bad Request (minimum length is 12)`; null otherwise. */
  errorMessage: string | null;
  /** The credentials of the login or signup in flight; null at rest. */
  pending: LoginCredentials | null;
}

/** Events {@link sessionMachine} accepts. */
export type SessionEvent =
  | ({ type: 'session.login' } & LoginCredentials)
  | ({ type: 'session.signup' } & SignupCredentials)
  | { type: 'session.logout'; reason?: string }
  | { type: 'session.unauthorized' }
  | { type: 'session.renew' }
  /** Raised by the machine itself when the token's lifetime is up without a renewal. */
  | { type: 'session.expired' }
  | ({ type: 'session.renewed' } & Session);
