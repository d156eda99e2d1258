import { ApiError } from '@file-browser/api-client';
import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing, Share, TokenUser } from '@file-browser/api-contract';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { createI18n } from '@file-browser/i18n';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { withListPage } from './fake-pages';
import { filesScreenElement } from './render-files-screen';

// The files screen's tests over an in-memory server: the listing, its header, gestures, clipboard.

const stamp = '2026-01-02T03:04:05Z';
export const info = (name: string, isDir: boolean, size = 1536): FileInfo => ({
  path: `/${name}`,
  name,
  size,
  extension: '',
  modified: stamp,
  mode: 0,
  isDir,
  isSymlink: false,
  type: isDir ? '' : 'text',
});

/**
 * An in-memory stand-in for the server's root folder: enough of the API client for the screen's
 * calls, recording what was asked. The same journeys run against the real server in
 * apps/web-e2e/src/files-browse.spec.ts.
 */
export function fakeServer(names: [string, boolean][], docs: FileInfo[] = []) {
  let items = names.map(([name, isDir]) => info(name, isDir));
  const calls: string[] = [];
  const soon = Math.floor(Date.now() / 1000) + 3600;
  let shares: Share[] = [
    { hash: 'expiring', path: '/a.txt', userID: 1, expire: soon, hasPassword: false },
    { hash: 'forever1', path: '/a.txt', userID: 1, expire: 0, hasPassword: true },
  ];
  const listing = (): Listing => ({
    ...info('', true),
    path: '/',
    items,
    numDirs: items.filter((item) => item.isDir).length,
    numFiles: items.filter((item) => !item.isDir).length,
    sorting: { by: 'name', asc: false },
  });
  const client = {
    getResource: (path: string) => {
      calls.push(`get ${path}`);
      if (path === '/missing/') return Promise.reject(new ApiError('404 Not Found', 404));
      if (path === '/Docs/') return Promise.resolve({ ...listing(), path, items: docs });
      if (path !== '/') return Promise.resolve({ ...listing(), path, items: [] });
      return Promise.resolve(listing());
    },
    copyResource: (from: string, to: string, options: object) => {
      calls.push(`copy ${from} ${to} ${JSON.stringify(options)}`);
      return Promise.resolve();
    },
    moveResource: (from: string, to: string, options: object) => {
      calls.push(`move ${from} ${to} ${JSON.stringify(options)}`);
      items = items.filter((item) => item.path !== from);
      return Promise.resolve();
    },
    deleteResource: (path: string) => {
      calls.push(`delete ${path}`);
      items = items.filter((item) => item.path !== path);
      return Promise.resolve();
    },
    renameResource: (path: string, name: string) => {
      calls.push(`rename ${path} ${name}`);
      items = items.map((item) =>
        item.path === path ? { ...item, name, path: `/${name}` } : item,
      );
      return Promise.resolve();
    },
    createFolder: (path: string) => {
      calls.push(`mkdir ${path}`);
      if (path.startsWith('/') && path.split('/').length === 3)
        items = [...items, { ...info(path.slice(1, -1), true), path: path.slice(0, -1) }];
      return Promise.resolve();
    },
    updateUser: (id: number, data: object, which: string[]) => {
      calls.push(`user ${String(id)} ${which.join(',')} ${JSON.stringify(data)}`);
      return Promise.resolve();
    },
    rawURL: (path: string, options: { algo?: string; files?: string[] } = {}) =>
      `/api/raw${path}?${new URLSearchParams(options as Record<string, string>).toString()}`,
    previewURL: (_size: string, path: string) => `/api/preview/thumb${path}`,
    getChecksum: () => Promise.resolve('d41d8cd98f00b204e9800998ecf8427e'),
    uploadFile: (path: string, _body: unknown, options: { override?: boolean } = {}) => {
      calls.push(`upload ${path} ${String(options.override ?? false)}`);
      items = [...items.filter((item) => item.path !== path), info(path.slice(1), false)];
      return Promise.resolve();
    },
    listRecursive: () => Promise.resolve([]),
    getShares: () => Promise.resolve(shares),
    createShare: (path: string, options: object) => {
      calls.push(`share ${path} ${JSON.stringify(options)}`);
      const share = { hash: 'newhash1', path, userID: 1, expire: 0, hasPassword: false };
      shares = [...shares, share];
      return Promise.resolve(share);
    },
    deleteShare: (hash: string) => {
      calls.push(`unshare ${hash}`);
      shares = shares.filter((share) => share.hash !== hash);
      return Promise.resolve();
    },
  };
  return { client: withListPage(client) as unknown as ApiClient, calls };
}

/** Renders the files screen over {@link fakeServer}'s root folder (b.txt, Photos, a.txt, Docs). */
export async function renderScreen(
  options: {
    user?: Partial<TokenUser>;
    path?: string;
    prompt?: 'newDir' | 'newFile';
    docs?: FileInfo[];
  } = {},
) {
  const server = fakeServer(
    [
      ['b.txt', false],
      ['Photos', true],
      ['a.txt', false],
      ['Docs', true],
    ],
    options.docs,
  );
  const i18n = await createI18n({ locale: 'en' });
  const navigate = vi.fn();
  const download = vi.fn();
  const notify = vi.fn();
  const onUserChanged = vi.fn();
  const user = makeTokenUser({ viewMode: 'list', singleClick: false, ...options.user });
  const queries = new QueryClient();
  const element = (path: string) =>
    filesScreenElement(i18n, queries, {
      client: server.client,
      user,
      path,
      navigate,
      notify,
      download,
      onUserChanged,
      shareURL: (hash) => `http://files.test/share/${hash}`,
      renderHeader: (actions) => <header>{actions}</header>,
      ...(options.prompt && { initialPrompt: { kind: options.prompt } }),
    });
  const view = render(element(options.path ?? '/'));
  const goTo = (path: string) => {
    view.rerender(element(path));
  };
  if (!options.path) await screen.findByText('b.txt');
  return { ...server, navigate, download, notify, onUserChanged, goTo, unmount: view.unmount };
}

/** The header the screen's actions are rendered into. */
export const header = () => within(screen.getByRole('banner'));
/** The listing row of the item named `name`. */
export const rowOf = (name: string) =>
  screen.getByText(name).closest('[role="row"]') as HTMLElement;
/** The names of the selected rows, in listing order. */
export const selectedNames = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => row.querySelector('.fb-listing-item__name')?.textContent);
