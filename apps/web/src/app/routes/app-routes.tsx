import { Spinner } from '@file-browser/ui-kit';
import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { LoginRoute } from '../login/login-route';
import { Layout } from '../shell/layout';
import type { CreateHandlers } from '../shell/app-sidebar';
import type { Access } from './access';
import { ErrorRoute, RouteError } from './error-route';
import { Guard } from './guard';
import { lazyScreen } from './lazy-screen';
import { ListingPrefetch } from './listing-prefetch';
import type { TranslationKey } from '@file-browser/i18n';

// The screens behind login, settings and shares load as separate chunks, so the first load
// (usually the login screen) stays within the bundle budget (docs/performance.md, P6).
/** The files screen; a page load at a `/files/…` URL preloads its chunk at boot. */
const filesScreen = lazyScreen(() => import('./files-route').then((m) => m.FilesRoute));
const FilesRoute = filesScreen.Screen;
export const preloadFilesRoute = filesScreen.preload;
const SettingsRoute = lazy(() =>
  import('./settings-route').then((m) => ({ default: m.SettingsRoute })),
);
const SettingsPage = lazy(() =>
  import('./settings-route').then((m) => ({ default: m.SettingsPage })),
);
const ShareRoute = lazy(() => import('./share-route').then((m) => ({ default: m.ShareRoute })));

/** A lazily loaded screen, with a spinner while its chunk arrives. */
function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** Any unknown path is a file path without its `/files` prefix (spec §2). */
function ToFiles() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`/files${pathname}${search}${hash}`} replace />;
}

function settingsPage(path: string, titleKey: TranslationKey, access: Access): RouteObject {
  return {
    path,
    element: (
      <Guard access={access}>
        <Deferred>
          <SettingsPage titleKey={titleKey} />
        </Deferred>
      </Guard>
    ),
  };
}

/**
 * The route table of spec §2: login; files, settings (by permission) and share inside the
 * layout; the error pages; `/settings` → `/settings/profile`; anything else → `/files/…`.
 */
export function appRoutes(create?: CreateHandlers): RouteObject[] {
  return [
    { path: '/login', element: <LoginRoute /> },
    {
      element: <Layout {...(create && { create })} />,
      children: [
        {
          path: '/files/*',
          // A screen that throws (its chunk did not load) shows the error page in the frame.
          errorElement: <RouteError />,
          element: (
            <Guard access="login">
              <ListingPrefetch />
              <Deferred>
                <FilesRoute />
              </Deferred>
            </Guard>
          ),
        },
        {
          path: '/share/*',
          errorElement: <RouteError />,
          element: (
            <Deferred>
              <ShareRoute />
            </Deferred>
          ),
        },
        {
          path: '/settings',
          errorElement: <RouteError />,
          element: (
            <Guard access="login">
              <Deferred>
                <SettingsRoute />
              </Deferred>
            </Guard>
          ),
          children: [
            { index: true, element: <Navigate to="/settings/profile" replace /> },
            settingsPage('profile', 'settings.profileSettings', 'login'),
            settingsPage('shares', 'settings.shareManagement', 'share'),
            settingsPage('global', 'settings.globalSettings', 'admin'),
            settingsPage('users', 'settings.users', 'admin'),
            settingsPage('users/:id', 'settings.user', 'admin'),
          ],
        },
        { path: '/403', element: <ErrorRoute status={403} /> },
        { path: '/404', element: <ErrorRoute status={404} /> },
        { path: '/500', element: <ErrorRoute status={500} /> },
      ],
    },
    { path: '/', element: <Navigate to="/files/" replace /> },
    { path: '*', element: <ToFiles /> },
  ];
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser router over {@link appRoutes}, under the server's base URL. */
export function createAppRouter(baseURL: string, create?: CreateHandlers): AppRouter {
  return createBrowserRouter(appRoutes(create), { basename: baseURL || '/' });
}
