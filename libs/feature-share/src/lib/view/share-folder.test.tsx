import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entry, folder, PAGE, renderShare, shareServer } from '../../testing/share-fixtures';

/** The header's actions (the app puts them in its top bar). */
const header = () => within(screen.getByRole('toolbar', { name: 'Share' }));

const files = (count: number) =>
  Array.from({ length: count }, (_, i) => entry(`/f${String(i).padStart(3, '0')}.txt`));

/** An open shared folder with a subfolder, a picture, a song, a film and `count` text files. */
async function openFolder(count = 3) {
  const items = [
    entry('/photos', '', true),
    entry('/cat.jpg', 'image'),
    entry('/song.mp3', 'audio'),
    entry('/film.mp4', 'video'),
    ...files(count),
  ];
  const server = shareServer({ '/': folder('/', items) });
  // One user-event instance, so held modifier keys carry over to the next click.
  const user = userEvent.setup();
  const app = await renderShare({ client: server.client });
  const grid = await screen.findByRole('grid', { name: 'trip' });
  const row = (name: string) => within(grid).getByRole('row', { name: new RegExp(name) });
  return { ...app, grid, row, user };
}

describe('ShareView: a shared folder (spec §2 "Share view")', () => {
  it('shows its counts and a 100 px QR code of the absolute folder download link', async () => {
    await openFolder();
    const info = screen.getByRole('region', { name: 'trip' });
    expect(within(info).getByText('Folders').nextSibling).toHaveTextContent('1');
    expect(within(info).getByText('Files').nextSibling).toHaveTextContent('6');
    expect(within(info).getByRole('img', { name: 'Download folder' })).toHaveAttribute(
      'width',
      '100',
    );
    expect(PAGE.startsWith('https://')).toBe(true);
  });

  it('lists 100 items at a time with a "+N" item for the rest', async () => {
    const { grid, user } = await openFolder(246);
    expect(within(grid).getAllByRole('row')).toHaveLength(101);
    await user.click(within(grid).getByRole('button', { name: '+150' }));
    expect(within(grid).getAllByRole('row')).toHaveLength(201);
    await user.click(within(grid).getByRole('button', { name: '+50' }));
    expect(within(grid).getAllByRole('row')).toHaveLength(250);
    expect(within(grid).queryByRole('button', { name: /^\+/ })).toBeNull();
  });

  it('opens folders and files inside the share on double click or Enter', async () => {
    const { row, navigate, user } = await openFolder();
    await user.dblClick(row('photos'));
    expect(navigate).toHaveBeenLastCalledWith('/photos/');
    row('f000.txt').focus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/f000.txt');
  });

  it('selects with clicks, Ctrl and Shift, and Escape clears the selection', async () => {
    const { row, user } = await openFolder();
    await user.click(row('f000.txt'));
    await user.click(row('f001.txt'));
    expect(row('f000.txt')).toHaveAttribute('aria-selected', 'false');
    expect(row('f001.txt')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Control>}');
    await user.click(row('cat.jpg'));
    await user.keyboard('{/Control}{Shift>}');
    await user.click(row('f002.txt'));
    await user.keyboard('{/Shift}');
    // Shift adds the range from the anchor (the first selected item) to the clicked one.
    const chosen = ['f001.txt', 'cat.jpg', 'f002.txt'];
    for (const name of chosen) expect(row(name)).toHaveAttribute('aria-selected', 'true');
    expect(header().getByRole('button', { name: 'Download 3' })).toBeVisible();
    await user.keyboard('{Escape}');
    for (const name of chosen) expect(row(name)).toHaveAttribute('aria-selected', 'false');
    expect(header().getByRole('button', { name: 'Download' })).toBeVisible();
  });

  it('adds items with plain clicks in "select several" mode, with a clearable banner', async () => {
    const { row, user } = await openFolder();
    const toggle = header().getByRole('button', { name: 'Select several' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Multiple selection is on')).toBeVisible();
    await user.click(row('f000.txt'));
    await user.click(row('f001.txt'));
    expect(screen.getByText('2 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(row('f000.txt')).toHaveAttribute('aria-selected', 'false');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('downloads one selected file directly, and copies its absolute link', async () => {
    const { row, download, copyText, notify, user } = await openFolder();
    expect(header().queryByRole('button', { name: 'Copy download link' })).toBeNull();
    await user.click(row('f001.txt'));
    await user.click(header().getByRole('button', { name: 'Download 1' }));
    expect(download).toHaveBeenCalledWith('/api/public/dl/abc12345/f001.txt');

    await user.click(header().getByRole('button', { name: 'Copy download link' }));
    expect(copyText).toHaveBeenCalledWith('https://files.example/api/public/dl/abc12345/f001.txt');
    expect(notify).toHaveBeenCalledWith('success', 'Link copied.');
  });

  it('offers the nine archive formats for a selection, a folder, or everything', async () => {
    const { row, download, user } = await openFolder();
    await user.click(header().getByRole('button', { name: 'Download' }));
    const prompt = screen.getByRole('dialog', { name: 'Download files' });
    const formats = within(prompt)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(formats).toEqual(expect.arrayContaining(['zip', 'tar.gz', 'tar.sz', 'tar.zst']));
    expect(formats).toHaveLength(10); // nine formats and Cancel
    await user.click(within(prompt).getByRole('button', { name: 'tar.gz' }));
    expect(download).toHaveBeenLastCalledWith('/api/public/dl/abc12345/?algo=targz');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(row('photos'));
    await user.keyboard('{Control>}');
    await user.click(row('f000.txt'));
    await user.keyboard('{/Control}');
    await user.click(header().getByRole('button', { name: 'Download 2' }));
    await user.click(screen.getByRole('button', { name: 'zip' }));
    expect(download).toHaveBeenLastCalledWith(
      `/api/public/dl/abc12345/?files=${encodeURIComponent('/photos,/f000.txt')}&algo=zip`,
    );
  });

  it('previews one selected image, audio or video in a dialog from the header, not in the page', async () => {
    const { row, user } = await openFolder();
    await user.click(row('cat.jpg'));
    // Nothing is added to the page above the listing (the journey measures the rows).
    expect(screen.queryByRole('img', { name: 'cat.jpg' })).toBeNull();
    await user.click(header().getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('dialog', { name: 'cat.jpg' });
    expect(within(preview).getByRole('img', { name: 'cat.jpg' })).toHaveAttribute(
      'src',
      '/api/public/dl/abc12345/cat.jpg?inline=true',
    );
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(row('song.mp3'));
    await user.click(header().getByRole('button', { name: 'Preview' }));
    const song = screen.getByRole('dialog', { name: 'song.mp3' });
    expect(within(song).getByLabelText('song.mp3')).toHaveAttribute(
      'src',
      '/api/public/dl/abc12345/song.mp3?inline=true',
    );
    await user.keyboard('{Escape}');
    await user.click(row('film.mp4'));
    await user.click(header().getByRole('button', { name: 'Preview' }));
    const film = screen.getByRole('dialog', { name: 'film.mp4' });
    expect(within(film).getByLabelText('film.mp4').tagName).toBe('VIDEO');
    await user.keyboard('{Escape}');
    await user.click(row('f000.txt'));
    expect(header().queryByRole('button', { name: 'Preview' })).toBeNull();
  });
});
