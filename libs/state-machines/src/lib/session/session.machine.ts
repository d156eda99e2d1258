import { and, not } from 'xstate';
import { sessionSetup } from './session.setup';
import type { LoginCredentials, Session, SessionContext } from './session.types';

export type {
  LeaveParams,
  LoginCredentials,
  Session,
  SessionContext,
  SessionEvent,
  SignupCredentials,
} from './session.types';

/** Narrows `restore`'s output inside transitions already guarded by `hasSession`. */
function restoredSession(output: Session | null): Session {
  if (output === null) throw new Error('sessionMachine: no restored session');
  return output;
}

function credentialsOf(context: SessionContext): LoginCredentials {
  if (!context.pending) throw new Error('sessionMachine: no credentials in flight');
  return context.pending;
}

/** The credentials of a login or signup event, without the event's other fields. */
function loginCredentials({ username, password, recaptcha }: LoginCredentials): LoginCredentials {
  return { username, password, ...(recaptcha !== undefined && { recaptcha }) };
}

// An unsolved captcha reads as wrong credentials, as upstream (spec §5).
const refuseWithoutCaptcha = {
  guard: and(['captchaEnabled', 'noCaptchaResponse']),
  actions: { type: 'refuse', params: 'wrongCredentials' },
} as const;

// A session the server ended (401): clear it locally; nothing to revoke.
const endSession = [
  'clearSession',
  'forget',
  { type: 'leave', params: { reason: null, revoke: false } },
] as const;

/**
 * The login session (spec §4). Starts in `checking`: the app's `restore` actor looks for a stored
 * session (renew a stored token, or the no-auth login; `null` when there is none) and, with
 * the `captchaEnabled` guard, `captchaReady` waits for the captcha script; then `loggedOut` or `loggedIn`.
 * `session.login` runs `login`; `session.signup` checks the confirmation, runs `signup`, then
 * `login` with the same credentials; a rejection's `status` becomes `context.error`. In
 * `loggedIn`, `session.renew` (the server sent `X-Renew-Token: true`) runs `renew` (a failure
 * other than 401 keeps the token and runs it again after the `renewRetry` delay),
 * `session.renewed` takes a token the client already renewed, and `session.logout` or
 * `session.unauthorized` (a 401) clear the session and run `forget` then `leave`. A session
 * whose token expires without a renewal (`Session.expiresIn` after it arrived) ends the same
 * way, with the reason `inactivity`.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  initial: 'checking',
  context: {
    token: null,
    user: null,
    expiresIn: null,
    pending: null,
    error: null,
    errorMessage: null,
  },
  states: {
    checking: {
      initial: 'restoring',
      states: {
        restoring: {
          invoke: {
            src: 'restore',
            onDone: [
              {
                guard: { type: 'hasSession', params: ({ event }) => event.output },
                target: 'captcha',
                actions: [
                  { type: 'startSession', params: ({ event }) => restoredSession(event.output) },
                  { type: 'remember', params: ({ event }) => restoredSession(event.output) },
                ],
              },
              { target: 'captcha' },
            ],
            // A failed restore (e.g. an expired token) simply means nobody is logged in.
            onError: { target: 'captcha', actions: 'forget' },
          },
        },
        captcha: {
          always: [
            { guard: not('captchaEnabled'), target: 'ready' },
            { target: 'waitingForCaptcha' },
          ],
        },
        waitingForCaptcha: {
          // A script that never loads must not lock users out: login then fails as wrong credentials.
          invoke: { src: 'captchaReady', onDone: 'ready', onError: 'ready' },
        },
        ready: { type: 'final' },
      },
      onDone: [{ guard: 'hasToken', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        'session.login': [
          refuseWithoutCaptcha,
          {
            target: 'loggingIn',
            actions: { type: 'hold', params: ({ event }) => loginCredentials(event) },
          },
        ],
        'session.signup': [
          refuseWithoutCaptcha,
          {
            guard: { type: 'passwordsDiffer', params: ({ event }) => event },
            actions: { type: 'refuse', params: 'passwordsDontMatch' },
          },
          {
            target: 'signingUp',
            actions: { type: 'hold', params: ({ event }) => loginCredentials(event) },
          },
        ],
      },
    },
    signingUp: {
      invoke: {
        src: 'signup',
        input: ({ context }) => {
          const { username, password } = credentialsOf(context);
          return { username, password };
        },
        onDone: 'loggingIn',
        onError: {
          target: 'loggedOut',
          actions: { type: 'setError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    loggingIn: {
      invoke: {
        src: 'login',
        input: ({ context }) => credentialsOf(context),
        onDone: {
          target: 'loggedIn',
          actions: [
            'release',
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
      initial: 'active',
      // The token's expiry ends an inactive session: activity renews the token, which restarts
      // the timer; nothing else does (issue 29).
      entry: ['cancelExpiry', 'startExpiry'],
      exit: 'cancelExpiry',
      states: {
        active: { on: { 'session.renew': 'renewing' } },
        renewing: {
          invoke: {
            src: 'renew',
            onDone: {
              target: 'active',
              actions: [
                { type: 'startSession', params: ({ event }) => event.output },
                { type: 'remember', params: ({ event }) => event.output },
                'cancelExpiry',
                'startExpiry',
              ],
            },
            onError: [
              {
                guard: { type: 'unauthorized', params: ({ event }) => ({ cause: event.error }) },
                target: '#session.loggedOut',
                actions: endSession,
              },
              // Any other failure (no connection, a request cancelled as the page unloads, a
              // 5xx) keeps the current token, still valid until it expires, and tries again.
              { target: 'retrying' },
            ],
          },
        },
        retrying: {
          after: { renewRetry: 'renewing' },
          on: { 'session.renew': 'renewing' },
        },
      },
      on: {
        'session.renewed': {
          actions: [
            { type: 'startSession', params: ({ event: { type: _, ...session } }) => session },
            { type: 'remember', params: ({ event: { type: _, ...session } }) => session },
            'cancelExpiry',
            'startExpiry',
          ],
        },
        'session.expired': [
          { guard: 'expiryAhead', actions: ['stepExpiry', 'startExpiry'] },
          {
            target: 'loggedOut',
            actions: [
              'clearSession',
              'forget',
              { type: 'leave', params: { reason: 'inactivity', revoke: false } },
            ],
          },
        ],
        'session.logout': {
          target: 'loggedOut',
          actions: [
            'clearSession',
            'forget',
            {
              type: 'leave',
              params: ({ event }) => ({ reason: event.reason ?? null, revoke: true }),
            },
          ],
        },
        'session.unauthorized': {
          target: 'loggedOut',
          actions: endSession,
        },
      },
    },
  },
});
