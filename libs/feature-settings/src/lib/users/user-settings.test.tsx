import { allPermissions } from '@file-browser/api-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SettingsServices } from '../shared/settings-services';
import {
  callsOf,
  fakeClient,
  makeServices,
  makeSettings,
  makeUser,
  renderPage,
  type FakeState,
} from '../../testing/settings-fixtures';
import { UserSettings } from './user-settings';

async function renderUser(
  id: string,
  options: { state?: Partial<FakeState>; services?: Partial<SettingsServices> } = {},
) {
  const state: FakeState = {
    users: [makeUser({ id: 2, username: 'alice', lockPassword: true, commands: ['git'] })],
    shares: [],
    settings: makeSettings(),
    ...options.state,
  };
  const { client, calls } = fakeClient(state);
  const services = makeServices(client, options.services);
  await renderPage(<UserSettings services={services} id={id} />);
  await screen.findByLabelText('Username');
  return { services, calls, state };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('UserSettings: fields', () => {
  it('edits an existing user with the password left unchanged and no home-folder box', async () => {
    await renderUser('2', { state: { settings: makeSettings({ createUserDir: true }) } });
    expect(screen.getByLabelText('Username')).toHaveValue('alice');
    expect(screen.getByLabelText('Password')).toHaveAttribute(
      'placeholder',
      '(leave empty to keep it unchanged)',
    );
    expect(screen.getByLabelText('Scope')).toHaveValue('/users/alice');
    // Paths read left to right in a right-to-left page too.
    expect(screen.getByLabelText('Scope')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('checkbox', { name: "Create the user's home folder" })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('offers the home-folder box to new users; it blanks and locks the scope while on', async () => {
    await renderUser('new', { state: { settings: makeSettings({ createUserDir: true }) } });
    const scope = screen.getByLabelText('Scope');
    const home = box("Create the user's home folder");
    expect(home).toBeChecked();
    expect(scope).toHaveValue('');
    expect(scope).toBeDisabled();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('placeholder');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await userEvent.click(home);
    expect(scope).toHaveValue('.');
    expect(scope).toBeEnabled();
    await userEvent.clear(scope);
    await userEvent.type(scope, '/team');
    await userEvent.click(home);
    expect(scope).toHaveValue('');
    await userEvent.click(home);
    expect(scope).toHaveValue('/team');
  });

  it('ticks and locks every permission and unsets lock password when admin is ticked', async () => {
    await renderUser('2');
    expect(box('Do not let the user change their password')).toBeChecked();
    await userEvent.click(box('Download'));
    expect(box('Download')).not.toBeChecked();

    await userEvent.click(box('Administrator'));

    for (const name of ['Create files and folders', 'Download', 'Share files', 'Edit files']) {
      expect(box(name)).toBeChecked();
      expect(box(name)).toBeDisabled();
    }
    expect(box('Do not let the user change their password')).not.toBeChecked();
    expect(box('Do not let the user change their password')).toBeDisabled();

    await userEvent.click(box('Administrator'));
    expect(box('Download')).toBeEnabled();
  });

  it('shows commands and the run-commands permission only when the server runs commands', async () => {
    await renderUser('2');
    expect(screen.queryByLabelText('Commands')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Run commands' })).toBeNull();
  });

  it('edits commands when the server runs them, saying they run without a shell', async () => {
    await renderUser('2', { services: { execEnabled: true } });
    expect(screen.getByLabelText('Commands')).toHaveValue('git');
    expect(screen.getByText(/^Commands run without a shell/)).toBeInTheDocument();
    expect(box('Run commands')).toBeInTheDocument();
  });
});

describe('UserSettings: saving', () => {
  it('sends nothing for a new user without a name or a password', async () => {
    const { calls } = await renderUser('new');
    await save();
    expect(screen.getByText('Enter a username.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Username'), 'bob');
    await save();
    expect(screen.getByText('Enter a password.')).toBeVisible();
    expect(callsOf(calls, 'createUser')).toEqual([]);
  });

  it('creates a user with a rule after asking for the current password', async () => {
    const { services, calls } = await renderUser('new', {
      services: { askCurrentPassword: true },
    });
    await userEvent.type(screen.getByLabelText('Username'), 'bob');
    await userEvent.type(screen.getByLabelText('Password'), 'a long secret');
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    await userEvent.type(screen.getByLabelText('Path'), '/private');
    expect(screen.getByLabelText('Path')).toHaveAttribute('dir', 'ltr');
    await save();

    const prompt = screen.getByRole('dialog', { name: 'Your password' });
    expect(within(prompt).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(within(prompt).getByLabelText('Your password'), 'admin secret');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(services.navigate).toHaveBeenCalledWith('/settings/users/9');
    });
    expect(services.notify).toHaveBeenCalledWith('success', 'User created.');
    const [[data, call]] = callsOf(calls, 'createUser') as [[object, object]];
    expect(call).toEqual({ currentPassword: 'admin secret' });
    expect(data).toMatchObject({
      username: 'bob',
      password: 'a long secret',
      scope: '.',
      viewMode: 'mosaic',
      rules: [{ regex: false, allow: false, path: '/private', regexp: { raw: '' } }],
    });
  });

  it('edits rules as a regular expression with an allow flag, refusing broken ones', async () => {
    const { calls } = await renderUser('2');
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    await userEvent.click(box('Use a regular expression'));
    await userEvent.click(box('Allow'));
    await userEvent.type(screen.getByLabelText('Regular expression'), '\\.pdf(');
    await save();
    expect(screen.getByText('This regular expression is not valid.')).toBeVisible();
    expect(callsOf(calls, 'updateUser')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Regular expression'), ')$');
    await save();
    await waitFor(() => {
      expect(callsOf(calls, 'updateUser')).toHaveLength(1);
    });
    const [[id, data, which]] = callsOf(calls, 'updateUser') as [[number, object, string[]]];
    expect([id, which]).toEqual([2, ['all']]);
    expect(data).toMatchObject({
      id: 2,
      username: 'alice',
      password: '',
      viewMode: 'list',
      rules: [{ regex: true, allow: true, path: '', regexp: { raw: '\\.pdf()$' } }],
    });
  });

  it('removes a rule', async () => {
    await renderUser('2', {
      state: {
        users: [
          makeUser({ rules: [{ regex: false, allow: false, path: '/x', regexp: { raw: '' } }] }),
        ],
      },
    });
    expect(screen.getByLabelText('Path')).toHaveValue('/x');
    await userEvent.click(screen.getByRole('button', { name: 'Remove rule' }));
    expect(screen.queryByLabelText('Path')).not.toBeInTheDocument();
  });

  it('saves an existing user and says so; saving yourself renews the session', async () => {
    const { services } = await renderUser('1', {
      state: { users: [makeUser({ id: 1, username: 'admin', perm: allPermissions(true) })] },
    });
    await save();
    await waitFor(() => {
      expect(services.notify).toHaveBeenCalledWith('success', 'User saved.');
    });
    expect(services.onUserChanged).toHaveBeenCalled();
  });

  it('goes back to the list on cancel', async () => {
    const { services } = await renderUser('2');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(services.navigate).toHaveBeenCalledWith('/settings/users');
  });
});

describe('UserSettings: deleting', () => {
  it('deletes after the deleteUser prompt and returns to the list', async () => {
    const { services, calls } = await renderUser('2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = screen.getByRole('alertdialog');
    expect(prompt).toHaveTextContent('Delete this user?');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      expect(services.navigate).toHaveBeenCalledWith('/settings/users');
    });
    expect(services.notify).toHaveBeenCalledWith('success', 'User deleted.');
    expect(callsOf(calls, 'deleteUser')).toEqual([[2, { currentPassword: '' }]]);
  });

  it('shows errors.forbidden when the server refuses with 403', async () => {
    const { services } = await renderUser('2', { state: { deleteFailure: 403 } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => {
      expect(services.notify).toHaveBeenCalledWith('error', 'You are not allowed to open this.');
    });
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it("shows the server's message for other failures", async () => {
    const { services } = await renderUser('2', { state: { deleteFailure: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => {
      expect(services.notify).toHaveBeenCalledWith('error', '500 Failure');
    });
  });
});
