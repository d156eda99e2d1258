import type { ApiClient } from '@file-browser/api-client';
import { sessionMachine } from '@file-browser/state-machines';
import type { LoginCredentials, Session } from '@file-browser/state-machines';
import { createActor, fromPromise } from 'xstate';
import type { SessionActor } from './session-context';
import type { TokenStore } from './token-store';
import { sessionFromToken } from './token-store';

function sessionOrThrow(token: string): Session {
  const session = sessionFromToken(token);
  if (!session) throw new Error('The server answered with a token this client cannot read.');
  return session;
}

/**
 * Starts the session actor with the app's I/O: a stored token is renewed on start-up (so an
 * expired or revoked one logs out), logins go through the API, and tokens are kept in `tokens`.
 */
export function createSession(client: ApiClient, tokens: TokenStore): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise<Session | null>(async () => {
        const stored = tokens.load();
        if (!stored || !sessionFromToken(stored)) return null;
        return sessionOrThrow(await client.renew());
      }),
      login: fromPromise<Session, LoginCredentials>(async ({ input }) =>
        sessionOrThrow(await client.login(input)),
      ),
    },
    actions: {
      remember: (_, session: Session) => {
        tokens.save(session.token);
      },
      forget: () => {
        tokens.clear();
      },
    },
  });
  return createActor(machine).start();
}
