import type { ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing } from '@file-browser/api-contract';
import { makeTokenUser } from '@file-browser/api-contract/testing';
import { createI18n } from '@file-browser/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilesScreen } from '../screen/files-screen';
import { withListPage } from './fake-pages';
import { FIRST_PAGE_SIZE } from './use-resource';

const file = (index: number): FileInfo => ({
  path: `/f${String(index).padStart(4, '0')}.txt`,
  name: `f${String(index).padStart(4, '0')}.txt`,
  size: 1,
  extension: '.txt',
  modified: '2026-01-02T03:04:05Z',
  mode: 0,
  isDir: false,
  isSymlink: false,
  type: 'text',
});

/**
 * A folder of `count` files whose whole listing (`getResource`) waits until the test calls
 * `release`, while its pages answer at once: what a 100,000-entry folder looks like to the
 * screen between its first page and the rest.
 */
function slowFolder(count: number) {
  const items = Array.from({ length: count }, (_, index) => file(index));
  const listing: Listing = {
    ...file(0),
    path: '/big/',
    name: 'big',
    isDir: true,
    type: '',
    items,
    numDirs: 0,
    numFiles: count,
    sorting: { by: 'name', asc: false },
  };
  let resolveWhole: (listing: Listing) => void = () => undefined;
  const whole = new Promise<Listing>((resolve) => {
    resolveWhole = resolve;
  });
  const pages = withListPage({ getResource: () => Promise.resolve(listing) });
  const client = { listPage: pages.listPage, getResource: vi.fn(() => whole) };
  const release = () => {
    resolveWhole(listing);
  };
  return { client: client as unknown as ApiClient, release, getResource: client.getResource };
}

async function renderFolder(count: number) {
  const folder = slowFolder(count);
  const i18n = await createI18n({ locale: 'en' });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <FilesScreen
          client={folder.client}
          user={makeTokenUser({ viewMode: 'list', singleClick: false })}
          path="/big/"
          execEnabled={false}
          thumbnails={false}
          navigate={vi.fn()}
          notify={vi.fn()}
          onUserChanged={vi.fn()}
          tus={null}
          onUploadProgress={vi.fn()}
          shareURL={(hash) => hash}
          renderHeader={(actions) => <header>{actions}</header>}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  await screen.findByText('f0000.txt');
  const release = async () => {
    await act(async () => {
      folder.release();
      await Promise.resolve();
    });
  };
  return { ...folder, release, container: view.container };
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
    const { getResource } = await renderFolder(1000);
    expect(getResource).toHaveBeenCalledTimes(1);
    expect(screen.getByText('f0000.txt')).toBeInTheDocument();
    // The whole listing is still on its way; the page's last entry is already known.
    expect(screen.queryByText(`f${String(FIRST_PAGE_SIZE).padStart(4, '0')}.txt`)).toBeNull();
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

  it('Ctrl+A before the rest arrives ends up selecting every entry', async () => {
    const { release } = await renderFolder(1000);
    await userEvent.keyboard('{Control>}a{/Control}');
    expect(screen.getByText(`${String(FIRST_PAGE_SIZE)} selected`)).toBeInTheDocument();
    await release();
    expect(await screen.findByText('1000 selected')).toBeInTheDocument();
  });
});
