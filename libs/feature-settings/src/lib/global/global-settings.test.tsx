import type { Settings } from '@file-browser/api-contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingsServices } from '../shared/settings-services';
import {
  callsOf,
  fakeClient,
  makeServices,
  makeSettings,
  renderPage,
} from '../../testing/settings-fixtures';
import { GlobalSettings } from './global-settings';

async function renderGlobal(services: Partial<SettingsServices> = {}, settings = makeSettings()) {
  const { client, calls } = fakeClient({ users: [], shares: [], settings });
  const page = makeServices(client, services);
  await renderPage(<GlobalSettings services={page} />);
  await screen.findByLabelText('Minimum password length');
  return { services: page, calls };
}

const update = () => userEvent.click(screen.getByRole('button', { name: 'Update' }));
const sent = (calls: Parameters<typeof callsOf>[0]) =>
  callsOf(calls, 'updateSettings').map(([body]) => body as Settings);

afterEach(() => {
  vi.useRealTimers();
});

describe('GlobalSettings', () => {
  it('saves every changed setting, applies the theme and says so', async () => {
    const { services, calls } = await renderGlobal();
    await userEvent.click(screen.getByLabelText('Let visitors create their own accounts'));
    await userEvent.click(screen.getByLabelText('Create a home folder for each new user'));
    await userEvent.clear(screen.getByLabelText("Folder for users' home folders"));
    await userEvent.type(screen.getByLabelText("Folder for users' home folders"), '/homes');
    await userEvent.click(screen.getByLabelText('Hide the disk usage bar'));
    await userEvent.selectOptions(screen.getByLabelText('Theme'), 'Dark');
    await userEvent.type(screen.getByLabelText('Instance name'), 'Team files');
    const defaults = within(screen.getByRole('region', { name: 'Defaults for new users' }));
    await userEvent.click(defaults.getByLabelText('Administrator'));
    await update();

    await waitFor(() => {
      expect(services.notify).toHaveBeenCalledWith('success', 'Settings saved.');
    });
    const [body] = sent(calls);
    expect(body).toMatchObject({
      signup: true,
      createUserDir: true,
      userHomeBasePath: '/homes',
      branding: { theme: 'dark', name: 'Team files', disableUsedPercentage: true },
      tus: { chunkSize: 10485760, retryCount: 5 },
    });
    expect(body?.defaults.perm.admin).toBe(true);
    expect(body?.defaults.perm.delete).toBe(true);
    expect(services.onBrandingSaved).toHaveBeenCalledWith(
      expect.objectContaining({ theme: 'dark' }),
    );
  });

  it('refuses a minimum password length below 1 and sends nothing', async () => {
    const { calls } = await renderGlobal();
    const length = screen.getByLabelText('Minimum password length');
    await userEvent.clear(length);
    await userEvent.type(length, '0');
    await update();
    expect(screen.getByText('Enter 1 or more.')).toBeVisible();
    expect(sent(calls)).toEqual([]);
  });

  it('refuses a negative retry count and sends nothing', async () => {
    const { calls } = await renderGlobal();
    const retries = screen.getByLabelText('Retries per failed chunk');
    await userEvent.clear(retries);
    await userEvent.type(retries, '-1');
    await update();
    expect(screen.getByText('Enter 0 or more.')).toBeVisible();
    expect(sent(calls)).toEqual([]);
  });

  it('refuses global rules whose regular expression does not compile', async () => {
    const { calls } = await renderGlobal();
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    await userEvent.click(screen.getByLabelText('Use a regular expression'));
    await userEvent.type(screen.getByLabelText('Regular expression'), '(');
    await update();
    expect(screen.getByText('This regular expression is not valid.')).toBeVisible();
    expect(sent(calls)).toEqual([]);
  });

  it('converts the chunk size 1.5 s after typing stops, unreadable text to 1MB', async () => {
    await renderGlobal();
    const chunk = screen.getByLabelText('Chunk size (for example 10MB)');
    expect(chunk).toHaveValue('10MB');
    vi.useFakeTimers();
    fireEvent.change(chunk, { target: { value: '2048k' } });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.change(chunk, { target: { value: '2048kb' } });
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(chunk).toHaveValue('2048kb');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(chunk).toHaveValue('2MB');

    fireEvent.change(chunk, { target: { value: 'lots' } });
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(chunk).toHaveValue('1MB');
  });

  it('sends the chunk size in bytes even before it is converted', async () => {
    const { calls } = await renderGlobal();
    const chunk = screen.getByLabelText('Chunk size (for example 10MB)');
    await userEvent.clear(chunk);
    await userEvent.type(chunk, '1.5M');
    await update();
    await waitFor(() => {
      expect(sent(calls)).toHaveLength(1);
    });
    expect(sent(calls)[0]?.tus.chunkSize).toBe(1.5 * 1024 ** 2);
  });

  it('sets the login token lifetime and the logout page where the server has them', async () => {
    const settings = makeSettings({ tokenExpirationTime: '2h', logoutPage: '/login' });
    const { calls } = await renderGlobal({}, settings);
    const lifetime = screen.getByLabelText('Login token lifetime (e.g. 2h, 90m)');
    await userEvent.clear(lifetime);
    await userEvent.type(lifetime, '90m');
    const logout = screen.getByLabelText('Logout page (a path or an http(s) address)');
    await userEvent.clear(logout);
    await userEvent.type(logout, '/oauth2/sign_out');
    await update();
    await waitFor(() => {
      expect(sent(calls)).toHaveLength(1);
    });
    expect(sent(calls)[0]).toMatchObject({
      tokenExpirationTime: '90m',
      logoutPage: '/oauth2/sign_out',
    });
  });

  it("leaves both out for upstream's server, which has neither", async () => {
    await renderGlobal();
    expect(screen.queryByLabelText('Login token lifetime (e.g. 2h, 90m)')).not.toBeInTheDocument();
    expect(
      screen.queryByLabelText('Logout page (a path or an http(s) address)'),
    ).not.toBeInTheDocument();
  });

  it('hides the shell, commands and command runner when the server runs no commands', async () => {
    await renderGlobal({ execEnabled: false });
    expect(screen.queryByLabelText('Run with a shell')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Command runner' })).not.toBeInTheDocument();
  });

  it("offers the shell only for the event commands and says users' commands run without one", async () => {
    await renderGlobal({ execEnabled: true });
    // One shell field on the page, in the command runner's card.
    const runner = within(screen.getByRole('region', { name: 'Command runner' }));
    expect(screen.getByLabelText('Run with a shell')).toBe(
      runner.getByLabelText('Run with a shell'),
    );
    expect(runner.getByText(/the command is appended at the end/)).toBeInTheDocument();
    const defaults = within(screen.getByRole('region', { name: 'Defaults for new users' }));
    expect(defaults.getByLabelText('Commands')).toBeInTheDocument();
    expect(
      defaults.getByText(/Commands run without a shell: .*pipes \(\|\), redirections \(>\)/),
    ).toBeInTheDocument();
  });

  it('splits the shell on spaces and each hook on lines when the server runs commands', async () => {
    const settings = makeSettings({ shell: ['/bin/sh', '-c'], commands: { after_copy: ['a'] } });
    const { calls } = await renderGlobal({ execEnabled: true }, settings);
    const runner = within(screen.getByRole('region', { name: 'Command runner' }));
    const shell = runner.getByLabelText('Run with a shell');
    expect(shell).toHaveValue('/bin/sh -c');
    await userEvent.clear(shell);
    await userEvent.type(shell, ' bash   -c ');
    const upload = runner.getByLabelText('After upload');
    await userEvent.type(upload, 'echo one{enter}{enter}echo two{enter}');
    const defaults = within(screen.getByRole('region', { name: 'Defaults for new users' }));
    await userEvent.type(defaults.getByLabelText('Commands'), 'ls  git');
    await update();

    await waitFor(() => {
      expect(sent(calls)).toHaveLength(1);
    });
    const [body] = sent(calls);
    expect(body?.shell).toEqual(['bash', '-c']);
    expect(body?.commands['after_upload']).toEqual(['echo one', 'echo two']);
    expect(body?.commands['after_copy']).toEqual(['a']);
    expect(body?.commands['before_save']).toEqual([]);
    expect(body?.defaults.commands).toEqual(['ls', 'git']);
  });
});
