import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { deferred } from '../../testing/api-fixtures';
import { alice, HttpError, startSession } from '../../testing/start-session';
import { sessionMachine, type Session } from './session.machine';

const loggedOut = {
  token: null,
  user: null,
  expiresIn: null,
  error: null,
  errorMessage: null,
  pending: null,
};

describe('sessionMachine: start-up', () => {
  it('starts logged out when nothing is stored', async () => {
    const { actor } = startSession();

    const snapshot = await waitFor(actor, (s) => !s.matches('checking'));

    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toEqual(loggedOut);
  });

  it('restores a stored session', async () => {
    const { actor, remember } = startSession({ stored: { token: 'stored', user: alice } });

    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(snapshot.context.token).toBe('stored');
    expect(snapshot.context.user?.username).toBe('alice');
    expect(remember).toHaveBeenCalledWith({ token: 'stored', user: alice });
  });

  it('treats a failing restore as logged out and forgets the stored token', async () => {
    const { actor, forget } = startSession({ restore: () => Promise.reject(new HttpError(401)) });

    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(snapshot.context.error).toBeNull();
    expect(forget).toHaveBeenCalledOnce();
  });

  it('waits for the captcha script before settling when captcha is enabled', async () => {
    const script = deferred<undefined>();
    const { actor } = startSession({
      stored: { token: 't', user: alice },
      captcha: { ready: script.promise },
    });
    await waitFor(actor, (s) => s.matches({ checking: 'waitingForCaptcha' }));

    script.resolve(undefined);

    await waitFor(actor, (s) => s.matches('loggedIn'));
  });

  it('settles anyway when the captcha script fails to load', async () => {
    const { actor } = startSession({ captcha: { ready: Promise.reject(new Error('blocked')) } });

    await waitFor(actor, (s) => s.matches('loggedOut'));
  });
});

describe('sessionMachine: login and signup', () => {
  it('logs in with the typed credentials', async () => {
    const { actor, remember, loginCalls } = startSession();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.login', username: 'alice', password: 's3cret' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(loginCalls).toEqual([{ username: 'alice', password: 's3cret' }]);
    expect(snapshot.context).toEqual({ ...loggedOut, token: 'token-of-alice', user: alice });
    expect(remember).toHaveBeenCalledWith({ token: 'token-of-alice', user: alice });
  });

  it.each([
    [403, 'wrongCredentials'],
    [409, 'usernameTaken'],
    [429, 'tooManyAttempts'],
    [0, 'network'],
    [500, 'other'],
  ] as const)('maps a login failure with status %i to %s', async (status, code) => {
    const { actor } = startSession({ login: () => Promise.reject(new HttpError(status)) });
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.login', username: 'alice', password: 'wrong' });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);

    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toEqual({ ...loggedOut, error: code, errorMessage: `HTTP ${status}` });
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

  it('refuses a login without a captcha response when captcha is enabled', async () => {
    const { actor, calls } = startSession({ captcha: { ready: Promise.resolve(undefined) } });
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.login', username: 'alice', password: 'pw', recaptcha: '' });

    expect(actor.getSnapshot().context.error).toBe('wrongCredentials');
    expect(calls).toEqual([]);
    actor.send({ type: 'session.login', username: 'alice', password: 'pw', recaptcha: 'ok' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
  });

  it('signs up, then logs in with the same credentials', async () => {
    const { actor, calls, signupCalls, loginCalls } = startSession();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.signup', username: 'bob', password: 'pw', passwordConfirm: 'pw' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedIn'));

    expect(calls).toEqual(['signup', 'login']);
    expect(signupCalls).toEqual([{ username: 'bob', password: 'pw' }]);
    expect(loginCalls).toEqual([{ username: 'bob', password: 'pw' }]);
    expect(snapshot.context).toMatchObject({ token: 'token-of-bob', pending: null });
  });

  it('refuses a signup whose confirmation differs, without calling the server', async () => {
    const { actor, calls } = startSession();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.signup', username: 'bob', password: 'a', passwordConfirm: 'b' });

    expect(actor.getSnapshot().context.error).toBe('passwordsDontMatch');
    expect(calls).toEqual([]);
  });

  it.each([
    [409, 'username taken', 'usernameTaken'],
    [400, '400 Bad Request (password is too short, minimum length is 12)', 'passwordTooShort'],
    [400, '400 Bad Request (invalid username)', 'badRequest'],
  ] as const)(
    'stops a signup refused with %i (%s) before logging in',
    async (status, text, code) => {
      const { actor, calls } = startSession({
        signup: () => Promise.reject(new HttpError(status, text)),
      });
      await waitFor(actor, (s) => s.matches('loggedOut'));

      actor.send({
        type: 'session.signup',
        username: 'bob',
        password: 'pw',
        passwordConfirm: 'pw',
      });
      const snapshot = await waitFor(actor, (s) => s.context.error !== null);

      expect(snapshot.value).toBe('loggedOut');
      expect(snapshot.context).toMatchObject({ error: code, errorMessage: text, pending: null });
      expect(calls).toEqual(['signup']);
    },
  );

  it('reports a login actor the app did not provide as an error', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: { restore: fromPromise<Session | null>(() => Promise.resolve(null)) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.login', username: 'a', password: 'b' });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);

    expect(snapshot.context.error).toBe('other');
  });
});
