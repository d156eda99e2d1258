import type { Share } from '@file-browser/api-contract';
import { createI18n } from '@file-browser/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { FilesContext } from '../shared/files-context';
import { SharePrompt } from './share-prompt';

const inThreeDays = () => Math.floor(Date.now() / 1000) + 3 * 86_400 + 60;

/** The prompt on `/report.pdf` with two links, and an in-memory share API recording calls. */
async function renderPrompt() {
  let shares: Share[] = [
    { hash: 'soon1234', path: '/report.pdf', userID: 1, expire: inThreeDays(), hasPassword: false },
    { hash: 'locked12', path: '/report.pdf', userID: 1, expire: 0, hasPassword: true },
  ];
  const created: unknown[] = [];
  const client = {
    getShares: () => Promise.resolve(shares),
    createShare: (_path: string, options: object) => {
      created.push(options);
      const share = {
        hash: 'new12345',
        path: '/report.pdf',
        userID: 1,
        expire: 0,
        hasPassword: false,
      };
      shares = [...shares, share];
      return Promise.resolve(share);
    },
    deleteShare: () => Promise.resolve(),
    // As the real client builds it: the path encoded, `''` as `/`.
    publicDownloadURL: (hash: string, path: string) => `/fb/api/public/dl/${hash}/${path}`,
  };
  const notify = vi.fn();
  const ctx = {
    client,
    path: '/',
    selected: [{ path: '/report.pdf', name: 'report.pdf', isDir: false }],
    shareURL: (hash: string) => `https://files.example/fb/share/${hash}`,
    notify,
    showError: vi.fn(),
    closePrompt: vi.fn(),
  } as unknown as FilesContext;
  const i18n = await createI18n({ locale: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SharePrompt ctx={ctx} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Share' });
  await within(dialog).findByText('https://files.example/fb/share/locked12');
  const rowOf = (hash: string) =>
    within(dialog).getByText(`https://files.example/fb/share/${hash}`).closest('li') as HTMLElement;
  return { dialog, rowOf, created, notify };
}

describe('SharePrompt (issue 28 item 9)', () => {
  it('shows each link as a row: full address, expiry in words, a lock when it has a password', async () => {
    const { dialog, rowOf } = await renderPrompt();
    const rows = within(within(dialog).getByRole('list', { name: 'Shares' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.querySelector('.fb-share-link__url')?.textContent)).toEqual([
      'https://files.example/fb/share/locked12',
      'https://files.example/fb/share/soon1234',
    ]);
    // An address reads left to right in a right-to-left page too.
    for (const row of rows)
      expect(row.querySelector('.fb-share-link__url')).toHaveAttribute('dir', 'ltr');
    expect(rowOf('locked12')).toHaveTextContent('Never expires');
    expect(rowOf('locked12')).toHaveTextContent('Password protected');
    expect(rowOf('soon1234')).toHaveTextContent('Expires in 3 days');
    expect(rowOf('soon1234')).not.toHaveTextContent('Password protected');
    for (const hash of ['locked12', 'soon1234']) {
      const row = within(rowOf(hash));
      expect(row.getByRole('button', { name: 'Copy link' })).toBeVisible();
      expect(row.getByRole('button', { name: 'QR code' })).toBeVisible();
      expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();
    }
    // A protected link's direct download needs its password first: no such button.
    expect(within(rowOf('locked12')).queryByRole('button', { name: 'Copy download link' })).toBe(
      null,
    );
  });

  it('copies the link, the direct download link, and shows the QR code', async () => {
    const user = userEvent.setup();
    const { rowOf, notify } = await renderPrompt();
    const row = within(rowOf('soon1234'));
    await user.click(row.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://files.example/fb/share/soon1234');
    await user.click(row.getByRole('button', { name: 'Copy download link' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/fb/api/public/dl/soon1234/`,
    );
    expect(notify).toHaveBeenCalledWith('Link copied.');
    const qr = row.getByRole('button', { name: 'QR code' });
    expect(qr).toHaveAttribute('aria-expanded', 'false');
    await user.click(qr);
    expect(qr).toHaveAttribute('aria-expanded', 'true');
    expect(row.getByRole('img', { name: 'QR code' })).toBeVisible();
  });

  it('says an empty duration means permanent and starts afresh after making a link', async () => {
    const user = userEvent.setup();
    const { dialog, created } = await renderPrompt();
    const duration = within(dialog).getByRole('spinbutton', { name: 'Valid for' });
    expect(duration).toHaveAccessibleDescription('Leave empty for a link that never expires.');
    await user.type(duration, '5');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'days');
    await user.type(within(dialog).getByLabelText('Password (optional)'), 'secret');
    await user.click(
      within(dialog).getAllByRole('button', { name: 'Share' }).at(-1) as HTMLElement,
    );
    await within(dialog).findByText('https://files.example/fb/share/new12345');
    expect(created).toEqual([{ expires: 5, unit: 'days', password: 'secret' }]);
    expect(await navigator.clipboard.readText()).toBe('https://files.example/fb/share/new12345');
    expect(duration).toHaveValue(null);
    expect(within(dialog).getByLabelText('Unit')).toHaveValue('hours');
    expect(within(dialog).getByLabelText('Password (optional)')).toHaveValue('');
  });
});
