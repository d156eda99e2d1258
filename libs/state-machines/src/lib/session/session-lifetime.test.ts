import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { deferred } from '../../testing/api-fixtures';
import { alice, HttpError, startSession, type Fakes } from '../../testing/start-session';
import type { Session } from './session.machine';
import { LONGEST_TIMER } from './session.setup';

async function loggedIn(fakes: Fakes = {}) {
  const started = startSession({ stored: { token: 'old', user: alice }, ...fakes });
  await waitFor(started.actor, (s) => s.matches('loggedIn'));
  return started;
}

describe('sessionMachine: renewal', () => {
  it('takes a token the client already renewed', async () => {
    const { actor, remember } = await loggedIn();
    const renamed = { ...alice, username: 'alice2' };

    actor.send({ type: 'session.renewed', token: 'new', user: renamed });

    expect(actor.getSnapshot().context).toMatchObject({ token: 'new', user: renamed });
    expect(remember).toHaveBeenLastCalledWith({ token: 'new', user: renamed });
  });

  it('renews the token when the server asks for it (X-Renew-Token)', async () => {
    const { actor, remember } = await loggedIn();

    actor.send({ type: 'session.renew' });
    expect(actor.getSnapshot().matches({ loggedIn: 'renewing' })).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }));

    expect(snapshot.context.token).toBe('renewed');
    expect(remember).toHaveBeenLastCalledWith({ token: 'renewed', user: alice });
  });

  it('keeps the current token when a renewal fails for another reason than 401', async () => {
    const { actor, forget, leave } = await loggedIn({
      renew: () => Promise.reject(new HttpError(0)),
    });

    actor.send({ type: 'session.renew' });
    const snapshot = await waitFor(actor, (s) => s.matches({ loggedIn: 'retrying' }));

    expect(snapshot.context.token).toBe('old');
    expect(forget).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('keeps the token through a cancelled or failed-network renewal and tries again (issue 28)', async () => {
    // What fetch rejects with when the page unloads mid-request, and when the network is down.
    const failures: Error[] = [
      new DOMException('The user aborted a request.', 'AbortError'),
      new TypeError('Failed to fetch'),
    ];
    let attempts = 0;
    const { actor, remember, forget, leave } = await loggedIn({
      renewRetryMs: 5,
      renew: () => {
        const failure = failures[attempts++];
        return failure
          ? Promise.reject(failure)
          : Promise.resolve({ token: 'renewed', user: alice });
      },
    });

    actor.send({ type: 'session.renew' });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'retrying' }));
    expect(actor.getSnapshot().context.token).toBe('old');
    const snapshot = await waitFor(actor, (s) => s.context.token === 'renewed');

    expect(attempts).toBe(3);
    expect(snapshot.matches({ loggedIn: 'active' })).toBe(true);
    expect(remember).toHaveBeenLastCalledWith({ token: 'renewed', user: alice });
    expect(forget).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('tries a failed renewal again at once when the server asks again', async () => {
    let attempts = 0;
    const { actor } = await loggedIn({
      renew: () =>
        attempts++ === 0
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve({ token: 'renewed', user: alice }),
    });

    actor.send({ type: 'session.renew' });
    await waitFor(actor, (s) => s.matches({ loggedIn: 'retrying' }));
    actor.send({ type: 'session.renew' });

    expect((await waitFor(actor, (s) => s.matches({ loggedIn: 'active' }))).context.token).toBe(
      'renewed',
    );
  });

  it('logs out when the renewal is answered 401', async () => {
    const { actor, forget, leave } = await loggedIn({
      renew: () => Promise.reject(new HttpError(401)),
    });

    actor.send({ type: 'session.renew' });
    const snapshot = await waitFor(actor, (s) => s.matches('loggedOut'));

    expect(snapshot.context.token).toBeNull();
    expect(forget).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledWith({ reason: null, revoke: false });
  });

  it('ignores a renewal when nobody is logged in', async () => {
    const { actor } = startSession();
    await waitFor(actor, (s) => s.matches('loggedOut'));

    actor.send({ type: 'session.renewed', token: 'sneaky', user: alice });
    actor.send({ type: 'session.renew' });

    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
  });
});

describe('sessionMachine: logout', () => {
  it('logs out: clears the user, the token and the stored token, then leaves', async () => {
    const { actor, forget, leave } = await loggedIn();

    actor.send({ type: 'session.logout' });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loggedOut');
    expect(snapshot.context).toMatchObject({ token: null, user: null });
    expect(forget).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledWith({ reason: null, revoke: true });
  });

  it('passes a logout reason on to the login page', async () => {
    const { actor, leave } = await loggedIn();

    actor.send({ type: 'session.logout', reason: 'inactivity' });

    expect(leave).toHaveBeenCalledWith({ reason: 'inactivity', revoke: true });
  });

  it('forces a logout when an authenticated call is answered 401', async () => {
    const { actor, forget, leave } = await loggedIn();

    actor.send({ type: 'session.unauthorized' });

    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(forget).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledWith({ reason: null, revoke: false });
  });

  it('ignores a stray 401 while a login is in flight', async () => {
    const answer = deferred<Session>();
    const { actor, leave } = startSession({
      login: () => answer.promise,
    });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'session.login', username: 'alice', password: 'pw' });

    actor.send({ type: 'session.unauthorized' });
    answer.resolve({ token: 't', user: alice });

    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('sessionMachine: inactivity (issue 29)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Logged in with a stored token that has `expiresIn` ms left, on fake timers. */
  async function withLifetime(expiresIn: number, fakes: Fakes = {}) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const started = startSession({ stored: { token: 'old', user: alice, expiresIn }, ...fakes });
    await vi.advanceTimersByTimeAsync(0);
    expect(started.actor.getSnapshot().matches('loggedIn')).toBe(true);
    return started;
  }

  it('ends the session with the reason inactivity when the token expires unrenewed', async () => {
    const { actor, forget, leave } = await withLifetime(60_000);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);

    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(forget).toHaveBeenCalledOnce();
    expect(leave).toHaveBeenCalledWith({ reason: 'inactivity', revoke: false });
  });

  it('each renewal (activity) starts the wait again from the new token', async () => {
    const { actor, leave } = await withLifetime(60_000, {
      renew: () => Promise.resolve({ token: 'renewed', user: alice, expiresIn: 60_000 }),
    });

    await vi.advanceTimersByTimeAsync(30_000);
    actor.send({ type: 'session.renewed', token: 'by-client', user: alice, expiresIn: 60_000 });
    await vi.advanceTimersByTimeAsync(50_000);
    actor.send({ type: 'session.renew' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(leave).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(leave).toHaveBeenCalledWith({ reason: 'inactivity', revoke: false });
  });

  it('waits out a lifetime longer than one browser timer can hold (30 days)', async () => {
    const thirtyDays = 30 * 24 * 3600 * 1000;
    const { actor } = await withLifetime(thirtyDays);

    await vi.advanceTimersByTimeAsync(LONGEST_TIMER + 1);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(thirtyDays - LONGEST_TIMER - 2);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it("a logout stops the timer, so it never ends the next user's session", async () => {
    const { actor, leave } = await withLifetime(60_000);
    actor.send({ type: 'session.logout' });
    actor.send({ type: 'session.login', username: 'bob', password: 'pw' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});
