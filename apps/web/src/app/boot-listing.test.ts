import { describe, expect, it, vi } from 'vitest';
import { adoptingFetch, firstRowsOf } from './boot-listing';

const URL_ = '/api/resources/big/?limit=200&offset=0';
const boot = (body = 'boot') => ({
  url: URL_,
  token: 'tok',
  response: Promise.resolve(new Response(body)),
});
const get = (token = 'tok', extra: RequestInit = {}): RequestInit => ({
  headers: { 'X-Auth': token },
  ...extra,
});

describe('adoptingFetch: the page’s early first-page request', () => {
  it('answers the first request for exactly that URL and token with the early response, once', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const fetch = adoptingFetch(boot(), network, () => 100);
    expect(await (await fetch(URL_, get())).text()).toBe('boot');
    expect(network).not.toHaveBeenCalled();
    // Asked for again (a refresh): a new request.
    expect(await (await fetch(URL_, get())).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends anything else to the network: another URL, another token, another method', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const fetch = adoptingFetch(boot(), network, () => 100);
    await fetch('/api/renew', get('tok', { method: 'POST' }));
    await fetch('/api/resources/other/?limit=200&offset=0', get());
    await fetch(URL_, get('someone-else'));
    await fetch(URL_, get('tok', { method: 'DELETE' }));
    expect(network).toHaveBeenCalledTimes(4);
    // Still there for the request it was made for.
    expect(await (await fetch(URL_, get())).text()).toBe('boot');
  });

  it('is not used late in the page’s life, nor when the page sent nothing', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    expect(await (await adoptingFetch(boot(), network, () => 60_000)(URL_, get())).text()).toBe(
      'network',
    );
    expect(await (await adoptingFetch(undefined, network)(URL_, get())).text()).toBe('network');
    expect(await (await adoptingFetch({ url: URL_ }, network)(URL_, get())).text()).toBe('network');
  });

  it('a cancelled request rejects as fetch would, while the early response is still on its way', async () => {
    const never = { ...boot(), response: new Promise<Response>(() => undefined) };
    const fetch = adoptingFetch(never, vi.fn(), () => 100);
    const controller = new AbortController();
    const request = fetch(URL_, get('tok', { signal: controller.signal }));
    controller.abort(new DOMException('left', 'AbortError'));
    await expect(request).rejects.toThrow('left');
  });

  it('a failed early request fails the request that takes it', async () => {
    const failed = { ...boot(), response: Promise.reject(new TypeError('Failed to fetch')) };
    const fetch = adoptingFetch(failed, vi.fn(), () => 100);
    await expect(fetch(URL_, get())).rejects.toThrow('Failed to fetch');
  });
});

describe('firstRowsOf: whether the splash shows the first page’s rows', () => {
  it('is what the page said, and no without a boot listing or without its answer', async () => {
    expect(await firstRowsOf({ ...boot(), rows: Promise.resolve(true) })).toBe(true);
    expect(await firstRowsOf({ ...boot(), rows: Promise.resolve(false) })).toBe(false);
    expect(await firstRowsOf(boot())).toBe(false);
    expect(await firstRowsOf(undefined)).toBe(false);
    expect(await firstRowsOf({ rows: Promise.resolve(true) })).toBe(false);
  });
});
