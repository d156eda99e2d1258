import type { ApiClient } from '@file-browser/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './routes/app-routes';
import type { AppConfig } from './app-config';
import { AppServicesContext, type AppServices } from './app-context';
import { firstRowsOf } from './boot-listing';
import type { CaptchaSlot } from './login/captcha-slot';
import type { SessionActor } from './session-context';
import { SessionContext } from './session-context';
import { removeSplash } from './shell/splash';
import { useSessionView } from './use-session-view';

/** What the shell needs from start-up: config, API, session, captcha slot and translations. */
export interface AppProps {
  config: AppConfig;
  client: ApiClient;
  session: SessionActor;
  captcha: CaptchaSlot;
  i18n: I18n;
  /** The router over {@link appRoutes} (browser history in the app, memory in tests). */
  router: AppRouter;
  /** The query cache, when requests were started before the app rendered (a new one if not). */
  queries?: QueryClient;
}

/**
 * Takes the start-up splash away once the initial auth step has settled (or, when it shows a
 * folder's first rows, once the app's own rows are in).
 */
function SplashRemover() {
  const ready = useSessionView().status !== 'checking';
  useEffect(() => {
    if (ready) removeSplash(document, firstRowsOf(window.FileBrowserFirstPage));
  }, [ready]);
  return null;
}

/** The web app: providers around the router. */
export function App({ config, client, session, captcha, i18n, router, queries }: AppProps) {
  const [queryClient] = useState(() => queries ?? new QueryClient());
  const [services] = useState<AppServices>(() => ({ config, client, captcha }));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppServicesContext.Provider value={services}>
          <SessionContext.Provider value={session}>
            <SplashRemover />
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </AppServicesContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
