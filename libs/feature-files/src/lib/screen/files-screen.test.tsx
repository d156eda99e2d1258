import { ApiError } from '@file-browser/api-client';
import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing, Share, TokenUser } from '@file-browser/api-contract';
import { allPermissions, makeTokenUser } from '@file-browser/api-contract/testing';
import { createI18n } from '@file-browser/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilesScreen } from './files-screen';
import { withListPage } from '../../testing/fake-pages';
import { renderFilesScreen } from '../../testing/render-files-screen';

const stamp = '2026-01-02T03:04:05Z';
const info = (name: string, isDir: boolean, size = 1536): FileInfo => ({
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
function fakeServer(names: [string, boolean][], docs: FileInfo[] = []) {
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

async function renderScreen(
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
  const element = (path: string) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queries}>
        <FilesScreen
          client={server.client}
          user={user}
          path={path}
          execEnabled={false}
          thumbnails={false}
          navigate={navigate}
          notify={notify}
          download={download}
          onUserChanged={onUserChanged}
          tus={null}
          onUploadProgress={vi.fn()}
          shareURL={(hash) => `http://files.test/share/${hash}`}
          renderHeader={(actions) => <header>{actions}</header>}
          {...(options.prompt && { initialPrompt: { kind: options.prompt } })}
        />
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(element(options.path ?? '/'));
  const goTo = (path: string) => {
    view.rerender(element(path));
  };
  if (!options.path) await screen.findByText('b.txt');
  return { ...server, navigate, download, notify, onUserChanged, goTo, unmount: view.unmount };
}

const header = () => within(screen.getByRole('banner'));
const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
const selectedNames = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => row.querySelector('.fb-listing-item__name')?.textContent);

describe('FilesScreen listing', () => {
  it('lists folders first under their headings, with sizes and a dash for folders', async () => {
    await renderScreen();
    const names = screen
      .getAllByRole('row')
      .map((row) => row.querySelector('.fb-listing-item__name')?.textContent)
      .filter(Boolean);
    expect(names).toEqual(['Photos', 'Docs', 'b.txt', 'a.txt']);
    expect(screen.getByRole('heading', { name: 'Folders' })).toBeVisible();
    expect(within(rowOf('a.txt')).getByText('1.50 KiB')).toBeVisible();
    expect(within(rowOf('Docs')).getByText('—')).toBeVisible();
  });

  it('shows the not-found panel for a 404', async () => {
    const server = fakeServer([]);
    const { i18n } = await renderFilesScreen({ client: server.client, path: '/missing/' });
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.notFound'));
  });

  it('opens a folder on double click, with its trailing slash', async () => {
    const { navigate } = await renderScreen();
    await userEvent.dblClick(screen.getByText('Photos'));
    expect(navigate).toHaveBeenCalledWith('/Photos/');
  });

  it("asks for a folder's listing at the press that opens it, not at a selecting press", async () => {
    const { calls, navigate } = await renderScreen();
    fireEvent.mouseDown(screen.getByText('Photos'), { detail: 1 });
    fireEvent.mouseDown(screen.getByText('Photos'), { detail: 2, ctrlKey: true });
    fireEvent.mouseDown(screen.getByText('Docs'), { detail: 2 });
    await waitFor(() => {
      expect(calls).toContain('get /Docs/');
    });
    // Asked for after the presses on Photos, so those would have shown by now.
    expect(calls).not.toContain('get /Photos/');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with the single-click preference, the first press starts the listing', async () => {
    const { calls } = await renderScreen({ user: { singleClick: true } });
    fireEvent.mouseDown(screen.getByText('Docs'), { detail: 1 });
    await waitFor(() => {
      expect(calls).toContain('get /Docs/');
    });
  });

  it('opens on a single click with the single-click preference', async () => {
    const { navigate } = await renderScreen({ user: { singleClick: true } });
    await userEvent.click(screen.getByText('a.txt'));
    expect(navigate).toHaveBeenCalledWith('/a.txt');
  });
});

describe('FilesScreen selection and keys', () => {
  it('selects with click, Ctrl toggles, Shift adds a range; Escape clears', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('Photos'));
    expect(selectedNames()).toEqual(['Photos']);
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('a.txt'));
    await user.keyboard('{/Control}');
    expect(selectedNames()).toEqual(['Photos', 'a.txt']);
    await user.click(screen.getByText('Docs'));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByText('a.txt'));
    await user.keyboard('{/Shift}');
    expect(selectedNames()).toEqual(['Docs', 'b.txt', 'a.txt']);
    expect(screen.getByText('3 selected')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(selectedNames()).toEqual([]);
  });

  it('Ctrl+A selects everything', async () => {
    await renderScreen();
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(selectedNames()).toHaveLength(4);
  });

  it('keyboard only: arrows move focus and selection, Ctrl+arrow the focus alone, Ctrl+Space adds, Enter opens', async () => {
    const { navigate } = await renderScreen();
    rowOf('Photos').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rowOf('Docs')).toHaveFocus();
    expect(selectedNames()).toEqual(['Docs']);
    await userEvent.keyboard('{Control>}{ArrowDown} {/Control}');
    expect(rowOf('b.txt')).toHaveFocus();
    expect(selectedNames()).toEqual(['Docs', 'b.txt']);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/Photos/');
  });

  it('Delete after a click and two ↓ asks about the focused row, by name', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('Photos'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Delete}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Delete "b.txt"?');
  });

  it('Delete opens the delete prompt worded for the count, and deleting reloads', async () => {
    const { calls } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('b.txt'));
    await user.keyboard('{/Control}');
    await user.keyboard('{Delete}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Delete 2 items?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
    });
    expect(calls).toEqual(expect.arrayContaining(['delete /a.txt', 'delete /b.txt']));
    expect(screen.getByText('Photos')).toBeVisible();
  });

  it('F2 renames the one selected item (trimmed) and keeps it selected', async () => {
    const { calls } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.keyboard('{F2}');
    const field = await screen.findByLabelText(/Enter a new name for a.txt/);
    expect(field).toHaveValue('a.txt');
    await user.clear(field);
    await user.type(field, '  c.txt  {Enter}');
    await screen.findByText('c.txt');
    expect(calls).toContain('rename /a.txt c.txt');
    expect(selectedNames()).toEqual(['c.txt']);
  });

  it('keeps the rename button disabled for an empty or unchanged name', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.keyboard('{F2}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), '   ');
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
  });

  it('Ctrl+Shift+F opens the search, which searches the current folder', async () => {
    await renderScreen();
    await userEvent.keyboard('{Control>}{Shift>}F{/Shift}{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('F1 opens the keyboard help', async () => {
    await renderScreen();
    await userEvent.keyboard('{F1}');
    expect(await screen.findByRole('dialog', { name: 'Help' })).toHaveTextContent(
      'rename the selected item',
    );
  });

  it('hides delete and rename without the permissions, and their keys do nothing', async () => {
    await renderScreen({ user: { perm: { ...allPermissions(false), download: true } } });
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    expect(header().queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(header().queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
    await user.keyboard('{Delete}{F2}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('FilesScreen header actions', () => {
  it('switches the view list → mosaic → gallery and saves it to the user', async () => {
    const { calls, onUserChanged } = await renderScreen();
    const user = userEvent.setup();
    const grid = screen.getByRole('grid');
    expect(grid).toHaveClass('fb-listing--list');
    await user.click(header().getByRole('button', { name: 'Change view' }));
    expect(screen.getByRole('grid')).toHaveClass('fb-listing--mosaic');
    await user.click(header().getByRole('button', { name: 'Change view' }));
    expect(screen.getByRole('grid')).toHaveClass('fb-listing--gallery');
    expect(calls).toContain('user 1 viewMode {"viewMode":"mosaic"}');
    expect(calls).toContain('user 1 viewMode {"viewMode":"mosaic gallery"}');
    expect(onUserChanged).toHaveBeenCalled();
  });

  it('folds the actions but search and the selection ones into a ⋮ More menu for narrow screens', async () => {
    const { onUserChanged } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    // The wide buttons carry the class the ≤ 736 px stylesheet hides; the menu shows instead.
    expect(header().getByRole('button', { name: 'Change view' })).toHaveClass(
      'fb-files-action--wide',
    );
    expect(header().getByRole('button', { name: 'Search' })).not.toHaveClass(
      'fb-files-action--wide',
    );
    const more = header().getByRole('button', { name: 'More' });
    expect(more.closest('.fb-files-more')).not.toBeNull();

    await user.click(more);
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change view', 'Download 1', 'Upload', 'Info', 'Select several']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Change view' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveClass('fb-listing--mosaic');
    expect(onUserChanged).toHaveBeenCalled();
  });

  it('saves a new sorting from the header, then reloads', async () => {
    const { calls } = await renderScreen();
    await userEvent.click(screen.getByRole('button', { name: /Size/ }));
    await waitFor(() => {
      expect(calls).toContain('user 1 sorting {"sorting":{"by":"size","asc":true}}');
    });
    await waitFor(() => {
      expect(calls.filter((call) => call === 'get /')).toHaveLength(2);
    });
  });

  it('downloads one file directly and several as the chosen archive', async () => {
    const { download } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.click(header().getByRole('button', { name: /^Download/ }));
    expect(download).toHaveBeenLastCalledWith('/api/raw/a.txt?');
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Docs'));
    await user.keyboard('{/Control}');
    await user.click(header().getByRole('button', { name: /^Download/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Download files' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'zip',
      'tar',
      'tar.gz',
      'tar.bz2',
      'tar.xz',
      'tar.lz4',
      'tar.sz',
      'tar.br',
      'tar.zst',
      'Cancel',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'tar.zst' }));
    expect(download).toHaveBeenLastCalledWith('/api/raw/?algo=tarzst&files=%2FDocs%2C%2Fa.txt');
  });

  it('shows file facts and reveals a checksum on click', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.click(header().getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'File information' });
    expect(dialog).toHaveTextContent('a.txt');
    expect(dialog).toHaveTextContent('1536 B');
    // Each isolated, so "1.5 KiB (1536 B)" does not turn into "(1536 B) 1.5 KiB" right to left.
    expect(within(dialog).getByText('a.txt').tagName).toBe('BDI');
    expect(within(dialog).getByText(/1536 B/).tagName).toBe('BDI');
    await user.click(within(dialog).getAllByRole('button', { name: 'Show' })[0] as HTMLElement);
    expect(await within(dialog).findByText('d41d8cd98f00b204e9800998ecf8427e')).toBeVisible();
  });
});

describe('FilesScreen info on several items', () => {
  const facts = (dialog: HTMLElement) =>
    within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);

  it('counts files and folders and adds up the files, saying folders are not counted', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.keyboard('{Control>}a{/Control}');
    await user.click(header().getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'File information' });
    expect(dialog).toHaveTextContent('4 selected');
    await waitFor(() => {
      expect(facts(dialog)).toEqual([
        'Files: 2',
        'Folders: 2',
        'Size of the files (folders not counted): 3.00 KiB (3072 B)',
      ]);
    });
  });

  it('gives the plain total size when only files are selected', async () => {
    await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('b.txt'));
    await user.keyboard('{Control>}');
    await user.click(screen.getByText('a.txt'));
    await user.keyboard('{/Control}');
    await user.click(header().getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'File information' });
    await waitFor(() => {
      expect(facts(dialog)).toEqual(['Files: 2', 'Folders: 0', 'Size: 3.00 KiB (3072 B)']);
    });
  });
});

describe('FilesScreen new folder and new file', () => {
  it('creates a trimmed folder name and selects it in the reloaded listing, staying here', async () => {
    const { calls, navigate } = await renderScreen({ prompt: 'newDir' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), '  Reports {Enter}');
    await waitFor(() => {
      expect(selectedNames()).toEqual(['Reports']);
    });
    expect(calls).toContain('mkdir /Reports/');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('FilesScreen copy, move and paste', () => {
  const select = async (name: string) => {
    await userEvent.click(screen.getByText(name));
  };

  it('pastes a copy into the same folder under a new name', async () => {
    const { calls } = await renderScreen();
    await select('a.txt');
    await userEvent.keyboard('{Control>}c{/Control}');
    await userEvent.keyboard('{Control>}v{/Control}');
    await waitFor(() => {
      expect(calls).toContain('copy /a.txt /a.txt {"override":false,"rename":true}');
    });
  });

  it('moves into a folder picked in the move prompt; moving here is disabled', async () => {
    const { calls } = await renderScreen({ user: { redirectAfterCopyMove: false } });
    const user = userEvent.setup();
    await select('a.txt');
    await user.click(header().getByRole('button', { name: 'Move file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "a.txt"' });
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    // The destination is said in words: the folder browsed, then the one selected.
    expect(dialog).toHaveTextContent('Will be moved to: /');
    await user.click(await within(dialog).findByRole('option', { name: 'Docs' }));
    expect(dialog).toHaveTextContent('Will be moved to: /Docs/');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Docs/a.txt {"override":false,"rename":false}');
    });
    await waitFor(() => {
      expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
    });
  });

  it.each([
    ['move', 'Move'],
    ['copy', 'Copy'],
  ])(
    'after a %s, goes to the destination or stays and refreshes (redirectAfterCopyMove)',
    async (verb, button) => {
      for (const redirectAfterCopyMove of [true, false]) {
        const { calls, navigate, unmount } = await renderScreen({
          user: { redirectAfterCopyMove },
        });
        const user = userEvent.setup();
        await select('b.txt');
        await user.click(header().getByRole('button', { name: `${button} file` }));
        const dialog = await screen.findByRole('dialog', { name: `${button} "b.txt"` });
        await user.click(await within(dialog).findByRole('option', { name: 'Docs' }));
        const listedBefore = calls.filter((call) => call === 'get /').length;
        await user.click(within(dialog).getByRole('button', { name: button }));
        await waitFor(() => {
          expect(calls).toContain(`${verb} /b.txt /Docs/b.txt {"override":false,"rename":false}`);
        });
        if (redirectAfterCopyMove) {
          await waitFor(() => {
            expect(navigate).toHaveBeenCalledWith('/Docs/');
          });
        } else {
          await waitFor(() => {
            expect(calls.filter((call) => call === 'get /').length).toBeGreaterThan(listedBefore);
          });
          expect(navigate).not.toHaveBeenCalled();
        }
        unmount();
      }
    },
  );

  it('asks before copying over a taken name, and keeps both on Rename', async () => {
    const { calls } = await renderScreen({
      docs: [{ ...info('a.txt', false), path: '/Docs/a.txt' }],
    });
    const user = userEvent.setup();
    await select('a.txt');
    await user.click(header().getByRole('button', { name: 'Copy file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy "a.txt"' });
    await user.click(await within(dialog).findByRole('option', { name: 'Docs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const conflict = await screen.findByRole('dialog', { name: 'Replace' });
    expect(calls.some((call) => call.startsWith('copy'))).toBe(false);
    expect(conflict).toHaveTextContent('An item you are copying or moving has the same name');
    expect(conflict).not.toHaveTextContent('uploading');
    await user.click(within(conflict).getByRole('button', { name: 'Rename' }));
    await waitFor(() => {
      expect(calls).toContain('copy /a.txt /Docs/a.txt {"override":false,"rename":true}');
    });
  });

  // frontend-behaviour §6.11: "Rename" (keep both) is hidden only for uploads.
  const moveOntoTakenName = async () => {
    const server = await renderScreen({
      docs: [{ ...info('a.txt', false), path: '/Docs/a.txt' }],
    });
    const user = userEvent.setup();
    await select('a.txt');
    await user.click(header().getByRole('button', { name: 'Move file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "a.txt"' });
    await user.click(await within(dialog).findByRole('option', { name: 'Docs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    const conflict = await screen.findByRole('dialog', { name: 'Replace' });
    expect(server.calls.some((call) => call.startsWith('move'))).toBe(false);
    expect(conflict).toHaveTextContent('An item you are copying or moving has the same name');
    return { ...server, user, conflict };
  };

  it('a move onto a taken name keeps both on Rename', async () => {
    const { calls, user, conflict } = await moveOntoTakenName();
    await user.click(within(conflict).getByRole('button', { name: 'Rename' }));
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Docs/a.txt {"override":false,"rename":true}');
    });
  });

  it('a move onto a taken name replaces it on Replace', async () => {
    const { calls, user, conflict } = await moveOntoTakenName();
    await user.click(within(conflict).getByRole('button', { name: 'Replace' }));
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Docs/a.txt {"override":true,"rename":false}');
    });
  });
});

describe('FilesScreen uploads', () => {
  // jsdom's Blob cannot stream(); browsers' can, and the upload engine reads files that way.
  let added = false;
  beforeAll(() => {
    if (!('stream' in Blob.prototype)) {
      added = true;
      Object.defineProperty(Blob.prototype, 'stream', {
        configurable: true,
        value(this: Blob) {
          return new ReadableStream<Uint8Array>({
            start: async (controller) => {
              controller.enqueue(new Uint8Array(await this.arrayBuffer()));
              controller.close();
            },
          });
        },
      });
    }
  });
  afterAll(() => {
    if (added) Reflect.deleteProperty(Blob.prototype, 'stream');
  });

  const choose = async (...names: string[]) => {
    const user = userEvent.setup();
    await user.click(header().getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload' });
    const input = within(dialog).getByTestId('upload-files');
    await user.upload(
      input,
      names.map((name) => new File(['hello'], name, { type: 'text/plain' })),
    );
  };

  it('uploads chosen files into the folder and selects the first one', async () => {
    const { calls } = await renderScreen();
    await choose('new.txt');
    await waitFor(() => {
      expect(calls).toContain('upload /new.txt false');
    });
    await waitFor(() => {
      expect(selectedNames()).toEqual(['new.txt']);
    });
  });

  it('asks before replacing a file of the same name, naming it, and overwrites on Replace', async () => {
    const { calls } = await renderScreen();
    await choose('a.txt');
    const conflict = await screen.findByRole('dialog', { name: '"a.txt" already exists' });
    expect(calls.some((call) => call.startsWith('upload'))).toBe(false);
    expect(conflict).toHaveTextContent('"a.txt" already exists in /.');
    // One conflict: nothing remains to answer at once.
    expect(within(conflict).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(conflict).getByRole('button', { name: 'Cancel upload' })).toBeVisible();
    expect(within(conflict).getByRole('button', { name: 'Skip' })).toBeVisible();
    expect(within(conflict).getByRole('button', { name: 'Keep both' })).toBeVisible();
    await userEvent.click(within(conflict).getByRole('button', { name: 'Replace' }));
    await waitFor(() => {
      expect(calls).toContain('upload /a.txt true');
    });
  });
});

describe('FilesScreen share prompt', () => {
  it('lists links never-expiring first, creates one for 5 hours with a trimmed password and copies it', async () => {
    const { calls, notify } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.click(header().getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    const links = within(dialog).getByRole('list');
    await waitFor(() => {
      expect(
        within(links)
          .getAllByRole('listitem')
          .map((row) => row.querySelector('.fb-share-link__url')?.textContent),
      ).toEqual(['http://files.test/share/forever1', 'http://files.test/share/expiring']);
    });
    expect(links).toHaveTextContent('Never expires');
    await user.type(within(dialog).getByLabelText('Valid for'), '5');
    await user.type(within(dialog).getByLabelText('Password (optional)'), '  pw  ');
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Share' }).at(-1) as HTMLElement,
    );
    await waitFor(() => {
      expect(calls).toContain('share /a.txt {"expires":5,"unit":"hours","password":"pw"}');
    });
    await waitFor(() => {
      expect(notify).toHaveBeenCalledWith('success', 'Link copied.');
    });
    expect(await navigator.clipboard.readText()).toBe('http://files.test/share/newhash1');
  });

  it('deletes a link after confirming', async () => {
    const { calls } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.click(header().getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    await waitFor(() => {
      expect(within(dialog).getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Delete this share (/a.txt)?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(calls).toContain('unshare forever1');
    });
  });
});

describe('FilesScreen mouse gestures', () => {
  it('right-click selects the item and opens the menu of its actions', async () => {
    await renderScreen();
    fireEvent.contextMenu(screen.getByText('a.txt'));
    expect(selectedNames()).toEqual(['a.txt']);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Share', 'Rename', 'Copy file', 'Move file', 'Delete', 'Download 1', 'Info']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeVisible();
  });

  it('dragging items onto a folder moves them, with Ctrl it copies', async () => {
    const { calls } = await renderScreen();
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    fireEvent.dragStart(screen.getByText('a.txt'), { dataTransfer });
    expect(selectedNames()).toEqual(['a.txt']);
    fireEvent.dragOver(screen.getByText('Docs'), { dataTransfer });
    fireEvent.drop(screen.getByText('Docs'), { dataTransfer });
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Docs/a.txt {"override":false,"rename":false}');
    });
    await waitFor(() => {
      expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
    });
    fireEvent.dragStart(screen.getByText('b.txt'), { dataTransfer });
    expect(selectedNames()).toEqual(['b.txt']);
    // jsdom has no DragEvent, so the modifier is set on the event by hand.
    const drop = createEvent.drop(screen.getByText('Docs'), { dataTransfer });
    Object.defineProperty(drop, 'ctrlKey', { value: true });
    fireEvent(screen.getByText('Docs'), drop);
    await waitFor(() => {
      expect(calls).toContain('copy /b.txt /Docs/b.txt {"override":false,"rename":false}');
    });
  });

  it('going up a level selects the folder the user came from', async () => {
    const { goTo } = await renderScreen({ path: '/Docs/' });
    await screen.findByText('Nothing here yet.');
    goTo('/');
    await screen.findByText('b.txt');
    await waitFor(() => {
      expect(selectedNames()).toEqual(['Docs']);
    });
  });
});

describe('FilesScreen touch and picker details', () => {
  it('a long press selects on single-click screens and swallows the click; moving cancels it', async () => {
    const { navigate } = await renderScreen({ user: { singleClick: true } });
    fireEvent.pointerDown(screen.getByText('a.txt'), { clientX: 5, clientY: 5 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await waitFor(() => {
      expect(selectedNames()).toEqual(['a.txt']);
    });
    fireEvent.pointerUp(screen.getByText('a.txt'));
    fireEvent.click(screen.getByText('a.txt'));
    expect(navigate).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByText('b.txt'), { clientX: 5, clientY: 5 });
    fireEvent.pointerMove(screen.getByText('b.txt'), { clientX: 30, clientY: 5 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(selectedNames()).toEqual(['a.txt']);
  });

  it('makes a new folder inside the move picker and picks it', async () => {
    const { calls } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.click(header().getByRole('button', { name: 'Move file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "a.txt"' });
    await user.click(within(dialog).getByRole('button', { name: 'New folder' }));
    await user.type(within(dialog).getByLabelText('Name the new folder.'), ' Archive ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('option', { name: 'Archive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(calls).toContain('mkdir /Archive/');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Archive/a.txt {"override":false,"rename":false}');
    });
  });
});
