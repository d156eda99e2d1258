import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, isCancelled } from './api-error';

const listing = {
  items: [],
  numDirs: 0,
  numFiles: 0,
  sorting: { by: 'name', asc: false },
  path: '/a b/',
  name: 'a b',
  size: 4096,
  extension: '',
  modified: '2025-01-02T03:04:05Z',
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

describe('createApiClient', () => {
  it('logs in with a JSON body and returns the token text', async () => {
    const { fetch, calls } = fakeFetch(() => new Response('a.b.c'));
    const client = createApiClient({ baseURL: '/fb/', getToken: () => null, fetch });
    await expect(client.login({ username: 'ana', password: 'pw' })).resolves.toBe('a.b.c');
    expect(calls[0]?.url).toBe('/fb/api/login');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      recaptcha: '',
      username: 'ana',
      password: 'pw',
    });
  });

  it('sends X-Auth, encodes the path and validates the listing', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json(listing));
    const client = createApiClient({ baseURL: '', getToken: () => 'x.y.z', fetch });
    const resource = await client.getResource('/a b/');
    expect(resource.name).toBe('a b');
    expect(calls[0]?.url).toBe('/api/resources/a%20b/');
    expect(new Headers(calls[0]?.init.headers).get('X-Auth')).toBe('x.y.z');
  });

  it('reports the server text, ends the session on 401 and asks for renewal', async () => {
    const onUnauthorized = vi.fn();
    const onRenewRequested = vi.fn();
    const { fetch } = fakeFetch((url) =>
      url.endsWith('/gone/')
        ? new Response('401 Unauthorized\n', { status: 401 })
        : Response.json(listing, { headers: { 'X-Renew-Token': 'true' } }),
    );
    const client = createApiClient({
      baseURL: '',
      getToken: () => 't',
      fetch,
      onUnauthorized,
      onRenewRequested,
    });
    await client.getResource('/');
    expect(onRenewRequested).toHaveBeenCalledOnce();
    await expect(client.getResource('/gone/')).rejects.toMatchObject({
      status: 401,
      message: '401 Unauthorized',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not end the session when a login is refused', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() => new Response('', { status: 403, statusText: 'Forbidden' }));
    const client = createApiClient({ baseURL: '', getToken: () => null, fetch, onUnauthorized });
    await expect(client.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 403,
      message: '403 Forbidden',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('tells a network failure from a cancelled request', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    const client = createApiClient({
      baseURL: '',
      getToken: () => 't',
      fetch: failing,
    });
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
});
