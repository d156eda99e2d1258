import type { ApiClient } from '@file-browser/api-client';
import { createI18n } from '@file-browser/i18n';
import { activeItem, fakeUploadEngine } from '@file-browser/state-machines/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { FilesContext } from '../shared/files-context';
import { UploadPanel } from './upload-panel';
import { addUploads, createUploadQueue } from './upload-queue';

const i18n = await createI18n({ locale: 'en' });
const wrap = (children: ReactNode) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function renderPanel() {
  const fake = fakeUploadEngine();
  const queue = createUploadQueue({ client: {} as ApiClient, tus: null }, fake.engine);
  const ctx = { path: '/docs/', reload: vi.fn() } as unknown as FilesContext & {
    reload: ReturnType<typeof vi.fn>;
  };
  render(wrap(<UploadPanel queue={queue} ctx={ctx} />));
  const start = () => {
    act(() => {
      addUploads(queue, '/docs/', [{ path: '/docs/a.txt' }], 'a.txt');
      fake.progress({
        pendingCount: 3,
        bytesPerSecond: 1024 * 1024,
        etaSeconds: 65,
        eta: '00:01:05',
        percent: '42.17',
        sentBytes: 1024 * 1024,
        totalBytes: 2 * 1024 * 1024,
        active: [activeItem(0, 'a.txt', '50.00'), activeItem(1, 'b.txt', '10.00')],
      });
    });
  };
  return { ...fake, queue, ctx, start };
}

const panel = () => screen.queryByRole('region', { name: 'Uploading 3 files…' });

describe('UploadPanel', () => {
  it('stays hidden while nothing uploads', () => {
    renderPanel();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the file count, speed, time left, percent with 2 decimals and bytes sent', () => {
    const { start } = renderPanel();
    start();
    expect(panel()).toBeVisible();
    expect(screen.getByText('1.00 MiB/s')).toBeVisible();
    expect(screen.getByText('00:01:05 remaining')).toBeVisible();
    expect(screen.getByText('42.17% completed')).toBeVisible();
    expect(screen.getByText('1.00 MiB / 2.00 MiB')).toBeVisible();
  });

  it('keeps both decimals of the percent, trailing zeros included', () => {
    const { start, progress } = renderPanel();
    start();
    act(() => {
      progress({ percent: '7.50' });
    });
    expect(screen.getByText('7.50% completed')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Uploading 3 files…' })).toHaveAttribute(
      'aria-valuenow',
      '7.5',
    );
  });

  it('shows no speed and --:--:-- while the engine cannot tell them yet', () => {
    const { start, progress } = renderPanel();
    start();
    act(() => {
      progress({ bytesPerSecond: null, etaSeconds: null, eta: '--:--:--' });
    });
    expect(screen.getByText('--:--:-- remaining')).toBeVisible();
    expect(screen.queryByText(/\/s$/)).toBeNull();
  });

  it('shows a progress bar per file when expanded, and hides them when collapsed', async () => {
    const { start } = renderPanel();
    start();
    expect(screen.queryByRole('progressbar', { name: 'a.txt' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the files' }));
    expect(screen.getByRole('progressbar', { name: 'a.txt' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'b.txt' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide the files' }));
    expect(screen.queryByRole('progressbar', { name: 'a.txt' })).toBeNull();
  });

  it('asks in its own dialog, naming how many uploads stop; Escape keeps them going', async () => {
    const { start, aborts } = renderPanel();
    start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stop the upload' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Stop the upload' });
    expect(ask).toHaveTextContent('3 uploads will be stopped.');
    // The focus is held in the dialog.
    expect(ask).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    await user.tab();
    expect(ask).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(aborts()).toBe(0);
    expect(panel()).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stop the upload' }));
    await user.click(await screen.findByRole('button', { name: 'Keep uploading' }));
    expect(aborts()).toBe(0);
    expect(panel()).toBeVisible();
  });

  it('aborts when the stop is confirmed: the panel goes and the listing reloads, selecting nothing', async () => {
    const { start, aborts, ctx } = renderPanel();
    start();
    await userEvent.click(screen.getByRole('button', { name: 'Stop the upload' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Stop the upload' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stop the upload' }));
    await waitFor(() => {
      expect(panel()).toBeNull();
    });
    expect(aborts()).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ctx.reload).toHaveBeenCalledWith(undefined);
  });

  it('goes when the uploads finish, reloading the listing with the first name selected', () => {
    const { start, drain, ctx } = renderPanel();
    start();
    act(() => {
      drain();
    });
    expect(panel()).toBeNull();
    expect(ctx.reload).toHaveBeenCalledWith('a.txt');
  });
});
