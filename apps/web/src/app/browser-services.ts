import { createApiClient, type ApiClient } from '@file-browser/api-client';
import { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from './app-config';
import { adoptingFetch } from './boot-listing';
import { createSession } from './create-session';
import { createLeave } from './leave';
import { createCaptchaSlot, type CaptchaSlot } from './login/captcha-slot';
import { loadRecaptcha } from './login/recaptcha';
import { createAppRouter, type AppRouter } from './routes/app-routes';
import type { CreateHandlers } from './shell/app-sidebar';
import type { SessionActor } from './session-context';
import { browserTokenStore, sessionFromToken, type TokenStore } from './token-store';

/** The app's I/O in a browser: tokens, API client, query cache, session, captcha slot, router. */
export interface BrowserServices {
  tokens: TokenStore;
  client: ApiClient;
  /** Made before the app renders, so a page load's first request can start at boot. */
  queries: QueryClient;
  session: SessionActor;
  captcha: CaptchaSlot;
  router: AppRouter;
}

function pageLeave(config: AppConfig, router: AppRouter) {
  return createLeave(config, {
    // After the route guard has reacted to the logout (it would redirect with ?redirect=),
    // so the login page of a deliberate logout wins.
    navigate: (to) => {
      setTimeout(() => void router.navigate(to, { replace: true }), 0);
    },
    reload: () => {
      window.location.reload();
    },
    assign: (url) => {
      window.location.assign(url);
    },
  });
}

/**
 * The sidebar's New folder / New file: open the files screen of the current folder (My files
 * from elsewhere) with that prompt, asked for through the navigation's state.
 */
function sidebarCreate(router: () => AppRouter): CreateHandlers {
  const open = (prompt: 'newDir' | 'newFile') => {
    const { pathname } = router().state.location;
    const folder = pathname.startsWith('/files/') ? pathname.replace(/[^/]*$/, '') : '/files/';
    void router().navigate(folder, { state: { prompt } });
  };
  return {
    newFolder: () => {
      open('newDir');
    },
    newFile: () => {
      open('newFile');
    },
  };
}

/**
 * Wires the browser's services (spec §4): the token in `localStorage.jwt` and the `auth`
 * cookie; a 401 on an authenticated call logs out; `X-Renew-Token` renewals reach the session.
 */
export function createBrowserServices(config: AppConfig): BrowserServices {
  const tokens = browserTokenStore(window.localStorage, document, config.baseURL);
  // The client reports to the session, which is created with the client: tied up below.
  const current: { session?: SessionActor } = {};
  const client = createApiClient({
    baseURL: config.baseURL,
    // The folder's first page may already be on its way: index.html asked for it.
    fetch: adoptingFetch(window.FileBrowserFirstPage, (input, init) => window.fetch(input, init)),
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
    onTokenRenewed: (token) => {
      const renewed = sessionFromToken(token, 'issued');
      if (renewed) current.session?.send({ type: 'session.renewed', ...renewed });
    },
  });
  const router: AppRouter = createAppRouter(
    config.baseURL,
    sidebarCreate(() => router),
  );
  const { captcha: captchaConfig } = config;
  const session = createSession({
    client,
    tokens,
    loginPage: config.loginPage,
    ...(captchaConfig && { waitForCaptcha: () => loadRecaptcha(document, captchaConfig.host) }),
    leave: pageLeave(config, router),
  });
  current.session = session;
  const queries = new QueryClient();
  return { tokens, client, queries, session, captcha: createCaptchaSlot(), router };
}
