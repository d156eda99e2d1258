import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alice, renderApp } from '../../testing/render-app';

const accounts = { alice: { password: 'alice-pw', user: alice } };

async function fill(label: string, text: string) {
  await userEvent.type(await screen.findByLabelText(label), text);
}

afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('the login form', () => {
  it('says the credentials are wrong on a 403 and logs in on the next try', async () => {
    const app = await renderApp({ path: '/login', accounts });
    expect(await screen.findByLabelText('Username')).toHaveFocus();
    await fill('Username', 'alice');
    await fill('Password', 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    const passwordField = screen.getByLabelText('Password');
    expect(passwordField).toBeInvalid();
    expect(passwordField).toHaveAccessibleDescription('Wrong username or password');
    expect(screen.getByLabelText('Username')).toBeValid();

    await userEvent.clear(screen.getByLabelText('Password'));
    await fill('Password', 'alice-pw{Enter}');
    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
    expect(app.tokens.load()).not.toBeNull();
    expect(document.cookie).toContain('auth=');
  });

  it('offers no signup unless the server enables it', async () => {
    await renderApp({ path: '/login' });
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
  });

  it('signs up with a confirmed password, then logs the new user in', async () => {
    const app = await renderApp({ path: '/login', startup: { Signup: true }, accounts });
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    await fill('Username', 'bob');
    await fill('Password', 'bob-password');
    await fill('Confirm password', 'bob-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match');
    expect(app.calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await fill('Confirm password', 'bob-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
    expect(app.calls).toEqual(['signup bob', 'login bob']);
  });

  it('says the username is taken on a 409, and switches back to logging in', async () => {
    await renderApp({ path: '/login', startup: { Signup: true }, accounts });
    await userEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    await fill('Username', 'alice');
    await fill('Password', 'pw');
    await fill('Confirm password', 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already in use');

    await userEvent.click(screen.getByRole('button', { name: 'I already have an account' }));
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('treats an unsolved captcha as wrong credentials and sends a solved one', async () => {
    let answer = '';
    const render = vi.fn(() => 7);
    (window as { grecaptcha?: unknown }).grecaptcha = {
      render,
      getResponse: () => answer,
      reset: vi.fn(),
    };
    const startup = { ReCaptcha: true, ReCaptchaKey: 'site-key', ReCaptchaHost: 'https://rc.test' };
    const app = await renderApp({ path: '/login', startup, accounts });
    await waitFor(() => {
      expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), { sitekey: 'site-key' });
    });
    expect(
      document.querySelector('script[src="https://rc.test/recaptcha/api.js?render=explicit"]'),
    ).not.toBeNull();

    await fill('Username', 'alice');
    await fill('Password', 'alice-pw');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(app.calls).toEqual([]);

    answer = 'solved';
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(app.location()).toBe('/files/');
    });
    expect(app.client.login).toHaveBeenCalledWith({
      username: 'alice',
      password: 'alice-pw',
      recaptcha: 'solved',
    });
  });

  it('says why the user was logged out', async () => {
    await renderApp({ path: '/login?logout-reason=inactivity' });
    expect(await screen.findByRole('alert')).toHaveTextContent('period of inactivity');
  });
});
