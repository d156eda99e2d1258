import { ApiError } from '@file-browser/api-client';
import type { ApiClient } from '@file-browser/api-client';
import type { Listing } from '@file-browser/api-contract';
import { createI18n } from '@file-browser/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ListingPage } from './listing-page';

const entry = {
  size: 4096,
  extension: '',
  modified: '2025-01-02T03:04:05Z',
  mode: 0,
  isSymlink: false,
};
const listing: Listing = {
  ...entry,
  path: '/',
  name: '',
  isDir: true,
  type: '',
  numDirs: 1,
  numFiles: 1,
  sorting: { by: 'name', asc: false },
  items: [
    { ...entry, path: '/Photos', name: 'Photos', isDir: true, type: '' },
    { ...entry, path: '/notes.txt', name: 'notes.txt', isDir: false, type: 'text', size: 1536 },
  ],
};

function clientAnswering(getResource: ApiClient['getResource']): ApiClient {
  // The page only lists; the rest of the client is never called.
  return { getResource } as Pick<ApiClient, 'getResource'> as ApiClient;
}

async function renderPage(client: ApiClient, onOpen = vi.fn()) {
  const i18n = await createI18n({ locale: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ListingPage client={client} path="/" onOpen={onOpen} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onOpen, t: i18n.t };
}

describe('ListingPage', () => {
  it('shows the folder entries with sizes and opens a folder with its trailing slash', async () => {
    const { onOpen } = await renderPage(clientAnswering(() => Promise.resolve(listing)));
    expect(await screen.findByText('notes.txt')).toBeVisible();
    expect(screen.getByText('1.50 KiB')).toBeVisible();
    await userEvent.click(screen.getByText('Photos'));
    expect(onOpen).toHaveBeenCalledWith('/Photos/');
  });

  it('says the folder is empty when it is', async () => {
    const empty = { ...listing, items: [], numDirs: 0, numFiles: 0 };
    const { t } = await renderPage(clientAnswering(() => Promise.resolve(empty)));
    expect(await screen.findByText(t('files.lonely'))).toBeVisible();
  });

  it('shows the not-found panel for a 404', async () => {
    const { t } = await renderPage(
      clientAnswering(() => Promise.reject(new ApiError('404 Not Found', 404))),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.notFound'));
  });
});
