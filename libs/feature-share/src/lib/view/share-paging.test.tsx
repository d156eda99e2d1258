import type { PublicShare } from '@file-browser/api-client';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entry, folder, renderShare, shareServer } from '../../testing/share-fixtures';
import { SHARE_FIRST_PAGE } from './use-whole-share';

const files = (count: number) =>
  Array.from({ length: count }, (_, i) => entry(`/f${String(i).padStart(3, '0')}.txt`));

/**
 * A shared folder of `count` files whose whole listing waits until the test calls `release`,
 * while its first page answers at once: a big shared folder between its first page and the rest.
 */
async function openBigFolder(count: number, secret?: string) {
  const server = shareServer({ '/': folder('/', files(count)) }, secret);
  const whole = server.client.getPublicShare.bind(server.client);
  let release: (value?: unknown) => void = () => undefined;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  server.client.getPublicShare = async (...args): Promise<PublicShare> => {
    await held;
    return whole(...args);
  };
  const user = userEvent.setup();
  await renderShare({ client: server.client });
  if (secret !== undefined) {
    await user.type(await screen.findByLabelText('Password'), secret);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  }
  const grid = await screen.findByRole('grid', { name: 'trip' });
  const rows = () => within(grid).getAllByRole('row');
  return {
    server,
    grid,
    rows,
    user,
    release: async () => {
      await act(async () => {
        release();
        await held;
      });
    },
  };
}

describe('ShareView: a big shared folder, first page first', () => {
  it("shows the first page with the whole folder's counts before the rest arrives", async () => {
    const { server, grid, rows, release } = await openBigFolder(450);
    expect(server.calls[0]).toMatchObject({ path: '/', limit: String(SHARE_FIRST_PAGE) });
    const info = screen.getByRole('region', { name: 'trip' });
    expect(within(info).getByText('Files').nextSibling).toHaveTextContent('450');
    // 100 rows and "+N" counting to the whole folder, not to the page.
    expect(rows()).toHaveLength(101);
    expect(within(grid).getByRole('button', { name: '+350' })).toBeVisible();
    await release();
    expect(server.calls.at(-1)).toMatchObject({ path: '/', limit: null });
  });

  it('shows entries past the first page once the rest has arrived', async () => {
    const { grid, rows, user, release } = await openBigFolder(450);
    await user.click(within(grid).getByRole('button', { name: '+350' }));
    await user.click(within(grid).getByRole('button', { name: '+250' }));
    // 300 rows asked for, 200 loaded: the last hundred wait as empty rows.
    expect(rows()).toHaveLength(201);
    expect(within(grid).queryByText('f250.txt')).toBeNull();
    await release();
    expect(await within(grid).findByText('f250.txt')).toBeVisible();
    expect(rows()).toHaveLength(301);
  });

  it('sends the accepted password (and token) for the rest of a protected folder', async () => {
    const { server, grid, release } = await openBigFolder(450, 'open sesame');
    await release();
    await within(grid).findByRole('button', { name: '+350' });
    expect(server.calls.at(-1)).toMatchObject({
      path: '/',
      limit: null,
      password: 'open%20sesame',
    });
  });

  it('asks a small folder once: its first page is all of it', async () => {
    const { server } = await openBigFolder(150);
    expect(server.calls).toHaveLength(1);
  });
});
