import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, alice, renderApp } from '../../testing/render-app';

function sidebar() {
  return within(screen.getByRole('navigation', { name: 'My files' }));
}

describe('the sidebar', () => {
  it("shows a user's entries and the disk usage of the folder shown", async () => {
    const app = await renderApp({ path: '/files/Photos/', user: alice });
    // Each size is isolated left to right (invisible marks; Arabic read "KiB 1.00" before).
    expect(
      await sidebar().findByRole('meter', {
        name: '\u20661.00 KiB\u2069 of \u20664.00 KiB\u2069 used',
      }),
    ).toBeVisible();
    expect(app.client.getUsage).toHaveBeenCalledWith('/Photos/', expect.anything());
    expect(sidebar().getByRole('button', { name: 'My files' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sidebar().queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(sidebar().getByRole('button', { name: 'Log out' })).toBeVisible();

    await userEvent.click(sidebar().getByRole('button', { name: 'alice' }));
    await waitFor(() => {
      expect(app.location()).toBe('/settings/profile');
    });
    // The settings screen is a lazy chunk: the files page stays until it has loaded.
    await waitFor(() => {
      expect(sidebar().queryByRole('meter')).toBeNull();
    });
  });

  it('hides the usage bar when the admin disabled it; admins get Settings', async () => {
    const app = await renderApp({
      path: '/files/',
      user: admin,
      startup: { DisableUsedPercentage: true },
    });
    await userEvent.click(await sidebar().findByRole('button', { name: 'Settings' }));
    await waitFor(() => {
      expect(app.location()).toBe('/settings/global');
    });
    expect(sidebar().queryByRole('meter')).toBeNull();
    expect(app.client.getUsage).not.toHaveBeenCalled();
  });

  it('logs out: the token is revoked and forgotten, and the login page shows', async () => {
    const app = await renderApp({ path: '/files/', user: alice });
    await userEvent.click(await sidebar().findByRole('button', { name: 'Log out' }));
    await waitFor(() => {
      expect(app.location()).toBe('/login');
    });
    expect(app.tokens.load()).toBeNull();
    expect(app.revoke).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('has no Logout without auth, where the server logs every visitor in', async () => {
    const noAuth = { NoAuth: true, AuthMethod: 'noauth', LoginPage: false };
    // The initial auth step logs in with empty credentials; the server picks the user.
    const accounts = { '': { password: '', user: alice } };
    const app = await renderApp({ path: '/files/', accounts, startup: noAuth });
    expect(await sidebar().findByRole('button', { name: 'alice' })).toBeVisible();
    expect(app.calls).toEqual(['login ']);
    expect(sidebar().queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('is not there for a visitor of a share, whose header offers Login and Signup', async () => {
    const app = await renderApp({
      path: '/share/abc/',
      startup: { HideLoginButton: false, Signup: true },
    });
    const header = await screen.findByRole('banner');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeVisible();
    await userEvent.click(within(header).getByRole('button', { name: 'Sign up' }));
    await waitFor(() => {
      expect(app.location()).toBe('/login');
    });
    expect(await screen.findByLabelText('Confirm password')).toBeVisible();
  });

  it('opens the help prompt', async () => {
    await renderApp({ path: '/files/', user: alice });
    await userEvent.click(await sidebar().findByRole('button', { name: 'Help' }));
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(dialog).toHaveTextContent('F1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
