import type { ApiClient } from '@file-browser/api-client';
import { FIRST_PAGE_LIMIT, type FileInfo, type Listing } from '@file-browser/api-contract';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withListPage } from '../../testing/fake-pages';
import { renderFilesScreen } from '../../testing/render-files-screen';

const entry = (name: string, isDir = false): FileInfo => ({
  path: `/big/${name}`,
  name,
  size: 1,
  extension: isDir ? '' : '.txt',
  modified: '2026-01-02T03:04:05Z',
  mode: 0,
  isDir,
  isSymlink: false,
  type: isDir ? '' : 'text',
});
const fileName = (index: number) => `f${String(index).padStart(4, '0')}.txt`;
const files = (count: number) => Array.from({ length: count }, (_, i) => entry(fileName(i)));

/**
 * A folder of `items` whose whole listing (`getResource`) waits until the test calls
 * `release`, while its pages answer at once: what a 100,000-entry folder looks like to the
 * screen between its first page and the rest. Deletes and downloads are recorded.
 */
function slowFolder(items: FileInfo[]) {
  const listing: Listing = {
    ...entry('big', true),
    path: '/big/',
    items,
    numDirs: items.filter((item) => item.isDir).length,
    numFiles: items.filter((item) => !item.isDir).length,
    sorting: { by: 'name', asc: false },
  };
  let resolveWhole: (listing: Listing) => void = () => undefined;
  const whole = new Promise<Listing>((resolve) => {
    resolveWhole = resolve;
  });
  const pages = withListPage({ getResource: () => Promise.resolve(listing) });
  const client = {
    listPage: pages.listPage,
    getResource: vi.fn(() => whole),
    deleteResource: vi.fn<(path: string) => Promise<void>>(() => Promise.resolve()),
    rawURL: (path: string, options: { algo?: string; files?: string[] } = {}) =>
      `raw ${path} ${options.algo ?? ''} ${options.files?.join(',') ?? ''}`.trim(),
  };
  const release = () => {
    resolveWhole(listing);
  };
  return { client: client as unknown as ApiClient, release, calls: client };
}

async function renderFolder(items: FileInfo[] | number) {
  const folder = slowFolder(typeof items === 'number' ? files(items) : items);
  const download = vi.fn<(url: string) => void>();
  const { view } = await renderFilesScreen({
    client: folder.client,
    user: makeTokenUser({ viewMode: 'list', singleClick: false }),
    path: '/big/',
    download,
    renderHeader: (actions) => <header>{actions}</header>,
  });
  await screen.findByText(typeof items === 'number' ? fileName(0) : 'f0000.txt');
  const release = async () => {
    await act(async () => {
      folder.release();
      await Promise.resolve();
    });
  };
  return { ...folder, download, release, container: view.container };
}

/** Heights of the virtual list: drawn rows plus the spacers standing for the rest. */
function listHeight(container: HTMLElement): number {
  const grid = container.querySelector('[role="grid"]');
  const spacers = [...(grid?.querySelectorAll<HTMLElement>(':scope > [role="none"]') ?? [])];
  return spacers.reduce((sum, node) => sum + (Number.parseFloat(node.style.height) || 0), 0);
}

describe('a big folder, first page first', () => {
  // jsdom does no layout: every row would measure 0 px high and the virtual window would
  // cover hundreds of them. Rows get the height they have in a browser.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      return new DOMRect(0, 0, 800, this.dataset['index'] === undefined ? 0 : 57);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the first page before the rest of the folder has arrived', async () => {
    const { calls } = await renderFolder(1000);
    expect(screen.getByText('f0000.txt')).toBeInTheDocument();
    // The rest is asked for once the first page has been painted.
    await waitFor(() => {
      expect(calls.getResource).toHaveBeenCalledTimes(1);
    });
    // The whole listing is still on its way; the page's last entry is already known.
    expect(screen.queryByText(fileName(FIRST_PAGE_LIMIT))).toBeNull();
  });

  it('makes the list as tall as the whole folder while the rest loads', async () => {
    const { container, release } = await renderFolder(1000);
    const partial = listHeight(container);
    // A heading and 1,000 rows of ~57 px: far more than the 200 loaded rows would make.
    expect(partial).toBeGreaterThan(900 * 50);
    await release();
    await screen.findByText('f0001.txt');
    expect(listHeight(container)).toBeCloseTo(partial, -3);
  });

  it('Ctrl+A before the rest arrives selects every entry, and keeps them all', async () => {
    const { release } = await renderFolder(1000);
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(screen.getByText('1000 selected')).toBeInTheDocument();
    await release();
    await screen.findByText('f0001.txt');
    expect(screen.getByText('1000 selected')).toBeInTheDocument();
  });

  it('deletes all of a Ctrl+A selection made before the rest arrived', async () => {
    const { calls, release } = await renderFolder(1000);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard('{Delete}');
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('1000');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));
    // Nothing goes before the selection is known entry by entry.
    expect(calls.deleteResource).not.toHaveBeenCalled();
    await release();
    await waitFor(() => {
      expect(calls.deleteResource).toHaveBeenCalledTimes(1000);
    });
    const deleted = calls.deleteResource.mock.calls.map(([path]) => path);
    expect(new Set(deleted)).toEqual(new Set(files(1000).map((item) => item.path)));
  });

  it('downloads a Ctrl+A selection as the folder itself, without waiting for the rest', async () => {
    const { download } = await renderFolder(1000);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard('{Control>}s{/Control}');
    await userEvent.click(await screen.findByRole('button', { name: 'zip' }));
    await waitFor(() => {
      expect(download).toHaveBeenCalledWith('raw /big/ zip');
    });
  });

  it('a Shift range across entries not loaded yet acts on them once they arrive', async () => {
    // Folders and files alternate in the server's order: the first page holds the first 100
    // of each, and the folders d100–d109 are placeholders between the two sections.
    const items = [
      ...Array.from({ length: 110 }, (_, i) => [
        entry(`d${String(i).padStart(3, '0')}`, true),
        entry(fileName(i)),
      ]).flat(),
      ...Array.from({ length: 190 }, (_, i) => entry(fileName(110 + i))),
    ];
    // A window tall enough that both ends of the range are drawn.
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(20_000);
    const { calls, release } = await renderFolder(items);
    // One user-event instance, so the held Shift carries over to the click.
    const user = userEvent.setup();
    await user.click(await screen.findByText('d095'));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByText('f0010.txt'));
    await user.keyboard('{/Shift}');
    // d095–d109 and f0000–f0010.
    expect(await screen.findByText('26 selected')).toBeInTheDocument();
    await userEvent.keyboard('{Delete}');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await release();
    await waitFor(() => {
      expect(calls.deleteResource).toHaveBeenCalledTimes(26);
    });
    const deleted = new Set(calls.deleteResource.mock.calls.map(([path]) => path));
    expect(deleted.has('/big/d109')).toBe(true);
    expect(deleted.has('/big/d094')).toBe(false);
    expect(deleted.has('/big/f0011.txt')).toBe(false);
  });

  it('↓ onto an entry not loaded yet rests there, selected, and the entry takes focus and selection once it arrives', async () => {
    // The first page holds d000–d099 and f0000–f0099; d100–d109 are placeholders after d099.
    const items = Array.from({ length: 110 }, (_, i) => [
      entry(`d${String(i).padStart(3, '0')}`, true),
      entry(fileName(i)),
    ]).flat();
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(20_000);
    const { release } = await renderFolder(items);
    const row = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
    const grid = screen.getByRole('grid');
    // One Tab stop in the whole listing (a roving tabindex).
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    act(() => {
      row('d099').focus();
    });
    await userEvent.keyboard('{ArrowDown}');
    const resting = document.activeElement as HTMLElement;
    expect(resting).toHaveAttribute('data-place', '100');
    expect(resting).toHaveAttribute('data-selected', 'true');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await release();
    await waitFor(() => {
      expect(row('d100')).toHaveFocus();
    });
    expect(row('d100')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(row('d101')).toHaveFocus();
    expect(row('d101')).toHaveAttribute('aria-selected', 'true');
  });
});
