import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileList, type FileListItem, type FileListProps } from './file-list';

const items: FileListItem[] = [
  {
    name: 'Photos',
    isDir: true,
    size: 4096,
    modified: '2024-05-01T10:00:00Z',
    url: '/files/Photos/',
  },
  {
    name: 'notes #1.txt',
    isDir: false,
    size: 2048,
    modified: '2024-06-02T08:30:00Z',
    url: '/files/notes%20%231.txt',
  },
];

function renderList(props: Partial<FileListProps> = {}) {
  const onOpen = vi.fn();
  render(
    <FileList
      items={items}
      labels={{ name: 'Name', size: 'Size', modified: 'Last modified', empty: 'Nothing here yet.' }}
      formatSize={(bytes) => `${bytes / 1024} KiB`}
      formatDate={(iso) => iso.slice(0, 10)}
      onOpen={onOpen}
      {...props}
    />,
  );
  return { onOpen };
}

describe('FileList', () => {
  it('shows the empty message when there is nothing to list', () => {
    renderList({ items: [] });

    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists entries in the given order under labelled columns', () => {
    renderList();

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Size',
      'Last modified',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Photos',
      'notes #1.txt',
    ]);
  });

  it('formats sizes and dates with the given callbacks, with a dash for folders', () => {
    renderList();
    const [folder, file] = screen.getAllByRole('row').slice(1);
    if (!folder || !file) throw new Error('expected two rows');

    expect(
      within(folder)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Photos', '—', '2024-05-01']);
    expect(
      within(file)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['notes #1.txt', '2 KiB', '2024-06-02']);
  });

  it('opens an entry on click and on Enter, keeping its URL as the link', async () => {
    const { onOpen } = renderList();
    const link = screen.getByRole('link', { name: 'notes #1.txt' });

    expect(link).toHaveAttribute('href', '/files/notes%20%231.txt');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenLastCalledWith(items[1]);

    screen.getByRole('link', { name: 'Photos' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(items[0]);
  });

  it('leaves modified clicks to the browser', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderList();
    let leftToBrowser = false;
    document.addEventListener(
      'click',
      (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault(); // jsdom cannot open tabs
      },
      { once: true },
    );

    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Photos' }));
    await user.keyboard('{/Control}');

    expect(onOpen).not.toHaveBeenCalled();
    expect(leftToBrowser).toBe(true);
  });
});
