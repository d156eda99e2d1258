import { createApiClient } from '@file-browser/api-client';
import type { LeaveParams } from '@file-browser/state-machines';
import type { AppConfig } from './app-config';

/** What {@link createLeave} may do to the page. */
export interface LeaveEnvironment {
  /** Client-side navigation inside the app (the router's `navigate`). */
  navigate: (to: string) => void;
  reload: () => void;
  /** A full-page visit elsewhere (a custom logout page). */
  assign: (url: string) => void;
  fetch?: typeof globalThis.fetch;
}

/**
 * What happens after a logout (frontend-behaviour §3.3): a logout the user asked for also ends
 * the token on the server; then a no-auth install reloads, a custom logout page is opened in
 * full, and otherwise the login page is shown (with the reason, e.g. inactivity). A forced
 * logout (401) leaves navigation to the route guard, which keeps the path in `?redirect`.
 */
export function createLeave(config: AppConfig, env: LeaveEnvironment) {
  return (params: LeaveParams, token: string | null): void => {
    if (params.revoke && token) {
      const once = createApiClient({
        baseURL: config.baseURL,
        token,
        ...(env.fetch && { fetch: env.fetch }),
      });
      void once.logout().catch(() => undefined);
    }
    if (config.noAuth) env.reload();
    else if (config.logoutPage !== '/login') env.assign(config.logoutPage);
    else if (params.reason)
      env.navigate(`/login?logout-reason=${encodeURIComponent(params.reason)}`);
    else if (params.revoke) env.navigate('/login');
  };
}
