import type { ApiClient } from '@file-browser/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Navigate, RouterProvider, createBrowserRouter, useLocation } from 'react-router-dom';
import type { AppConfig } from './app-config';
import { FilesRoute } from './files-route';
import { LoginRoute } from './login-route';
import { RequireAuth } from './require-auth';
import type { SessionActor } from './session-context';
import { SessionContext } from './session-context';

/** What the shell needs from start-up: config, API, session and translations. */
export interface AppProps {
  config: AppConfig;
  client: ApiClient;
  session: SessionActor;
  i18n: I18n;
}

/** Any unknown path is a file path without its `/files` prefix (spec §2). */
function ToFiles() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/files${pathname}${search}`} replace />;
}

function createRouter({ config, client }: AppProps) {
  return createBrowserRouter(
    [
      { path: '/login', element: <LoginRoute config={config} /> },
      {
        path: '/files/*',
        element: (
          <RequireAuth>
            <FilesRoute client={client} config={config} />
          </RequireAuth>
        ),
      },
      { path: '/', element: <Navigate to="/files/" replace /> },
      { path: '*', element: <ToFiles /> },
    ],
    { basename: config.baseURL || '/' },
  );
}

/** The web app: providers around the router. */
export function App(props: AppProps) {
  const [router] = useState(() => createRouter(props));
  const [queryClient] = useState(() => new QueryClient());
  return (
    <I18nextProvider i18n={props.i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={props.session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
