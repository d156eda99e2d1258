import { describe, expect, it, vi } from 'vitest';
import { createApiClient, createClient } from './api-client';
import { ApiError, isCancelled } from './api-error';
import { memoryStorage } from './options';

const listing = {
  items: [],
  numDirs: 0,
  numFiles: 0,
  sorting: { by: 'name', asc: false },
  path: '/a b/',
  name: 'a b',
  size: 4096,
  extension: '',
  modified: '2025-01-02T03:04:05.123456789+02:00',
  mode: 2147484141,
  isDir: true,
  isSymlink: false,
  type: '',
};

function fakeFetch(respond: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({ url, init: init ?? {} });
    return Promise.resolve(respond(url, init ?? {}));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('createClient (unit, against a fake fetch)', () => {
  it('logs in with a JSON body, stores the token text and sends it as X-Auth', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url.endsWith('/api/login') ? new Response('a.b.c\n') : Response.json(listing),
    );
    const client = createApiClient({ baseURL: '/fb/', fetch });
    await expect(client.login({ username: 'ana', password: 'pw' })).resolves.toBe('a.b.c');
    expect(calls[0]?.url).toBe('/fb/api/login');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      username: 'ana',
      password: 'pw',
      recaptcha: '',
    });
    const resource = await client.getResource('/a b/');
    expect(resource.name).toBe('a b');
    expect(calls[1]?.url).toBe('/fb/api/resources/a%20b/');
    expect(new Headers(calls[1]?.init.headers).get('X-Auth')).toBe('a.b.c');
  });

  it('treats upstream 202 on reads as "download not allowed"', async () => {
    const { fetch } = fakeFetch(() => new Response('202 Accepted\n', { status: 202 }));
    const client = createClient({ baseURL: '', token: 't', fetch });
    await expect(client.getChecksum('/a', 'md5')).rejects.toMatchObject({
      status: 202,
      message: '202 Accepted',
    });
  });

  it('does not end the session when a login or a public share answers 401/403', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch((url) =>
      url.includes('/public/')
        ? new Response('401 Unauthorized\n', { status: 401 })
        : new Response('', { status: 403, statusText: 'Forbidden' }),
    );
    const client = createClient({ baseURL: '', fetch, onUnauthorized });
    await expect(client.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 403,
      message: '403 Forbidden',
    });
    await expect(
      client.getPublicShare('abcdefgh', '/', { password: 'p w+' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells a network failure from a cancelled request', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    const client = createClient({ baseURL: '', token: 't', fetch: failing });
    const network = await client.getResource('/').catch((error: unknown) => error);
    expect(network).toBeInstanceOf(ApiError);
    expect(network).toMatchObject({ status: 0, message: '000 No connection' });
    expect(isCancelled(network)).toBe(false);

    const controller = new AbortController();
    controller.abort();
    const cancelled = await client
      .getResource('/', { signal: controller.signal })
      .catch((error: unknown) => error);
    expect(isCancelled(cancelled)).toBe(true);
  });

  it('rejects answers that break the contract', async () => {
    const { fetch } = fakeFetch(() => Response.json({ ...listing, type: 'spreadsheet' }));
    const client = createClient({ baseURL: '', token: 't', fetch });
    await expect(client.getResource('/')).rejects.toThrow(/Invalid response/);
  });

  it('sends a call made during a renewal with the renewed token (issue 27)', async () => {
    let answerRenewal: (response: Response) => void = () => undefined;
    const renewal = new Promise<Response>((resolve) => (answerRenewal = resolve));
    const calls: { url: string; token: string | null }[] = [];
    const fetch = (url: string, init?: RequestInit) => {
      calls.push({ url, token: new Headers(init?.headers).get('X-Auth') });
      if (url.endsWith('/api/renew')) return renewal;
      if (url.includes('/api/users/')) {
        return Promise.resolve(new Response('200 OK\n', { headers: { 'X-Renew-Token': 'true' } }));
      }
      return Promise.resolve(Response.json(listing));
    };
    const client = createClient({
      baseURL: '',
      token: 'old',
      fetch: fetch as typeof globalThis.fetch,
    });
    const change = client.updateUser(1, { password: 'a new password' }, ['password']);
    await vi.waitFor(() => {
      expect(calls.map((call) => call.url)).toEqual(['/api/users/1', '/api/renew']);
    });
    const listed = client.getResource('/');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(2);
    answerRenewal(new Response('new.token.x'));
    await Promise.all([change, listed]);
    expect(calls).toEqual([
      { url: '/api/users/1', token: 'old' },
      { url: '/api/renew', token: 'old' },
      { url: '/api/resources/', token: 'new.token.x' },
    ]);
  });

  it('ends the session on a 401 only for the token still in use (issue 27)', async () => {
    let answerOld: (response: Response) => void = () => undefined;
    const oldAnswer = new Promise<Response>((resolve) => (answerOld = resolve));
    const unauthorized = () => new Response('401 Unauthorized\n', { status: 401 });
    const fetch = (url: string, init?: RequestInit) => {
      const token = new Headers(init?.headers).get('X-Auth');
      if (url.endsWith('/api/renew')) return Promise.resolve(new Response('new.token.x'));
      if (url.includes('/api/users/')) {
        return Promise.resolve(new Response('200 OK\n', { headers: { 'X-Renew-Token': 'true' } }));
      }
      if (url.endsWith('/a')) return token === 'old' ? oldAnswer : Promise.resolve(unauthorized());
      return Promise.resolve(Response.json(listing));
    };
    const onUnauthorized = vi.fn();
    const client = createClient({
      baseURL: '',
      token: 'old',
      fetch: fetch as typeof globalThis.fetch,
      onUnauthorized,
    });
    const inFlight = client.getResource('/a').catch((error: unknown) => error);
    await client.updateUser(1, { password: 'a new password' }, ['password']);
    answerOld(unauthorized());
    expect(await inFlight).toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(client.getResource('/a')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the token in the storage it is given', async () => {
    const storage = memoryStorage('old');
    const { fetch } = fakeFetch(() => new Response('new.token.x'));
    const client = createClient({ baseURL: 'http://h', storage, token: 'ignored', fetch });
    expect(client.storage.get()).toBe('old');
    await client.renew();
    expect(storage.get()).toBe('new.token.x');
  });
});
