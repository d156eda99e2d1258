import { allPermissions, makeTokenUser } from '@file-browser/api-contract/testing';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type LoginCredentials, type Session } from './session.machine';

const alice = makeTokenUser({
  id: 2,
  username: 'alice',
  viewMode: 'list',
  perm: { ...allPermissions(true), admin: false, execute: false },
});

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

interface Fakes {
  stored?: Session | null;
  login?: (credentials: LoginCredentials) => Promise<Session>;
}

function startSession({ stored = null, login }: Fakes = {}) {
  const remember = vi.fn<(session: Session) => void>();
  const forget = vi.fn<() => void>();
  const loginCalls: LoginCredentials[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise(() => Promise.resolve(stored)),
        login: fromPromise(({ input }) => {
          loginCalls.push(input);
          return login
            ? login(input)
            : Promise.resolve({ token: `token-of-${input.username}`, user: alice });
        }),
      },
      actions: {
        remember: (_, session) => {
          remember(session);
        },
        forget: () => {
          forget();
        },
      },
    }),
  );
  actor.start();
  return { actor, remember, forget, loginCalls };
}

describe('sessionMachine', () => {
  it('starts logged out when nothing is stored', async () => {
    const { actor } = startSession();

    const snapshot = await waitFor(actor, (s) => !s.matches('checking'));

    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toEqual({ token: null, user: null, error: null });
  });

  it('restores a stored session', async () => {
    const { actor, remember } = startSession({ stored: { token: 'stored', user: alice } });

    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(snapshot.context.token).toBe('stored');
    expect(snapshot.context.user?.username).toBe('alice');
    expect(remember).toHaveBeenCalledWith({ token: 'stored', user: alice });
  });

  it('treats a failing restore as logged out and forgets the stored token', async () => {
    const forget = vi.fn<() => void>();
    const actor = createActor(
      sessionMachine.provide({
        actors: { restore: fromPromise(() => Promise.reject(new HttpError(401))) },
        actions: {
          forget: () => {
            forget();
          },
        },
      }),
    ).start();

    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(snapshot.context.error).toBeNull();
    expect(forget).toHaveBeenCalledOnce();
  });

  it('logs in with the typed credentials', async () => {
    const { actor, remember, loginCalls } = startSession();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.login', username: 'alice', password: 's3cret' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(loginCalls).toEqual([{ username: 'alice', password: 's3cret' }]);
    expect(snapshot.context).toEqual({ token: 'token-of-alice', user: alice, error: null });
    expect(remember).toHaveBeenCalledWith({ token: 'token-of-alice', user: alice });
  });

  it.each([
    [403, 'wrongCredentials'],
    [409, 'usernameTaken'],
    [0, 'network'],
    [500, 'other'],
  ] as const)('maps a login failure with status %i to %s', async (status, code) => {
    const { actor } = startSession({ login: () => Promise.reject(new HttpError(status)) });
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.login', username: 'alice', password: 'wrong' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(snapshot.context).toEqual({ token: null, user: null, error: code });
  });

  it('clears the previous error when the user tries again', async () => {
    let attempts = 0;
    const { actor } = startSession({
      login: () =>
        ++attempts === 1
          ? Promise.reject(new HttpError(403))
          : Promise.resolve({ token: 't', user: alice }),
    });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'session.login', username: 'alice', password: 'wrong' });
    await waitFor(actor, (s) => s.context.error === 'wrongCredentials');

    actor.send({ type: 'session.login', username: 'alice', password: 'right' });

    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('loggedIn'));
  });

  it('takes a renewed token while logged in', async () => {
    const { actor, remember } = startSession({ stored: { token: 'old', user: alice } });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    const renamed = { ...alice, username: 'alice2' };

    actor.send({ type: 'session.renewed', token: 'new', user: renamed });

    expect(actor.getSnapshot().context).toMatchObject({ token: 'new', user: renamed });
    expect(remember).toHaveBeenLastCalledWith({ token: 'new', user: renamed });
  });

  it('logs out: clears the session and the stored token', async () => {
    const { actor, forget } = startSession({ stored: { token: 'stored', user: alice } });
    await waitFor(actor, (s) => s.matches('loggedIn'));

    actor.send({ type: 'session.logout' });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toEqual({ token: null, user: null, error: null });
    expect(forget).toHaveBeenCalledOnce();
  });

  it('ignores a renewal when nobody is logged in', async () => {
    const { actor } = startSession();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.renewed', token: 'sneaky', user: alice });

    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('reports a login actor the app did not provide as an error', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: { restore: fromPromise<Session | null>(() => Promise.resolve(null)) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.login', username: 'a', password: 'b' });
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('loggedOut') && s.context.error !== null,
    );

    expect(snapshot.context.error).toBe('other');
  });
});
