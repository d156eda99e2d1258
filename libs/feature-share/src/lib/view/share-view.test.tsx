import { ApiError } from '@file-browser/api-client';
import type { ApiClient, FileInfo, Listing } from '@file-browser/api-client';
import { createI18n } from '@file-browser/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ShareView } from './share-view';

const entry = (name: string, isDir = false): FileInfo => ({
  path: `/${name}`,
  name,
  size: 2048,
  extension: '',
  modified: '2026-01-01T00:00:00Z',
  mode: 0,
  isDir,
  isSymlink: false,
  type: isDir ? '' : 'text',
});

const folder = (count: number): Listing => ({
  ...entry('trip', true),
  items: [
    entry('photos', true),
    ...Array.from({ length: count }, (_, i) => entry(`f${String(i)}.txt`)),
  ],
  numDirs: 1,
  numFiles: count,
  sorting: { by: 'name', asc: false },
});

/** A share that needs `secret` (when given) and then answers `answer`. */
function shareClient(answer: FileInfo | Listing, secret?: string) {
  const asked: (string | undefined)[] = [];
  const client = {
    getPublicShare: (_hash: string, _path: string, call: { password?: string } = {}) => {
      asked.push(call.password);
      if (secret !== undefined && call.password !== secret) {
        return Promise.reject(new ApiError('401 Unauthorized', 401));
      }
      return Promise.resolve({ ...answer, ...(secret && { token: 'tok' }) });
    },
    publicDownloadURL: (hash: string, path: string, options: Record<string, unknown> = {}) =>
      `/dl/${hash}${path}?${new URLSearchParams(options as Record<string, string>).toString()}`,
  };
  return { client: client as unknown as ApiClient, asked };
}

async function renderShare(client: ApiClient, path = '/') {
  const i18n = await createI18n({ locale: 'en' });
  const navigate = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ShareView
          client={client}
          hash="abc12345"
          path={path}
          navigate={navigate}
          formatSize={(bytes) => `${String(bytes)} B`}
          formatModified={(iso) => iso}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { navigate };
}

describe('ShareView (spec §2 "Share view")', () => {
  it('asks for the password, says so after a wrong one, then shows the file', async () => {
    const { client, asked } = shareClient(entry('report.txt'), 'right');
    await renderShare(client, '');
    const field = await screen.findByLabelText('Password');
    await userEvent.type(field, 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right{Enter}');
    expect(await screen.findByRole('heading', { name: 'report.txt' })).toBeVisible();
    expect(asked).toEqual([undefined, 'wrong', 'right']);
    expect(screen.getByRole('link', { name: 'Open file' })).toHaveAttribute(
      'href',
      '/dl/abc12345?token=tok&inline=true',
    );
    expect(screen.getByRole('img', { name: 'Download' })).toHaveAttribute('width', '200');
  });

  it('lists a folder 100 items at a time with a "+N" item, and opens subfolders', async () => {
    const { client } = shareClient(folder(150));
    const { navigate } = await renderShare(client);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(101);
    await userEvent.click(within(list).getByRole('button', { name: '+51' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(151);
    expect(within(list).getByRole('link', { name: /f0\.txt/ })).toHaveAttribute(
      'href',
      '/dl/abc12345/f0.txt?',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'photos/' }));
    expect(navigate).toHaveBeenCalledWith('/photos/');
    expect(screen.getByRole('img', { name: 'Download' })).toHaveAttribute('width', '100');
  });

  it('shows not found for a link that does not exist', async () => {
    const client = {
      getPublicShare: () => Promise.reject(new ApiError('404 Not Found', 404)),
    } as unknown as ApiClient;
    await renderShare(client);
    expect(await screen.findByRole('alert')).toHaveTextContent('This location could not be found.');
  });
});
