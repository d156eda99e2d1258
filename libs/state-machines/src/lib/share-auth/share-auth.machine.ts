import type { PublicShare } from '@file-browser/api-contract';
import { assign, fromPromise, setup } from 'xstate';
import { errorStatus, isCancelledError, toLoadError, type LoadError } from '../shared/load-error';

/** Where the share view is: the share's hash and the path inside it (`/` for its root). */
export interface ShareLocation {
  hash: string;
  path: string;
}

/** What the `fetchShare` actor gets: where to look and the password typed so far, if any. */
export interface ShareFetchInput extends ShareLocation {
  password?: string;
}

/** Context of {@link shareAuthMachine}. */
export interface ShareAuthContext extends ShareLocation {
  /** The password that opened the share (sent again on every later load); null when none. */
  password: string | null;
  /** The loaded share (listing or file info, with its download `token`). */
  share: PublicShare | null;
  /** True after a submitted password was refused: show `login.wrongCredentials`. */
  wrongPassword: boolean;
  error: LoadError | null;
}

/** Events {@link shareAuthMachine} accepts. */
export type ShareAuthEvent =
  | ({ type: 'share.open' } & ShareLocation)
  | { type: 'share.submitPassword'; password: string }
  | { type: 'share.reload' };

function provideMe(): never {
  throw new Error("shareAuthMachine: provide the 'fetchShare' actor with .provide()");
}

/**
 * The public share view (spec §4 "Share view", §8 "Share 401"): `loading`, then `loaded`,
 * `passwordNeeded` on a 401, or `error`. `share.submitPassword` goes to `submitting`; a 401
 * there returns to `passwordNeeded` with `wrongPassword` set (the message shows after a retry),
 * success goes to `loaded`. The password is kept and sent with later loads of the same share.
 * A 401 here never ends anyone's login session: this machine knows nothing about sessions, and
 * the app's `fetchShare` uses the api-client's public call, which never reports a 401 as logout.
 *
 * The app provides `fetchShare: fromPromise<PublicShare, ShareFetchInput>(({ input, signal }) =>
 * client.getPublicShare(input.hash, input.path, { password: input.password, signal }))`.
 * Input: the first {@link ShareLocation}.
 */
export const shareAuthMachine = setup({
  types: {
    context: {} as ShareAuthContext,
    events: {} as ShareAuthEvent,
    input: {} as ShareLocation,
  },
  actors: {
    fetchShare: fromPromise<PublicShare, ShareFetchInput>(() => provideMe()),
  },
  guards: {
    needsPassword: (_, params: { error: unknown }) => errorStatus(params.error) === 401,
    cancelled: (_, params: { error: unknown }) => isCancelledError(params.error),
    hasShare: ({ context }) => context.share !== null,
  },
  actions: {
    moveTo: assign(({ context }, location: ShareLocation) => ({
      ...location,
      // Another share needs its own password.
      password: location.hash === context.hash ? context.password : null,
      error: null,
    })),
    setShare: assign((_, share: PublicShare) => ({ share, error: null, wrongPassword: false })),
    setPassword: assign((_, password: string) => ({ password })),
    refusePassword: assign({ wrongPassword: true, password: null }),
    askPassword: assign({ share: null, password: null }),
    setError: assign((_, params: { error: unknown }) => ({
      error: toLoadError(params.error),
      share: null,
    })),
  },
}).createMachine({
  id: 'shareAuth',
  initial: 'loading',
  context: ({ input }) => ({
    hash: input.hash,
    path: input.path,
    password: null,
    share: null,
    wrongPassword: false,
    error: null,
  }),
  on: {
    'share.open': {
      target: '.loading',
      reenter: true,
      actions: { type: 'moveTo', params: ({ event: { hash, path } }) => ({ hash, path }) },
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchShare',
        input: ({ context: { hash, path, password } }) => ({
          hash,
          path,
          ...(password !== null && { password }),
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setShare', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'cancelled', params: ({ event }) => ({ error: event.error }) },
            target: 'settled',
          },
          {
            guard: { type: 'needsPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'passwordNeeded',
            actions: 'askPassword',
          },
          {
            target: 'error',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    passwordNeeded: {
      on: {
        'share.submitPassword': {
          target: 'submitting',
          actions: { type: 'setPassword', params: ({ event }) => event.password },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'fetchShare',
        input: ({ context: { hash, path, password } }) => ({
          hash,
          path,
          password: password ?? '',
        }),
        onDone: {
          target: 'loaded',
          actions: { type: 'setShare', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'needsPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'passwordNeeded',
            actions: 'refusePassword',
          },
          {
            target: 'error',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // Where a cancelled load returns to: the share shown before, else nothing yet.
    settled: {
      always: [{ guard: 'hasShare', target: 'loaded' }, { target: 'idle' }],
    },
    idle: { on: { 'share.reload': 'loading' } },
    loaded: { on: { 'share.reload': 'loading' } },
    error: { on: { 'share.reload': 'loading' } },
  },
});
