// Test helpers: the whole app (routes, layout, session) on a memory router over a scripted
// API client. The web app may not import the Node server, so the journeys against the real
// server live in apps/web-e2e.
import { ApiError, type ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing, TokenUser } from '@file-browser/api-contract';
import { allPermissions, makeTokenUser } from '@file-browser/api-contract/testing';
import { createI18n } from '@file-browser/i18n';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { waitFor } from 'xstate';
import { App } from '../app/app';
import { readAppConfig } from '../app/app-config';
import { createSession } from '../app/create-session';
import { createLeave } from '../app/leave';
import { createCaptchaSlot } from '../app/login/captcha-slot';
import { appRoutes } from '../app/routes/app-routes';
import { browserTokenStore } from '../app/token-store';

/** A signed-looking token for `user`, valid for an hour (the client never checks signatures). */
export function tokenFor(user: TokenUser): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256' })}.${encode({ user, iss: 'File Browser', exp, iat: exp - 3600 })}.sig`;
}

export const admin = makeTokenUser({ id: 1, username: 'admin' });
export const alice = makeTokenUser({
  id: 2,
  username: 'alice',
  perm: { ...allPermissions(false), create: true, download: true },
});

const emptyFolder: Listing = {
  path: '/',
  name: '',
  size: 0,
  extension: '',
  modified: '2026-01-01T00:00:00Z',
  mode: 0,
  isDir: true,
  isSymlink: false,
  type: '',
  items: [],
  numDirs: 0,
  numFiles: 0,
  sorting: { by: 'name', asc: true },
};

/** The accounts the scripted server knows: username → password and user. */
export type Accounts = Record<string, { password: string; user: TokenUser }>;

/** A scripted API client: logins against `accounts`, signups, usage, `files` and empty folders. */
export function scriptedClient(accounts: Accounts, files: Record<string, FileInfo> = {}) {
  const calls: string[] = [];
  const client = {
    login: vi.fn(({ username, password }: { username: string; password: string }) => {
      calls.push(`login ${username}`);
      const account = accounts[username];
      if (account?.password !== password) return Promise.reject(new ApiError('403 Forbidden', 403));
      return Promise.resolve(tokenFor(account.user));
    }),
    signup: vi.fn(({ username, password }: { username: string; password: string }) => {
      calls.push(`signup ${username}`);
      if (username in accounts) return Promise.reject(new ApiError('409 Conflict', 409));
      accounts[username] = { password, user: makeTokenUser({ id: 9, username }) };
      return Promise.resolve();
    }),
    renew: vi.fn((): Promise<string> => Promise.reject(new ApiError('401 Unauthorized', 401))),
    logout: vi.fn(() => Promise.resolve()),
    // Every folder is empty; `files` are files, whatever slash ends their path.
    getResource: vi.fn((path: string) =>
      Promise.resolve(files[path.replace(/\/$/, '')] ?? emptyFolder),
    ),
    // A folder's first page: the whole of an empty folder. A file's info is no page.
    listPage: vi.fn((path: string) =>
      path.replace(/\/$/, '') in files
        ? Promise.reject(new ApiError('Invalid response at "items": Invalid input', 200))
        : Promise.resolve({ ...emptyFolder, offset: 0, limit: 200, total: 0 }),
    ),
    rawURL: vi.fn((path: string) => `/api/raw${path}`),
    previewURL: vi.fn((size: string, path: string) => `/api/preview/${size}${path}`),
    getUsage: vi.fn(() => Promise.resolve({ used: 1024, total: 4096 })),
    // Every share link opens a shared empty folder called "holiday" (its first page is all).
    getPublicShare: vi.fn(() => Promise.resolve({ ...emptyFolder, name: 'holiday' })),
    listSharePage: vi.fn(() =>
      Promise.resolve({ ...emptyFolder, name: 'holiday', offset: 0, limit: 200, total: 0 }),
    ),
    publicDownloadURL: vi.fn((hash: string, path: string) => `/api/public/dl/${hash}${path}`),
  };
  return { client: client as Partial<ApiClient> as ApiClient, fake: client, calls };
}

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  path: string;
  /** `window.FileBrowser` of the page. */
  startup?: Record<string, unknown>;
  accounts?: Accounts;
  /** Logged in from the start (a restored session). */
  user?: TokenUser;
  /** Files the server has, by scope path (everything else is an empty folder). */
  files?: Record<string, FileInfo>;
  /** A route table of the test's own instead of the app's. */
  routes?: RouteObject[];
}

/** Renders the app at `path` and waits until the initial auth step has settled. */
export async function renderApp(options: RenderAppOptions) {
  const { path, startup = {}, accounts = {}, user, files, routes = appRoutes() } = options;
  localStorage.clear();
  const config = readAppConfig(startup);
  const { client, fake, calls } = scriptedClient(accounts, files);
  if (user) fake.renew.mockImplementation(() => Promise.resolve(tokenFor(user)));
  const tokens = browserTokenStore(localStorage, document, '');
  if (user) tokens.save(tokenFor(user));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const captcha = createCaptchaSlot();
  const reload = vi.fn();
  const revoke = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 200 })));
  const session = createSession({
    client,
    tokens,
    loginPage: config.loginPage,
    ...(config.captcha && { waitForCaptcha: () => Promise.resolve() }),
    leave: createLeave(config, {
      // After the route guard has reacted to the logout (it would redirect with ?redirect=),
      // so the login page of a deliberate logout wins.
      navigate: (to) => {
        setTimeout(() => void router.navigate(to, { replace: true }), 0);
      },
      reload,
      assign: vi.fn(),
      fetch: revoke,
    }),
  });
  await waitFor(session, (snapshot) => !snapshot.matches('checking'));
  const i18n = await createI18n({ locale: 'en' });
  render(
    <App
      config={config}
      client={client}
      session={session}
      captcha={captcha}
      i18n={i18n}
      router={router}
    />,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, session, client: fake, calls, tokens, location, reload, revoke, screen };
}
