import { assign, fromPromise, setup } from 'xstate';
import {
  errorMessage,
  isUnauthorized,
  sessionErrorCode,
  type SessionErrorCode,
} from './session-error';
import type {
  LeaveParams,
  LoginCredentials,
  Session,
  SessionContext,
  SessionEvent,
} from './session.types';

function provideMe(name: string): never {
  throw new Error(`sessionMachine: provide the '${name}' actor with .provide()`);
}

const loggedOutContext = { token: null, user: null, pending: null } as const;

/**
 * The named actors, guards and actions of `sessionMachine` (its states are in
 * `session.machine.ts`). The actor defaults reject so a forgotten `.provide()` shows at once.
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restore: fromPromise<Session | null>(() => provideMe('restore')),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- apps pass `async () => {…}`
    captchaReady: fromPromise<void>(() => provideMe('captchaReady')),
    login: fromPromise<Session, LoginCredentials>(() => provideMe('login')),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- apps pass `async () => {…}`
    signup: fromPromise<void, LoginCredentials>(() => provideMe('signup')),
    renew: fromPromise<Session>(() => provideMe('renew')),
  },
  delays: {
    /** How long after a renewal failed for another reason than 401 it is tried again. */
    renewRetry: 30_000,
  },
  guards: {
    hasSession: (_, output: Session | null) => output !== null,
    hasToken: ({ context }) => context.token !== null,
    /** reCAPTCHA is on (startup config): wait for its script, require a response. */
    captchaEnabled: () => false,
    noCaptchaResponse: ({ event }) =>
      (event.type === 'session.login' || event.type === 'session.signup') && !event.recaptcha,
    passwordsDiffer: (_, params: { password: string; passwordConfirm: string }) =>
      params.password !== params.passwordConfirm,
    unauthorized: (_, params: { cause: unknown }) => isUnauthorized(params.cause),
  },
  actions: {
    /** Store the token (local storage + `auth` cookie). */
    remember: (_, _session: Session) => undefined,
    /** Clear the stored token and cookie. */
    forget: () => undefined,
    /** After a logout: reload (no-auth), go to a custom logout page or to `/login`. */
    leave: (_, _params: LeaveParams) => undefined,
    startSession: assign((_, session: Session) => ({
      token: session.token,
      user: session.user,
      error: null,
      errorMessage: null,
    })),
    clearSession: assign(loggedOutContext),
    hold: assign((_, pending: LoginCredentials) => ({ pending, error: null, errorMessage: null })),
    release: assign({ pending: null }),
    setError: assign((_, params: { cause: unknown }) => ({
      error: sessionErrorCode(params.cause),
      errorMessage: errorMessage(params.cause),
      pending: null,
    })),
    refuse: assign((_, code: SessionErrorCode) => ({ error: code, errorMessage: null })),
  },
});
