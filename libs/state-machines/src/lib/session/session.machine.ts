import type { TokenUser } from '@file-browser/api-contract';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { sessionErrorCode, type SessionErrorCode } from './session-error';

/** A logged-in session: the token to send as `X-Auth` and the user it carries. */
export interface Session {
  token: string;
  user: TokenUser;
}

/** What the login form sends. */
export interface LoginCredentials {
  username: string;
  password: string;
}

/** Context of {@link sessionMachine}. `token` and `user` are both set exactly while logged in. */
export interface SessionContext {
  token: string | null;
  user: TokenUser | null;
  /** Why the last login failed; cleared by the next attempt. */
  error: SessionErrorCode | null;
}

/** Events {@link sessionMachine} accepts. */
export type SessionEvent =
  | ({ type: 'session.login' } & LoginCredentials)
  | { type: 'session.logout' }
  | ({ type: 'session.renewed' } & Session);

function provideMe(name: string): never {
  throw new Error(`sessionMachine: provide the '${name}' actor with .provide()`);
}

// Default `remember`: keeps the session in memory only, for apps that persist nothing.
const rememberNothing: (args: unknown, session: Session) => void = () => undefined;

/** Narrows `restore`'s output inside transitions already guarded by `hasSession`. */
function restoredSession(output: Session | null): Session {
  if (output === null) throw new Error('sessionMachine: no restored session');
  return output;
}

/**
 * The login session. Starts in `checking`, where the app's `restore` actor looks for a stored
 * session (resolving `null` when there is none), then settles in `loggedOut` or `loggedIn`.
 * `session.login` runs the app's `login` actor; its rejection's `status` (403, 409, 0, other)
 * becomes `context.error`. `session.logout` runs the app's `forget` action (clear stored token);
 * `remember` runs whenever a new session is established or renewed (store the token).
 *
 * The app supplies the I/O with `.provide({ actors: { restore, login }, actions: { remember, forget } })`;
 * the default actors reject so a missing one is noticed at once, the default actions do nothing.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restore: fromPromise<Session | null>(() => provideMe('restore')),
    login: fromPromise<Session, LoginCredentials>(() => provideMe('login')),
  },
  guards: {
    hasSession: (_, output: Session | null) => output !== null,
  },
  actions: {
    remember: rememberNothing,
    forget: () => undefined,
    startSession: assign((_, session: Session) => ({
      token: session.token,
      user: session.user,
      error: null,
    })),
    clearSession: assign({ token: null, user: null }),
    clearError: assign({ error: null }),
    setError: assign((_, params: { cause: unknown }) => ({
      error: sessionErrorCode(params.cause),
    })),
  },
}).createMachine({
  id: 'session',
  initial: 'checking',
  context: { token: null, user: null, error: null },
  states: {
    checking: {
      invoke: {
        src: 'restore',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: [
              { type: 'startSession', params: ({ event }) => restoredSession(event.output) },
              { type: 'remember', params: ({ event }) => restoredSession(event.output) },
            ],
          },
          { target: 'loggedOut' },
        ],
        // A failed restore (e.g. an expired token) simply means nobody is logged in.
        onError: { target: 'loggedOut', actions: 'forget' },
      },
    },
    loggedOut: {
      on: {
        'session.login': { target: 'loggingIn', actions: 'clearError' },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return { username: event.username, password: event.password };
        },
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'startSession', params: ({ event }) => event.output },
            { type: 'remember', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: { type: 'setError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    loggedIn: {
      on: {
        'session.renewed': {
          actions: [
            {
              type: 'startSession',
              params: ({ event }) => ({ token: event.token, user: event.user }),
            },
            {
              type: 'remember',
              params: ({ event }) => ({ token: event.token, user: event.user }),
            },
          ],
        },
        'session.logout': { target: 'loggedOut', actions: ['clearSession', 'forget'] },
      },
    },
  },
});
