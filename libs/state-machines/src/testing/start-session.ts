// The session machine started with in-memory fakes, for its tests (not exported).
import { allPermissions, makeTokenUser } from '@file-browser/api-contract/testing';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  sessionMachine,
  type LeaveParams,
  type LoginCredentials,
  type Session,
} from '../lib/session/session.machine';

/** A signed-in user who is no administrator and may not run commands. */
export const alice = makeTokenUser({
  id: 2,
  username: 'alice',
  viewMode: 'list',
  perm: { ...allPermissions(true), admin: false, execute: false },
});

/** An error shaped like the api-client's `ApiError`: a message and a numeric `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
  ) {
    super(message);
  }
}

/** What the fakes answer; each left out has a default (no stored session, logins succeed). */
export interface Fakes {
  stored?: Session | null;
  restore?: () => Promise<Session | null>;
  login?: (credentials: LoginCredentials) => Promise<Session>;
  signup?: (credentials: LoginCredentials) => Promise<undefined>;
  renew?: () => Promise<Session>;
  captcha?: { ready: Promise<undefined> };
  /** The `renewRetry` delay in ms (the machine's own, 30 s, by default). */
  renewRetryMs?: number;
}

/** Starts the session machine with in-memory fakes and records what the app would have done. */
export function startSession(fakes: Fakes = {}) {
  const remember = vi.fn<(session: Session) => void>();
  const forget = vi.fn<() => void>();
  const leave = vi.fn<(params: LeaveParams) => void>();
  const calls: string[] = [];
  const loginCalls: LoginCredentials[] = [];
  const signupCalls: LoginCredentials[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise(() =>
          (fakes.restore ?? (() => Promise.resolve(fakes.stored ?? null)))(),
        ),
        captchaReady: fromPromise(() => fakes.captcha?.ready ?? Promise.resolve()),
        login: fromPromise(({ input }) => {
          calls.push('login');
          loginCalls.push(input);
          return fakes.login
            ? fakes.login(input)
            : Promise.resolve({ token: `token-of-${input.username}`, user: alice });
        }),
        signup: fromPromise(({ input }) => {
          calls.push('signup');
          signupCalls.push(input);
          return fakes.signup ? fakes.signup(input) : Promise.resolve();
        }),
        renew: fromPromise(
          () => fakes.renew?.() ?? Promise.resolve({ token: 'renewed', user: alice }),
        ),
      },
      guards: { captchaEnabled: () => fakes.captcha !== undefined },
      ...(fakes.renewRetryMs !== undefined && { delays: { renewRetry: fakes.renewRetryMs } }),
      actions: {
        remember: (_, session) => {
          remember(session);
        },
        forget: () => {
          forget();
        },
        leave: (_, params) => {
          leave(params);
        },
      },
    }),
  );
  actor.start();
  return { actor, remember, forget, leave, calls, loginCalls, signupCalls };
}
