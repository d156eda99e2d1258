import { allPermissions } from '@file-browser/api-contract/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFilesScreen } from '../../testing/render-files-screen';
import {
  fakeServer,
  header,
  renderScreen,
  rowOf,
  selectedNames,
} from '../../testing/fake-files-server';

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

describe('FilesScreen going up', () => {
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
