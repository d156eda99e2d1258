import { describe, expect, it, vi } from 'vitest';
import { readAppConfig } from './app-config';
import { createLeave } from './leave';

function environment() {
  return {
    navigate: vi.fn<(to: string) => void>(),
    reload: vi.fn<() => void>(),
    assign: vi.fn<(url: string) => void>(),
    fetch: vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 200 }))),
  };
}

describe('createLeave', () => {
  it('revokes the token of a logout the user asked for and shows the login page', () => {
    const env = environment();
    createLeave(readAppConfig({ BaseURL: '/fb' }), env)({ reason: null, revoke: true }, 'tok');
    expect(env.navigate).toHaveBeenCalledWith('/login');
    const [url, init] = env.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/fb/api/logout');
    expect(new Headers(init?.headers).get('X-Auth')).toBe('tok');
  });

  it('leaves a forced logout (401) to the route guard and revokes nothing', () => {
    const env = environment();
    createLeave(readAppConfig({}), env)({ reason: null, revoke: false }, 'tok');
    expect(env.navigate).not.toHaveBeenCalled();
    expect(env.fetch).not.toHaveBeenCalled();
  });

  it('names the reason on the login page', () => {
    const env = environment();
    createLeave(readAppConfig({}), env)({ reason: 'inactivity', revoke: false }, null);
    expect(env.navigate).toHaveBeenCalledWith('/login?logout-reason=inactivity');
  });

  it('reloads without auth and opens a custom logout page in full', () => {
    const noAuth = environment();
    createLeave(readAppConfig({ NoAuth: true }), noAuth)({ reason: null, revoke: true }, null);
    expect(noAuth.reload).toHaveBeenCalledOnce();

    const custom = environment();
    const config = readAppConfig({ AuthMethod: 'proxy', LoginPage: false, LogoutPage: '/sso/out' });
    createLeave(config, custom)({ reason: null, revoke: true }, null);
    expect(custom.assign).toHaveBeenCalledWith('/sso/out');
  });
});
