import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Listing } from './listing';
import { ListingItem, type ListingItemProps } from './listing-item';

function renderItem(overrides: Partial<ListingItemProps> = {}) {
  const props: ListingItemProps = {
    name: 'report.pdf',
    isDir: false,
    type: 'pdf',
    size: 2048,
    formatSize: (bytes) => `${bytes / 1024} KiB`,
    modified: <time dateTime="2024-01-01">last year</time>,
    selected: false,
    labels: { invalidLink: 'invalid link' },
    onClick: vi.fn(),
    onOpen: vi.fn(),
    ...overrides,
  };
  render(
    <Listing label="Files" variant="list">
      <ListingItem {...props} />
    </Listing>,
  );
  return { props, row: screen.getByRole('row') };
}

describe('ListingItem', () => {
  it('shows name, formatted size and the modified slot', () => {
    const { row } = renderItem();

    expect(row).toHaveTextContent('report.pdf');
    expect(row).toHaveTextContent('2 KiB');
    expect(row).toHaveTextContent('last year');
    expect(row).toHaveAttribute('data-ext', '.pdf');
  });

  it('shows a dash for folders and the label for broken links', () => {
    renderItem({ name: 'Photos', isDir: true, type: undefined });
    expect(screen.getByRole('row')).toHaveTextContent('—');
  });

  it('shows "invalid link" for broken links', () => {
    const { row } = renderItem({ type: 'invalid_link' });

    expect(row).toHaveTextContent('invalid link');
  });

  it('reports clicks with modifiers and opens on Enter', async () => {
    const user = userEvent.setup();
    const { props, row } = renderItem();

    await user.keyboard('{Control>}');
    await user.click(row);
    await user.keyboard('{/Control}');
    expect(props.onClick).toHaveBeenCalledWith(expect.objectContaining({ ctrlKey: true }));

    row.focus();
    await user.keyboard('{Enter}');
    expect(props.onOpen).toHaveBeenCalledOnce();
  });

  it('exposes its selected state', () => {
    const { row } = renderItem({ selected: true });

    expect(row).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the whole name as the tooltip of a name cut short', () => {
    const name = 'minutes of the annual general meeting of the allotment society 2026.docx';
    renderItem({ name, type: 'blob' });

    expect(screen.getByText(name)).toHaveAttribute('title', name);
  });

  it('draws a different icon for each kind of file, telling archives, spreadsheets and code apart', () => {
    const iconOf = (name: string, type: string) => {
      const { row } = renderItem({ name, type });
      const drawn = {
        kind: row.getAttribute('data-kind'),
        icon: row.querySelector('.fb-listing-item__visual path')?.getAttribute('d'),
      };
      cleanup();
      return drawn;
    };
    const drawn = [
      iconOf('photos.zip', 'blob'),
      iconOf('backup.tar.gz', 'blob'),
      iconOf('budget.xlsx', 'blob'),
      iconOf('people.csv', 'text'),
      iconOf('main.ts', 'text'),
      iconOf('config.yaml', 'text'),
      iconOf('song.mp3', 'audio'),
      iconOf('notes.txt', 'text'),
      iconOf('clip.ts', 'video'),
      iconOf('data.bin', 'blob'),
    ];

    expect(drawn.map((item) => item.kind)).toEqual([
      'archive',
      'archive',
      'spreadsheet',
      'spreadsheet',
      'code',
      'code',
      'audio',
      'text',
      'video',
      'file',
    ]);
    // One icon per kind, and no two kinds share one.
    const iconsByKind = new Map(drawn.map((item) => [item.kind, item.icon]));
    expect(new Set(iconsByKind.values()).size).toBe(iconsByKind.size);
    expect(drawn.every((item) => item.icon === iconsByKind.get(item.kind))).toBe(true);
  });

  it('draws the thumbnail instead of the icon', () => {
    renderItem({ thumbnail: <img src="/thumb.jpg" alt="" /> });

    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/thumb.jpg');
  });
});
