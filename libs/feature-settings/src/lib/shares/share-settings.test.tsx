import type { Share } from '@file-browser/api-contract';
import { allPermissions, makeTokenUser } from '@file-browser/api-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsOf,
  fakeClient,
  makeServices,
  makeSettings,
  makeUser,
  renderPage,
} from '../../testing/settings-fixtures';
import { ShareSettings } from './share-settings';

const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const shares: Share[] = [
  { hash: 'perm0001', path: '/docs/plan.txt', userID: 1, expire: 0, hasPassword: false },
  { hash: 'soon0002', path: '/photos/', userID: 2, expire: inAnHour, hasPassword: true },
];

async function renderShares(admin: boolean, list = shares) {
  const state = {
    users: [makeUser({ id: 1, username: 'admin' }), makeUser({ id: 2, username: 'alice' })],
    shares: list,
    settings: makeSettings(),
  };
  const { client, calls } = fakeClient(state);
  const perm = admin ? allPermissions(true) : { ...allPermissions(false), share: true };
  const services = makeServices(client, { user: makeTokenUser({ perm }) });
  await renderPage(<ShareSettings services={services} />);
  return { services, calls };
}

const rowOf = async (path: string) => {
  const link = await screen.findByRole('link', { name: path });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${path}`);
  return within(row);
};

describe('ShareSettings', () => {
  it('lists each link with its path, its expiry or permanent, and owners for admins', async () => {
    await renderShares(true);
    const plan = await rowOf('/docs/plan.txt');
    expect(plan.getByRole('link')).toHaveAttribute('href', 'https://files.example/share/perm0001');
    expect(plan.getByText('Never expires')).toBeVisible();
    expect(plan.getByText('admin')).toBeVisible();
    const photos = await rowOf('/photos/');
    expect(photos.getByText('in an hour')).toBeVisible();
    expect(await photos.findByText('alice')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Username' })).toBeVisible();
  });

  it('labels each cell by its column, for the cards a phone shows (issue 28 item 10)', async () => {
    await renderShares(true);
    const plan = await rowOf('/docs/plan.txt');
    const labelOf = (text: string) => plan.getByText(text).closest('td')?.dataset['label'];
    expect(labelOf('/docs/plan.txt')).toBe('Path');
    expect(labelOf('Never expires')).toBe('Valid for');
    expect(labelOf('admin')).toBe('Username');
  });

  it('keeps paths left to right and names in their own direction in a right-to-left page', async () => {
    await renderShares(true);
    const plan = await rowOf('/docs/plan.txt');
    expect(plan.getByText('/docs/plan.txt')).toHaveAttribute('dir', 'ltr');
    expect(plan.getByText('admin').tagName).toBe('BDI');
  });

  it('shows no owner column to other users', async () => {
    await renderShares(false);
    await rowOf('/docs/plan.txt');
    expect(screen.queryByRole('columnheader', { name: 'Username' })).not.toBeInTheDocument();
  });

  it('copies a link and says so', async () => {
    const { services } = await renderShares(false);
    const plan = await rowOf('/docs/plan.txt');
    await userEvent.click(plan.getByRole('button', { name: 'Copy to clipboard' }));
    expect(services.copyText).toHaveBeenCalledWith('https://files.example/share/perm0001');
    expect(services.notify).toHaveBeenCalledWith('success', 'Link copied.');
  });

  it('deletes a link after confirming, and removes its row', async () => {
    const { services, calls } = await renderShares(false);
    const plan = await rowOf('/docs/plan.txt');
    await userEvent.click(plan.getByRole('button', { name: 'Delete' }));
    const prompt = screen.getByRole('alertdialog');
    expect(prompt).toHaveTextContent('Delete this share (/docs/plan.txt)?');
    expect(within(prompt).getByText('/docs/plan.txt')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      expect(screen.queryByRole('link', { name: '/docs/plan.txt' })).not.toBeInTheDocument();
    });
    expect(callsOf(calls, 'deleteShare')).toEqual([['perm0001']]);
    expect(services.notify).toHaveBeenCalledWith('success', 'Share deleted.');
    expect(screen.getByRole('link', { name: '/photos/' })).toBeVisible();
  });

  it('keeps the link when the deletion is cancelled', async () => {
    const { calls } = await renderShares(false);
    const plan = await rowOf('/docs/plan.txt');
    await userEvent.click(plan.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsOf(calls, 'deleteShare')).toEqual([]);
    expect(screen.getByRole('link', { name: '/docs/plan.txt' })).toBeVisible();
  });

  it("says it's lonely here when there are no links", async () => {
    await renderShares(false, []);
    expect(await screen.findByText('Nothing here yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
