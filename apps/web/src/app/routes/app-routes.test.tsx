import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, alice, renderApp } from '../../testing/render-app';

const accounts = { alice: { password: 'alice-pw', user: alice } };

async function logIn(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('route guards', () => {
  it('sends a visitor to /login with the full path, and there after logging in', async () => {
    const app = await renderApp({ path: '/files/Documents/?sort=name', accounts });
    await waitFor(() => {
      expect(app.location()).toBe('/login?redirect=%2Ffiles%2FDocuments%2F%3Fsort%3Dname');
    });
    expect(document.title).toBe('Log in - File Browser');

    await logIn('alice', 'alice-pw');

    await waitFor(() => {
      expect(app.location()).toBe('/files/Documents/?sort=name');
    });
    await waitFor(() => {
      expect(document.title).toBe('Documents - Files - File Browser');
    });
  });

  it('guards the root folder and shows it after the login', async () => {
    const app = await renderApp({ path: '/files/', accounts });
    await waitFor(() => {
      expect(app.location()).toBe('/login?redirect=%2Ffiles%2F');
    });
    await logIn('alice', 'alice-pw');
    expect(await screen.findByText('Nothing here yet.')).toBeVisible();
    expect(app.location()).toBe('/files/');
  });

  it('goes to /files/ after a login without a redirect', async () => {
    const app = await renderApp({ path: '/login', accounts });
    await logIn('alice', 'alice-pw');
    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
  });

  it('ignores a redirect that leaves the app', async () => {
    const app = await renderApp({ path: '/login?redirect=//evil.example/x', accounts });
    await logIn('alice', 'alice-pw');
    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
  });

  it('sends a logged-in user who opens /login to /files/, whatever the redirect', async () => {
    const app = await renderApp({ path: '/login?redirect=%2Fsettings%2Fprofile', user: alice });
    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
  });

  it('shows the 403 page, with its header, to a non-admin on the admin pages', async () => {
    for (const path of ['/settings/global', '/settings/users', '/settings/users/new']) {
      const app = await renderApp({ path, user: alice });
      await waitFor(() => {
        expect(app.location()).toBe('/403');
      });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You are not allowed to open this.',
      );
      expect(screen.getByRole('banner')).toBeInTheDocument();
      cleanup();
    }
  });

  it('offers Retry (the refused page again, through its guard) and Home on an error page', async () => {
    const app = await renderApp({ path: '/settings/global', user: alice });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const visited: string[] = [];
    app.router.subscribe((state) => visited.push(state.location.pathname));
    await userEvent.click(retry);
    await waitFor(() => {
      expect(visited).toEqual(['/settings/global', '/403']);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Home' }));
    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
  });

  it('needs the share permission for share management', async () => {
    const app = await renderApp({ path: '/settings/shares', user: alice });
    await waitFor(() => {
      expect(app.location()).toBe('/403');
    });
  });

  it('opens the admin pages for an admin, with the settings navigation and title', async () => {
    const app = await renderApp({ path: '/settings/users/3', user: admin });
    expect(await screen.findByRole('heading', { name: 'User' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(nav).toHaveTextContent('Global settings');
    expect(app.location()).toBe('/settings/users/3');
    await waitFor(() => {
      expect(document.title).toBe('User - File Browser');
    });
  });

  it('redirects /settings to the profile page', async () => {
    const app = await renderApp({ path: '/settings', user: alice });
    await waitFor(() => {
      expect(app.location()).toBe('/settings/profile');
    });
    expect(screen.getByRole('navigation', { name: 'Settings' })).not.toHaveTextContent(
      'Global settings',
    );
  });

  it('treats any other path as a file path', async () => {
    const app = await renderApp({ path: '/Documents/plan.txt?x=1', user: alice });
    await waitFor(() => {
      expect(app.location()).toBe('/files/Documents/plan.txt?x=1');
    });
  });

  it('adds the trailing slash to a folder URL', async () => {
    const app = await renderApp({ path: '/files', user: alice });
    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
    expect(await screen.findByText('Nothing here yet.')).toBeVisible();
    cleanup();
    const deeper = await renderApp({ path: '/files/Photos', user: alice });
    await waitFor(() => {
      expect(deeper.location()).toBe('/files/Photos/');
    });
  });

  it('opens a file URL with a trailing slash as the file, at its URL without the slash', async () => {
    const plan = {
      path: '/Documents/plan.txt',
      name: 'plan.txt',
      size: 4,
      extension: '.txt',
      modified: '2026-01-01T00:00:00Z',
      mode: 0,
      isDir: false,
      isSymlink: false,
      type: 'blob' as const,
    };
    const app = await renderApp({
      path: '/files/Documents/plan.txt/',
      user: alice,
      files: { '/Documents/plan.txt': plan },
    });
    await waitFor(() => {
      expect(app.location()).toBe('/files/Documents/plan.txt');
    });
    expect(await screen.findByRole('heading', { name: 'plan.txt' })).toBeVisible();
  });

  it('opens share links and the error pages without a login', async () => {
    const app = await renderApp({ path: '/share/abc123/', startup: { HideLoginButton: false } });
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'holiday' })).toBeVisible();
    expect(app.location()).toBe('/share/abc123/');
    await waitFor(() => {
      expect(document.title).toBe('holiday - File Browser');
    });
    // A visitor has no sidebar there (nor its menu button), and logs in from the header.
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('holiday');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Show or hide the sidebar' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Log in' }));
    expect(app.location()).toBe('/login');

    await app.router.navigate('/404');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be found');
  });

  it('logs out on a 401 and comes back to the page after logging in again', async () => {
    const app = await renderApp({ path: '/files/Photos/', user: alice, accounts });
    expect(await screen.findByRole('button', { name: 'alice' })).toBeVisible();

    app.session.send({ type: 'session.unauthorized' });

    await waitFor(() => {
      expect(app.location()).toBe('/login?redirect=%2Ffiles%2FPhotos%2F');
    });
    expect(app.tokens.load()).toBeNull();
    expect(app.revoke).not.toHaveBeenCalled();
  });
});
