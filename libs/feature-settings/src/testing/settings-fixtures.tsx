import { ApiError } from '@file-browser/api-client';
import type { ApiClient } from '@file-browser/api-client';
import type { Settings, Share, TokenUser, User, UserData } from '@file-browser/api-contract';
import { allPermissions, makeTokenUser } from '@file-browser/api-contract/testing';
import { createI18n, setDayjsLocale } from '@file-browser/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { SettingsServices } from '../lib/shared/settings-services';

/** A stored user as `/api/users` returns it. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 2,
    username: 'alice',
    password: '',
    scope: '/users/alice',
    locale: 'en',
    lockPassword: false,
    viewMode: 'list',
    singleClick: false,
    redirectAfterCopyMove: true,
    perm: { ...allPermissions(true), admin: false },
    commands: [],
    sorting: { by: 'name', asc: false },
    rules: [],
    hideDotfiles: false,
    dateFormat: false,
    aceEditorTheme: '',
    ...overrides,
  };
}

/** Settings as a fresh server returns them (api-contract §6.1). */
export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    signup: false,
    hideLoginButton: true,
    createUserDir: false,
    minimumPasswordLength: 12,
    userHomeBasePath: '/users',
    defaults: {
      scope: '.',
      locale: 'en',
      viewMode: 'mosaic',
      singleClick: false,
      redirectAfterCopyMove: true,
      sorting: { by: '', asc: false },
      perm: { ...allPermissions(true), admin: false, execute: false },
      commands: [],
      hideDotfiles: false,
      dateFormat: false,
      aceEditorTheme: '',
    },
    authMethod: 'json',
    rules: [],
    branding: {
      name: '',
      disableExternal: false,
      disableUsedPercentage: false,
      files: '',
      theme: '',
      color: '',
    },
    tus: { chunkSize: 10485760, retryCount: 5 },
    shell: [],
    commands: {},
    ...overrides,
  };
}

/** What the fake server holds; tests seed it and read it back. */
export interface FakeState {
  users: User[];
  shares: Share[];
  settings: Settings;
  /** A status to fail the next user deletion with. */
  deleteFailure?: number;
}

/**
 * An in-memory stand-in for the users, shares and settings calls (the real server's behaviour
 * is covered by libs/server and apps/web-e2e/src/settings.spec.ts); records each call.
 */
export function fakeClient(state: FakeState) {
  const calls: { name: string; args: unknown[] }[] = [];
  const record = (name: string, ...args: unknown[]) => {
    calls.push({ name, args });
  };
  const client = {
    listUsers: () => Promise.resolve(state.users),
    getUser: (id: number) => {
      const user = state.users.find((item) => item.id === id);
      return user ? Promise.resolve(user) : Promise.reject(new ApiError('404 Not Found', 404));
    },
    createUser: (data: UserData, call: object) => {
      record('createUser', data, call);
      return Promise.resolve(9);
    },
    updateUser: (id: number, data: UserData, which: string[], call?: object) => {
      record('updateUser', id, data, which, ...(call ? [call] : []));
      return Promise.resolve();
    },
    deleteUser: (id: number, call: object) => {
      record('deleteUser', id, call);
      const status = state.deleteFailure;
      if (status) return Promise.reject(new ApiError(`${String(status)} Failure`, status));
      state.users = state.users.filter((user) => user.id !== id);
      return Promise.resolve();
    },
    listShares: () => Promise.resolve(state.shares),
    deleteShare: (hash: string) => {
      record('deleteShare', hash);
      state.shares = state.shares.filter((share) => share.hash !== hash);
      return Promise.resolve();
    },
    getSettings: () => Promise.resolve(state.settings),
    updateSettings: (body: Settings) => {
      record('updateSettings', body);
      return Promise.resolve();
    },
  };
  return { client: client as Partial<ApiClient> as ApiClient, calls };
}

/** Services for a page, with spies for everything it asks of the app. */
export function makeServices(client: ApiClient, overrides: Partial<SettingsServices> = {}) {
  const user: TokenUser = makeTokenUser();
  return {
    client,
    user,
    askCurrentPassword: false,
    execEnabled: false,
    passwordChangeable: true,
    notify: vi.fn<SettingsServices['notify']>(),
    navigate: vi.fn<SettingsServices['navigate']>(),
    renderLink: (href: string, children: React.ReactNode) => <a href={href}>{children}</a>,
    onUserChanged: vi.fn<SettingsServices['onUserChanged']>(),
    onBrandingSaved: vi.fn<SettingsServices['onBrandingSaved']>(),
    shareURL: (hash: string) => `https://files.example/share/${hash}`,
    copyText: vi.fn<SettingsServices['copyText']>(() => Promise.resolve()),
    uploadsLimit: 5,
    setUploadsLimit: vi.fn<SettingsServices['setUploadsLimit']>(),
    ...overrides,
  } satisfies SettingsServices;
}

/** Renders a page with English texts and a fresh query cache. */
export async function renderPage(page: ReactElement) {
  const i18n = await createI18n({ locale: 'en' });
  await setDayjsLocale('en');
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queries}>{page}</QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The arguments of every recorded call of one name. */
export function callsOf(calls: { name: string; args: unknown[] }[], name: string): unknown[][] {
  return calls.filter((call) => call.name === name).map((call) => call.args);
}
