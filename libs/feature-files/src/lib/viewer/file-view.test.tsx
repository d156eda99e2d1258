import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing, TokenUser } from '@file-browser/api-contract';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { createI18n } from '@file-browser/i18n';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LeaveRequest } from './viewer-props';
import { withListPage } from '../../testing/fake-pages';
import { filesScreenElement } from '../../testing/render-files-screen';

const stamp = '2026-01-02T03:04:05Z';
const item = (name: string, type: FileInfo['type'], extra: Partial<FileInfo> = {}): FileInfo => ({
  path: `/d/${name}`,
  name,
  size: 12,
  extension: '',
  modified: stamp,
  mode: 0,
  isDir: type === '',
  isSymlink: false,
  type,
  ...extra,
});

/**
 * A folder `/d/` of files of each kind, as the API client would return them; records saves,
 * deletes and renames. The same flows run against the real server in
 * apps/web-e2e/src/viewers.spec.ts.
 */
function fakeServer(files: FileInfo[]) {
  const calls: string[] = [];
  let items = files;
  const folder = (): Listing => ({
    ...item('d', ''),
    path: '/d/',
    items,
    numDirs: 0,
    numFiles: items.length,
    sorting: { by: 'name', asc: true },
  });
  const client = {
    getResource: (path: string) => {
      if (path === '/d/') return Promise.resolve(folder());
      const found = items.find((file) => file.path === path);
      return found ? Promise.resolve(found) : Promise.reject(new Error(`no ${path}`));
    },
    saveFile: (path: string, body: string) => {
      calls.push(`save ${path} ${body}`);
      return Promise.resolve();
    },
    deleteResource: (path: string) => {
      calls.push(`delete ${path}`);
      items = items.filter((file) => file.path !== path);
      return Promise.resolve();
    },
    renameResource: (path: string, name: string) => {
      calls.push(`rename ${path} ${name}`);
      return Promise.resolve();
    },
    updateUser: (id: number, data: object, which: string[]) => {
      calls.push(`user ${String(id)} ${which.join(',')} ${JSON.stringify(data)}`);
      return Promise.resolve();
    },
    rawURL: (path: string, options: { inline?: boolean } = {}) =>
      `/api/raw${path}${options.inline ? '?inline=true' : ''}`,
    previewURL: (size: string, path: string) => `/api/preview/${size}${path}`,
    subtitleURL: (path: string) => `/api/subtitle${path}`,
  };
  return { client: withListPage(client) as unknown as ApiClient, calls };
}

const FILES = [
  item('a.png', 'image'),
  item('notes.txt', 'text', { content: 'hello' }),
  item('b.mp4', 'video', { subtitles: ['/d/b.en.vtt', '/d/b.fr.vtt'] }),
  item('c.zip', 'blob'),
];

async function renderFile(
  path: string,
  options: {
    files?: FileInfo[];
    user?: Partial<TokenUser>;
    resizePreview?: boolean;
    leaveRequest?: LeaveRequest;
  } = {},
) {
  const server = fakeServer(options.files ?? FILES);
  const i18n = await createI18n({ locale: 'en' });
  const navigate = vi.fn();
  const download = vi.fn();
  const onEditorDirty = vi.fn();
  const notify = vi.fn();
  const onUserChanged = vi.fn();
  const queries = new QueryClient();
  const element = (leaveRequest?: LeaveRequest) =>
    filesScreenElement(i18n, queries, {
      client: server.client,
      user: makeTokenUser({ viewMode: 'list', ...options.user }),
      path,
      navigate,
      notify,
      download,
      onUserChanged,
      shareURL: (hash) => `http://files.test/share/${hash}`,
      renderHeader: (actions) => <header>{actions}</header>,
      resizePreview: options.resizePreview ?? false,
      onEditorDirty,
      ...(leaveRequest && { leaveRequest }),
    });
  const view = render(element(options.leaveRequest));
  return {
    ...server,
    navigate,
    download,
    onEditorDirty,
    notify,
    onUserChanged,
    requestLeave: (request: LeaveRequest) => {
      view.rerender(element(request));
    },
  };
}

const header = () => within(screen.getByRole('banner'));
// The first editor of a test run waits for CodeMirror's chunk, slow on a busy machine.
const editorText = async () =>
  screen.findByRole('textbox', { name: 'notes.txt' }, { timeout: 10_000 });

describe('the editor', () => {
  it('opens the text, saves an edit with Ctrl+S and reports it unsaved until then', async () => {
    const { calls, onEditorDirty } = await renderFile('/d/notes.txt');
    const text = await editorText();
    expect(text.textContent).toBe('hello');

    await userEvent.click(text);
    await userEvent.keyboard('{Control>}{End}{/Control} world');
    await waitFor(() => {
      expect(onEditorDirty).toHaveBeenLastCalledWith(true);
    });
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });

    await waitFor(() => {
      expect(calls).toEqual(['save /d/notes.txt hello world']);
    });
    expect(onEditorDirty).toHaveBeenLastCalledWith(false);
  });

  it('saves from the header button too', async () => {
    const { calls } = await renderFile('/d/notes.txt');
    await userEvent.click(await editorText());
    await userEvent.keyboard('!');
    await userEvent.click(header().getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
  });

  it('is read-only for immutable text, with no save button', async () => {
    const files = [item('log.txt', 'textImmutable', { content: 'fixed' })];
    await renderFile('/d/log.txt', { files });
    const text = await screen.findByRole('textbox', { name: 'log.txt' });
    expect(text).toHaveAttribute('aria-readonly', 'true');
    expect(header().queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('asks before leaving with changes: cancel, discard, or save and close', async () => {
    const { calls, requestLeave } = await renderFile('/d/notes.txt');
    await userEvent.click(await editorText());
    await userEvent.keyboard('!');

    const cancel = { proceed: vi.fn(), cancel: vi.fn() };
    requestLeave(cancel);
    const prompt = await screen.findByRole('alertdialog', { name: 'Discard changes' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(cancel.cancel).toHaveBeenCalled();
    expect(cancel.proceed).not.toHaveBeenCalled();

    const save = { proceed: vi.fn(), cancel: vi.fn() };
    requestLeave(save);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(save.proceed).toHaveBeenCalled();
    });
    expect(calls).toEqual(['save /d/notes.txt !hello']);

    const discard = { proceed: vi.fn(), cancel: vi.fn() };
    requestLeave(discard);
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(discard.proceed).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('saves with Cmd+S on a Mac keyboard as well', async () => {
    const { calls } = await renderFile('/d/notes.txt');
    await userEvent.click(await editorText());
    await userEvent.keyboard('!');
    fireEvent.keyDown(document.body, { key: 's', metaKey: true });
    await waitFor(() => {
      expect(calls).toEqual(['save /d/notes.txt !hello']);
    });
  });

  it("asks the browser's leave-page question on reload only while changes are unsaved", async () => {
    await renderFile('/d/notes.txt');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await userEvent.click(await editorText());
    expect(leave()).toBe(false);
    await userEvent.keyboard('!');
    // CodeMirror reads typed text from the DOM a moment later; the warning follows its update.
    await waitFor(() => {
      expect(leave()).toBe(true);
    });
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    await waitFor(() => {
      expect(leave()).toBe(false);
    });
  });

  it('Escape in the search panel closes the search, not the editor', async () => {
    const { navigate } = await renderFile('/d/notes.txt');
    const text = await editorText();
    text.focus();
    fireEvent.keyDown(text, { key: 'f', code: 'KeyF', keyCode: 70, ctrlKey: true });
    const find = screen.getByRole('textbox', { name: 'Find' });
    fireEvent.keyDown(find, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(screen.queryByRole('textbox', { name: 'Find' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Escape closes back to the folder', async () => {
    const { navigate } = await renderFile('/d/notes.txt');
    await editorText();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(navigate).toHaveBeenCalledWith('/d/');
  });

  it('opens markdown on its sanitised preview and switches to the text', async () => {
    const files = [item('README.md', 'text', { content: '# Hi\n\n<img src=x onerror="x()">' })];
    await renderFile('/d/README.md', { files });
    const preview = await screen.findByRole('article', { name: 'Preview' }, { timeout: 5000 });
    expect(within(preview).getByRole('heading', { name: 'Hi' })).toBeVisible();
    expect(preview.innerHTML).not.toContain('onerror');

    // The button says what a press does: from the preview it goes to the text, "Edit".
    expect(header().queryByRole('button', { name: 'Preview' })).toBeNull();
    await userEvent.click(header().getByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'README.md' })).toBeVisible();
    expect(header().getByRole('button', { name: 'Preview' })).toBeVisible();
  });

  it('opens an empty markdown file (a new one) on its text, and previews what is written', async () => {
    const files = [item('new.md', 'text', { content: '', size: 0 })];
    await renderFile('/d/new.md', { files });
    const text = await screen.findByRole('textbox', { name: 'new.md' });
    expect(screen.queryByRole('article')).toBeNull();

    await userEvent.click(text);
    await userEvent.keyboard('> a quote');
    await userEvent.click(header().getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'Preview' });
    expect(preview.querySelector('blockquote')).toHaveTextContent('a quote');
    expect(header().getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('renders TeX maths with KaTeX, and leaves money alone', async () => {
    const files = [
      item('maths.md', 'text', {
        content: 'Energy: $E = mc^2$, costs $5 and $10.\n\n$$\n\\int_0^1 x\\,dx\n$$\n',
      }),
    ];
    await renderFile('/d/maths.md', { files });
    // The editor, preview and KaTeX chunks may all load for the first time here.
    const preview = await screen.findByRole('article', { name: 'Preview' }, { timeout: 5000 });
    // KaTeX is a chunk of its own, loaded once the document turns out to hold maths.
    await waitFor(
      () => {
        expect(preview.querySelectorAll('.katex')).toHaveLength(2);
      },
      { timeout: 5000 },
    );
    expect(preview.querySelector('.katex-display')).not.toBeNull();
    // The MathML copy that screen readers read (the drawn HTML is hidden from them).
    expect(preview.querySelector('.katex-mathml annotation')?.textContent).toBe('E = mc^2');
    expect(preview).toHaveTextContent('costs $5 and $10.');
  });

  it('asks before loading a very large text file', async () => {
    const files = [item('big.log', 'text', { content: 'x', size: 3 * 1024 * 1024 })];
    await renderFile('/d/big.log', { files });
    expect(await screen.findByText(/This file is 3(\.0+)? MiB/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open anyway' }));
    expect(await screen.findByRole('textbox', { name: 'big.log' })).toBeVisible();
  });
});

describe('the preview', () => {
  it('shows the resized image, or the full size on request', async () => {
    await renderFile('/d/a.png', { resizePreview: true });
    const image = await screen.findByRole('img', { name: 'a.png' });
    expect(image).toHaveAttribute('src', '/api/preview/big/d/a.png');
    await userEvent.click(header().getByRole('button', { name: 'Show full size' }));
    expect(screen.getByRole('img', { name: 'a.png' })).toHaveAttribute(
      'src',
      '/api/raw/d/a.png?inline=true',
    );
  });

  it('shows the raw image without resized previews, and zooms on double click', async () => {
    await renderFile('/d/a.png');
    const image = await screen.findByRole('img', { name: 'a.png' });
    expect(image).toHaveAttribute('src', '/api/raw/d/a.png?inline=true');
    expect(header().queryByRole('button', { name: 'Show full size' })).toBeNull();
    await userEvent.dblClick(image);
    expect(image).toHaveAttribute('data-scale', '2');
  });

  it('steps to the next previewable file with → and the arrow button, skipping text', async () => {
    const { navigate } = await renderFile('/d/a.png');
    await screen.findByRole('img', { name: 'a.png' });
    await screen.findByRole('button', { name: 'Next' });
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(navigate).toHaveBeenLastCalledWith('/d/b.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(navigate).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(navigate).toHaveBeenLastCalledWith('/d/');
  });

  it('a swipe to the left steps to the next file, to the right back; a mouse drag does not', async () => {
    const { navigate } = await renderFile('/d/b.mp4');
    await screen.findByRole('button', { name: 'Next' });
    const page = screen.getByRole('main');
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      fireEvent.pointerDown(page, { pointerType, clientX: from, clientY: 100 });
      fireEvent.pointerUp(page, { pointerType, clientX: to, clientY: 110 });
    };
    swipe(300, 100);
    expect(navigate).toHaveBeenLastCalledWith('/d/c.zip');
    swipe(100, 300);
    expect(navigate).toHaveBeenLastCalledWith('/d/a.png');
    swipe(300, 100, 'mouse');
    swipe(300, 280);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('plays video with its subtitle tracks, the first one default; arrows stay with the player', async () => {
    const { navigate } = await renderFile('/d/b.mp4');
    const video = await screen.findByLabelText('b.mp4');
    const tracks = video.querySelectorAll('track');
    expect([...tracks].map((track) => [track.label, track.default])).toEqual([
      ['b.en', true],
      ['b.fr', false],
    ]);
    expect(tracks[0]).toHaveAttribute('src', '/api/subtitle/d/b.en.vtt');
    await screen.findByRole('button', { name: 'Previous' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('zooms the image with the wheel and pans it by dragging while zoomed', async () => {
    await renderFile('/d/a.png');
    const image = await screen.findByRole('img', { name: 'a.png' });
    const viewer = image.parentElement as HTMLElement;
    // jsdom has no pointer capture; the viewer only asks for it.
    viewer.setPointerCapture = vi.fn();
    fireEvent.wheel(viewer, { deltaY: -100 });
    fireEvent.wheel(viewer, { deltaY: -100 });
    expect(image).toHaveAttribute('data-scale', '1.5');
    fireEvent.pointerDown(viewer, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(viewer, { pointerId: 1, clientX: 130, clientY: 80 });
    fireEvent.pointerUp(viewer, { pointerId: 1, clientX: 130, clientY: 80 });
    expect(image.style.transform).toBe('translate(30px, -20px) scale(1.5)');
    // Zooming back out to 1× re-centres the image.
    fireEvent.wheel(viewer, { deltaY: 100 });
    fireEvent.wheel(viewer, { deltaY: 100 });
    expect(image.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('plays audio in the browser player', async () => {
    const files = [item('song.mp3', 'audio')];
    await renderFile('/d/song.mp3', { files });
    const audio = await screen.findByLabelText('song.mp3');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', '/api/raw/d/song.mp3?inline=true');
    expect(audio).toHaveAttribute('controls');
  });

  it("shows a PDF in the browser's own viewer, with a download card as its fallback", async () => {
    const files = [item('paper.pdf', 'pdf')];
    await renderFile('/d/paper.pdf', { files });
    await screen.findAllByLabelText('paper.pdf');
    const pdf = screen.getByRole('main').querySelector('object') as HTMLElement;
    expect(pdf).toHaveAccessibleName('paper.pdf');
    expect(pdf).toHaveAttribute('type', 'application/pdf');
    expect(pdf).toHaveAttribute('data', '/api/raw/d/paper.pdf?inline=true');
    expect(within(pdf).getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('header actions: info opens the file information, download fetches the file', async () => {
    const { download } = await renderFile('/d/a.png');
    await screen.findByRole('img', { name: 'a.png' });
    await userEvent.click(header().getByRole('button', { name: 'Download' }));
    expect(download).toHaveBeenCalledWith('/api/raw/d/a.png');
    await userEvent.click(header().getByRole('button', { name: 'Info' }));
    const info = await screen.findByRole('dialog', { name: 'File information' });
    expect(within(info).getByText('a.png')).toBeInTheDocument();
  });

  it('on phones the file actions are in a More menu: keyboard only, Escape leaves the file open', async () => {
    const { navigate } = await renderFile('/d/a.png');
    await screen.findByRole('img', { name: 'a.png' });
    const more = header().getByRole('button', { name: 'More' });

    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'More' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Rename', 'Delete', 'Download', 'Open directly', 'Info']);
    expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}{End}{Enter}');
    const info = await screen.findByRole('dialog', { name: 'File information' });
    expect(within(info).getByText('a.png')).toBeInTheDocument();
  });

  it('header actions follow the permissions: no rename, delete or download without them', async () => {
    await renderFile('/d/a.png', {
      user: { perm: { ...makeTokenUser().perm, rename: false, delete: false, download: false } },
    });
    await screen.findByRole('img', { name: 'a.png' });
    expect(header().getByRole('button', { name: 'Close' })).toBeVisible();
    expect(header().getByRole('button', { name: 'Info' })).toBeVisible();
    for (const name of ['Rename', 'Delete', 'Download']) {
      expect(header().queryByRole('button', { name })).toBeNull();
    }
    await userEvent.click(header().getByRole('button', { name: 'More' }));
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['Info']);
  });

  it('gives other files a download card', async () => {
    const { download } = await renderFile('/d/c.zip');
    expect(await screen.findByText('No preview is available for this file.')).toBeVisible();
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Download' }),
    );
    expect(download).toHaveBeenCalledWith('/api/raw/d/c.zip');
  });

  it('shows a CSV as a table, and a too-large card with the download instead of a blank page', async () => {
    const files = [
      item('t.csv', 'text', { content: 'name;age\nAda;36\n' }),
      item('huge.csv', 'blob', { size: 20 * 1024 * 1024 }),
    ];
    await renderFile('/d/t.csv', { files });
    const table = await screen.findByRole('table', { name: 't.csv' });
    expect(within(table).getByRole('columnheader', { name: 'age' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Ada' })).toBeVisible();

    await renderFile('/d/huge.csv', { files });
    expect(await screen.findByText(/too large to preview/)).toBeVisible();
  });

  it('gives a CSV sent as text but over the table limit the too-large card and its download', async () => {
    const files = [item('big.csv', 'text', { content: 'a,b\n1,2\n', size: 6 * 1024 * 1024 })];
    const { download } = await renderFile('/d/big.csv', { files });
    expect(await screen.findByText(/too large to preview/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Download' }),
    );
    expect(download).toHaveBeenCalledWith('/api/raw/d/big.csv');
  });

  it('deleting the open file goes on to the next one', async () => {
    const { calls, navigate } = await renderFile('/d/a.png');
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.click(header().getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/d/b.mp4');
    });
    expect(calls).toEqual(['delete /d/a.png']);
  });

  it('renaming the open file opens it under the new name', async () => {
    const { navigate } = await renderFile('/d/c.zip');
    await screen.findByText('No preview is available for this file.');
    await userEvent.click(header().getByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.type(field, 'd.zip{Enter}');
    await waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/d/d.zip');
    });
  });
});

describe('F1 on an open file', () => {
  it("opens the help with the editor's shortcuts while typing in the text, which it leaves alone", async () => {
    const { navigate } = await renderFile('/d/notes.txt');
    const text = await editorText();
    await userEvent.click(text);
    await userEvent.keyboard('{F1}');
    const help = await screen.findByRole('dialog', { name: 'Help' });
    expect(help).toHaveTextContent('CTRL + S - save the file');
    expect(help).toHaveTextContent('CTRL + F - find and replace in the text');
    expect(help).not.toHaveTextContent('rename the selected item');
    expect(text.textContent).toBe('hello');
    // Escape closes the help, not the editor.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Help' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("opens the help with the preview's shortcuts", async () => {
    await renderFile('/d/a.png');
    await screen.findByRole('img');
    await userEvent.keyboard('{F1}');
    const help = await screen.findByRole('dialog', { name: 'Help' });
    expect(help).toHaveTextContent('← / → - previous or next file');
    expect(help).toHaveTextContent('ESC - close the file and go back to the folder');
  });
});

describe('the editor header tools', () => {
  const editorBox = () => document.querySelector('.cm-editor') as HTMLElement;

  it('makes the text larger and smaller, kept per user in this browser', async () => {
    localStorage.clear();
    await renderFile('/d/notes.txt', { user: { id: 7 } });
    await editorText();
    expect(getComputedStyle(editorBox()).fontSize).toBe('14px');
    await userEvent.click(header().getByRole('button', { name: 'Larger text' }));
    await userEvent.click(header().getByRole('button', { name: 'Larger text' }));
    expect(getComputedStyle(editorBox()).fontSize).toBe('18px');
    cleanup();
    await renderFile('/d/notes.txt', { user: { id: 7 } });
    await editorText();
    expect(getComputedStyle(editorBox()).fontSize).toBe('18px');
    await userEvent.click(header().getByRole('button', { name: 'Smaller text' }));
    expect(getComputedStyle(editorBox()).fontSize).toBe('16px');
    cleanup();
    // Another user of the same browser keeps their own size.
    await renderFile('/d/notes.txt', { user: { id: 8 } });
    await editorText();
    expect(getComputedStyle(editorBox()).fontSize).toBe('14px');
  });

  it("saves the chosen theme to the user's profile and colours the editor with it", async () => {
    const { calls, onUserChanged } = await renderFile('/d/notes.txt');
    await editorText();
    await userEvent.click(header().getByRole('button', { name: 'Editor theme' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Dark' }));
    expect(calls).toContain('user 1 aceEditorTheme {"aceEditorTheme":"dark"}');
    await waitFor(() => {
      expect(onUserChanged).toHaveBeenCalled();
    });
    expect(getComputedStyle(editorBox()).backgroundColor).toBe('rgb(40, 44, 52)');
    await userEvent.click(header().getByRole('button', { name: 'Editor theme' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Like the app' }));
    expect(calls).toContain('user 1 aceEditorTheme {"aceEditorTheme":""}');
  });

  it('opens in the theme saved in the profile', async () => {
    await renderFile('/d/notes.txt', { user: { aceEditorTheme: 'light' } });
    await editorText();
    expect(getComputedStyle(editorBox()).backgroundColor).toBe('rgb(255, 255, 255)');
  });

  it('copies and cuts the selection and pastes through the Clipboard API', async () => {
    let clipboard = '';
    const writeText = vi.fn((text: string) => {
      clipboard = text;
      return Promise.resolve();
    });
    const readText = vi.fn(() => Promise.resolve(clipboard));
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText, readText },
      configurable: true,
    });
    await renderFile('/d/notes.txt');
    const text = await editorText();
    const copy = header().getByRole('button', { name: 'Copy' });
    expect(copy).toBeDisabled();
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}{Home}{/Control}{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await userEvent.click(header().getByRole('button', { name: 'Cut' }));
    expect(writeText).toHaveBeenLastCalledWith('he');
    await waitFor(() => {
      expect(text.textContent).toBe('llo');
    });
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await userEvent.click(header().getByRole('button', { name: 'Paste' }));
    await waitFor(() => {
      expect(text.textContent).toBe('llohe');
    });
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await userEvent.click(header().getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith('e');
    expect(text.textContent).toBe('llohe');
  });

  it('says so when the browser refuses to read the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        readText: () =>
          Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')),
      },
      configurable: true,
    });
    const { notify } = await renderFile('/d/notes.txt');
    const text = await editorText();
    await userEvent.click(header().getByRole('button', { name: 'Paste' }));
    await waitFor(() => {
      expect(notify).toHaveBeenCalledWith(
        'error',
        'The browser did not allow access to the clipboard. Use the keyboard instead (Ctrl+C, Ctrl+X, Ctrl+V).',
      );
    });
    expect(text.textContent).toBe('hello');
  });

  it('offers only copy for read-only text', async () => {
    await renderFile('/d/notes.txt', {
      files: [item('notes.txt', 'textImmutable', { content: 'hello' })],
    });
    await editorText();
    expect(header().getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(header().queryByRole('button', { name: 'Cut' })).toBeNull();
    expect(header().queryByRole('button', { name: 'Paste' })).toBeNull();
  });
});
