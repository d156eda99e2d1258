import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { entry, folder, renderShare, shareServer } from '../../testing/share-fixtures';

describe('ShareView: loading, password, errors (spec §2 "Share view", §4, §8)', () => {
  it('asks for the password, says so after a wrong one, then shows the file', async () => {
    const server = shareServer({ '/': entry('', 'text') }, 'open sesame');
    server.calls.length = 0;
    await renderShare({ client: server.client, path: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const card = await screen.findByRole('region', { name: 'Share' });
    expect(card).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Password');

    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'open sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('2048 B');
    expect(server.calls.map((call) => call.password)).toEqual([null, 'wrong', 'open%20sesame']);
    // Public calls never carry the session, and their 401s never end it.
    expect(server.calls.every((call) => call.xAuth === null)).toBe(true);
    expect(server.onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows a shared file: modified, size, download, open in a new tab, a 200 px QR code', async () => {
    const file = { ...entry('', 'pdf'), name: 'report.pdf' };
    const server = shareServer({ '/': file }, 'pw');
    const app = await renderShare({ client: server.client });
    await userEvent.type(await screen.findByLabelText('Password'), 'pw{Enter}');

    expect(await screen.findByRole('heading', { name: 'report.pdf' })).toBeVisible();
    expect(screen.getByText('at 2026-01-01T00:00:00Z')).toHaveAttribute(
      'datetime',
      '2026-01-01T00:00:00Z',
    );
    expect(screen.getByText('2048 B')).toBeVisible();
    const open = screen.getByRole('link', { name: 'Open file' });
    expect(open).toHaveAttribute('href', '/api/public/dl/abc12345/?inline=true&token=tok');
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'Download file' })).toHaveAttribute('width', '200');

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(app.download).toHaveBeenCalledWith('/api/public/dl/abc12345/?token=tok');
  });

  it('gives the header the name of the file or folder on view, nothing while it loads', async () => {
    const server = shareServer({
      '/': folder('/', [entry('/photos', '', true)]),
      '/photos': folder('/photos', [entry('/photos/cat.jpg', 'image')]),
    });
    const titles: (string | undefined)[] = [];
    const app = await renderShare({
      client: server.client,
      renderHeader: (actions, title) => {
        titles.push(title);
        return <header aria-label={title ?? 'Share'}>{actions}</header>;
      },
    });
    expect(titles[0]).toBeUndefined();
    expect(await screen.findByRole('banner', { name: 'trip' })).toBeVisible();
    app.goTo('/photos/');
    expect(await screen.findByRole('banner', { name: 'photos' })).toBeVisible();

    const file = shareServer({ '/': { ...entry('', 'pdf'), name: 'report.pdf' } });
    await renderShare({
      client: file.client,
      renderHeader: (actions, title) => <header aria-label={title}>{actions}</header>,
    });
    expect(await screen.findByRole('banner', { name: 'report.pdf' })).toBeVisible();
  });

  it.each([
    [404, 'This location could not be found.'],
    [403, 'You are not allowed to open this.'],
    [500, 'Something went wrong on the server.'],
  ])('shows the error panel for a %i', async (status, message) => {
    const client = shareServer({}).client;
    client.listSharePage = () =>
      Promise.reject(Object.assign(new Error(String(status)), { status }));
    await renderShare({ client });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // Only a server error may pass: a missing or refused share offers no Retry.
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(status === 500);
  });

  it('loads the share again with Retry after a lost connection', async () => {
    const server = shareServer({ '/': { ...entry('', 'pdf'), name: 'report.pdf' } });
    const listSharePage = server.client.listSharePage.bind(server.client);
    let failures = 1;
    server.client.listSharePage = (...args: Parameters<typeof listSharePage>) =>
      failures-- > 0
        ? Promise.reject(Object.assign(new Error('offline'), { status: 0 }))
        : listSharePage(...args);
    await renderShare({ client: server.client });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'report.pdf' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the accepted password again when a subfolder of the share opens', async () => {
    const server = shareServer(
      {
        '/': folder('/', [entry('/photos', '', true)]),
        '/photos': folder('/photos', [entry('/photos/cat.jpg', 'image')]),
      },
      'pw',
    );
    const app = await renderShare({ client: server.client });
    await userEvent.type(await screen.findByLabelText('Password'), 'pw{Enter}');
    await userEvent.dblClick(await screen.findByRole('row', { name: /photos/ }));
    expect(app.navigate).toHaveBeenCalledWith('/photos/');

    app.goTo('/photos/');
    expect(await screen.findByRole('row', { name: /cat\.jpg/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'photos' })).toBeVisible();
    await waitFor(() => {
      expect(server.calls.at(-1)).toMatchObject({ path: '/photos/', password: 'pw' });
    });
  });
});
