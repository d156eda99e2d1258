import { ApiError, type ApiClient } from '@file-browser/api-client';
import type { Listing } from '@file-browser/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withListPage } from '../../testing/fake-pages';
import { renderFilesScreen } from '../../testing/render-files-screen';

const docs: Listing = {
  path: '/docs',
  name: 'docs',
  size: 0,
  extension: '',
  modified: '2026-01-02T03:04:05Z',
  mode: 0,
  isDir: true,
  isSymlink: false,
  type: '',
  items: [
    {
      path: '/docs/plan.txt',
      name: 'plan.txt',
      size: 10,
      extension: '.txt',
      modified: '2026-01-02T03:04:05Z',
      mode: 0,
      isDir: false,
      isSymlink: false,
      type: 'text',
    },
  ],
  numDirs: 0,
  numFiles: 1,
  sorting: { by: 'name', asc: true },
};

/** The folder `/docs/` on a server that answers `failures` first (0: no connection). */
async function renderFailing(...failures: number[]) {
  const answers = [...failures];
  const client = withListPage({
    getResource: () => {
      const status = answers.shift();
      if (status === undefined) return Promise.resolve(docs);
      return Promise.reject(new ApiError(`failed with ${String(status)}`, status));
    },
  }) as unknown as ApiClient;
  const navigate = vi.fn();
  await renderFilesScreen({ client, path: '/docs/', navigate });
  return { navigate };
}

describe('FilesScreen: a folder that failed to load', () => {
  it('loads it again with Retry, after a lost connection', async () => {
    await renderFailing(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('plan.txt')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [403, 'You are not allowed to open this.'],
    [404, 'This location could not be found.'],
    [500, 'Something went wrong on the server.'],
  ])('goes to the root folder with Home after a %i', async (status, message) => {
    const { navigate } = await renderFailing(status);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
