import { createApiClient } from '@file-browser/api-client';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import type { LeaveParams } from '@file-browser/state-machines';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createSession } from './create-session';
import type { SessionActor } from './session-context';
import type { TokenStore } from './token-store';

/**
 * A token the client can read (the server alone checks signatures), valid for `lifetime`
 * seconds from an issue time `skew` seconds off the client's clock.
 */
function tokenOf(username: string, lifetime = 7200, skew = 0): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000) + skew;
  const claims = { user: makeTokenUser({ username }), iss: 'File Browser', iat: now };
  return `${encode({ alg: 'HS256' })}.${encode({ ...claims, exp: now + lifetime })}.sig`;
}

/**
 * Opens the app with `stored` in the token store, wired as in the browser (browser-services.ts):
 * the api-client reads and writes the same store and reports a 401 to the session. Each
 * `POST /api/renew` gets the next of `renewals`.
 */
function openApp(stored: string, renewals: (() => Promise<Response>)[]) {
  let saved: string | null = stored;
  const tokens: TokenStore = {
    load: () => saved,
    save: (token) => {
      saved = token;
    },
    clear: () => {
      saved = null;
    },
  };
  const renewCalls: (string | null)[] = [];
  const fetch = (url: string, init?: RequestInit) => {
    if (!url.endsWith('/api/renew')) throw new Error(`unexpected ${url}`);
    renewCalls.push(new Headers(init?.headers).get('X-Auth'));
    const next = renewals.shift();
    if (!next) throw new Error('no renewal expected');
    return next();
  };
  const current: { session?: SessionActor } = {};
  const client = createApiClient({
    baseURL: '',
    fetch: fetch as typeof globalThis.fetch,
    storage: {
      get: () => tokens.load(),
      set: (token) => {
        if (token) tokens.save(token);
        else tokens.clear();
      },
    },
    onUnauthorized: () => {
      current.session?.send({ type: 'session.unauthorized' });
    },
  });
  const leave = vi.fn<(params: LeaveParams, token: string | null) => void>();
  const session = createSession({ client, tokens, loginPage: true, leave });
  current.session = session;
  return { session, tokens, leave, renewCalls };
}

describe('createSession: the start-up renewal of a stored token (issue 28)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the stored token when the renewal is cancelled or finds no network, and renews it later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stored = tokenOf('ana');
    const renewed = tokenOf('ana2');
    const app = openApp(stored, [
      // fetch's answers to a request cut off as the page unloads, and to no network at all.
      () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response(renewed)),
    ]);

    await waitFor(app.session, (s) => s.matches({ loggedIn: 'retrying' }));
    expect(app.tokens.load()).toBe(stored);
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(app.session, (s) => s.matches({ loggedIn: 'retrying' }));
    expect(app.renewCalls).toEqual([stored, stored]);
    expect(app.tokens.load()).toBe(stored);
    expect(app.session.getSnapshot().context.token).toBe(stored);

    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(app.session, (s) => s.matches({ loggedIn: 'active' }));
    expect(app.renewCalls).toEqual([stored, stored, stored]);
    expect(app.tokens.load()).toBe(renewed);
    expect(app.session.getSnapshot().context.user?.username).toBe('ana2');
    expect(app.leave).not.toHaveBeenCalled();
  });

  it('ends the session and clears the stored token when the renewal is answered 401', async () => {
    const stored = tokenOf('ana');
    const app = openApp(stored, [
      () => Promise.resolve(new Response('401 Unauthorized\n', { status: 401 })),
    ]);

    await waitFor(app.session, (s) => s.matches('loggedOut'));
    expect(app.tokens.load()).toBeNull();
    expect(app.leave).toHaveBeenCalledExactlyOnceWith({ reason: null, revoke: false }, stored);
  });
});

describe('createSession: logging out an inactive session (issue 29)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("clears the token and leaves for the login page with the reason inactivity when the token's life ends unrenewed", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The server's clock is an hour ahead: the two-minute tokens still last two minutes here.
    const first = tokenOf('ana', 120, 3600);
    const second = tokenOf('ana2', 120, 3600);
    const app = openApp(tokenOf('ana'), [
      () => Promise.resolve(new Response(first)),
      () => Promise.resolve(new Response(second)),
    ]);
    await waitFor(app.session, (s) => s.context.token === first);

    // Activity: a request answered with X-Renew-Token renews the token and starts again.
    await vi.advanceTimersByTimeAsync(100_000);
    app.session.send({ type: 'session.renew' });
    await waitFor(app.session, (s) => s.context.token === second);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(app.session.getSnapshot().matches('loggedIn')).toBe(true);
    expect(app.leave).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(app.session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(app.tokens.load()).toBeNull();
    expect(app.leave).toHaveBeenCalledExactlyOnceWith(
      { reason: 'inactivity', revoke: false },
      second,
    );
  });
});
