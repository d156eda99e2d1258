import type { ApiClient } from '@file-browser/api-client';
import { sessionMachine } from '@file-browser/state-machines';
import type { LeaveParams, LoginCredentials, Session } from '@file-browser/state-machines';
import { createActor, fromPromise } from 'xstate';
import type { SessionActor } from './session-context';
import type { TokenStore } from './token-store';
import { sessionFromToken } from './token-store';

/** The session of a token the server has just issued (login, renewal). */
function sessionOrThrow(token: string): Session {
  const session = sessionFromToken(token, 'issued');
  if (!session) throw new Error('The server answered with a token this client cannot read.');
  return session;
}

/** How the session reaches the outside world. */
export interface SessionIO {
  client: ApiClient;
  tokens: TokenStore;
  /**
   * Whether the auth method has a login form. Without one (proxy, noauth) the initial step logs
   * in with empty credentials and the server decides who the visitor is.
   */
  loginPage: boolean;
  /** Resolves when the reCAPTCHA script is ready; given only when the captcha is enabled. */
  waitForCaptcha?: () => Promise<unknown>;
  /**
   * After a logout, with the token that was just forgotten: revoke it on the server when the
   * user asked to log out, then reload or navigate.
   */
  leave: (params: LeaveParams, token: string | null) => void;
}

/**
 * Starts the session actor with the app's I/O (frontend-behaviour §3.3): the initial auth step
 * restores an unexpired stored token and renews it in the background (a revoked one logs out
 * on its first 401) or, without a login page, asks the server who the visitor is, and waits
 * for the captcha script when enabled; logins, signups and renewals go through the API; tokens
 * are kept in `tokens` (local storage and cookie). Each session carries its token's remaining
 * life, so the session machine logs out for inactivity when no renewal comes before it ends.
 */
export function createSession(io: SessionIO): SessionActor {
  const { client, tokens, waitForCaptcha } = io;
  let forgotten: string | null = null;
  let renewRestored = false;
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise<Session | null>(async () => {
        if (!io.loginPage)
          return sessionOrThrow(await client.login({ username: '', password: '' }));
        const stored = tokens.load();
        const session = stored ? sessionFromToken(stored) : null;
        // An unexpired stored token opens the app at once; it is renewed once logged in (below)
        // rather than before, so the page's first requests go out with it meanwhile instead of
        // waiting for the renewal. A revoked one fails those requests with a 401, which ends
        // the session as the failed renewal does.
        renewRestored = session !== null;
        return session;
      }),
      captchaReady: fromPromise(async () => {
        await waitForCaptcha?.();
      }),
      login: fromPromise<Session, LoginCredentials>(async ({ input }) =>
        sessionOrThrow(await client.login(input)),
      ),
      signup: fromPromise(({ input }: { input: LoginCredentials }) => client.signup(input)),
      renew: fromPromise<Session>(async () => sessionOrThrow(await client.renew())),
    },
    guards: {
      captchaEnabled: () => waitForCaptcha !== undefined,
    },
    actions: {
      remember: (_, session: Session) => {
        tokens.save(session.token);
      },
      forget: () => {
        forgotten = tokens.load();
        tokens.clear();
      },
      leave: (_, params: LeaveParams) => {
        io.leave(params, forgotten);
        forgotten = null;
      },
    },
  });
  const actor = createActor(machine);
  const started = actor.subscribe((snapshot) => {
    if (snapshot.matches('checking')) return;
    started.unsubscribe();
    if (renewRestored && snapshot.matches('loggedIn')) actor.send({ type: 'session.renew' });
  });
  return actor.start();
}
