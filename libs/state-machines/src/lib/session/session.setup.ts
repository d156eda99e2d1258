import { assign, cancel, fromPromise, raise, setup } from 'xstate';
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

const loggedOutContext = { token: null, user: null, expiresIn: null, pending: null } as const;

/**
 * The longest delay a browser timer takes (2^31 − 1 ms, about 24.8 days; longer ones fire at
 * once). Token lifetimes go up to 30 days, so a longer one is waited for in steps of this.
 */
export const LONGEST_TIMER = 2 ** 31 - 1;

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
    /** More of the token's life is left than one timer step. */
    expiryAhead: ({ context }) => context.expiresIn === null || context.expiresIn > LONGEST_TIMER,
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
      expiresIn: session.expiresIn ?? null,
      error: null,
      errorMessage: null,
    })),
    /** Stops the timer that ends the session when the token expires (see `startExpiry`). */
    cancelExpiry: cancel('expiry'),
    /**
     * Starts that timer, after `cancelExpiry`: `session.expired` when the token's lifetime is up.
     * A session without an expiry only wakes every {@link LONGEST_TIMER} to wait again.
     */
    startExpiry: raise(
      { type: 'session.expired' },
      {
        id: 'expiry',
        delay: ({ context }) =>
          Math.min(Math.max(context.expiresIn ?? LONGEST_TIMER, 0), LONGEST_TIMER),
      },
    ),
    /** One timer step of a long lifetime has passed. */
    stepExpiry: assign(({ context }) => ({
      expiresIn: context.expiresIn === null ? null : context.expiresIn - LONGEST_TIMER,
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
