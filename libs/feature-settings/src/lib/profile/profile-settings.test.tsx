import { makeTokenUser } from '@file-browser/api-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsOf,
  fakeClient,
  makeServices,
  makeSettings,
  renderPage,
} from '../../testing/settings-fixtures';
import type { SettingsServices } from '../shared/settings-services';
import { ProfileSettings } from './profile-settings';

async function renderProfile(overrides: Partial<SettingsServices> = {}) {
  const { client, calls } = fakeClient({ users: [], shares: [], settings: makeSettings() });
  const services = makeServices(client, overrides);
  await renderPage(<ProfileSettings services={services} />);
  return { services, calls };
}

const card = (name: string) => within(screen.getByRole('region', { name }));
/** The preferences: everything outside the password card. */
const preferences = () =>
  within(
    screen.getByRole('checkbox', { name: 'Hide dotfiles' }).closest('section') ?? document.body,
  );

describe('ProfileSettings preferences', () => {
  it('saves the preferences and language, says so in the new language, then renews the session', async () => {
    const { services, calls } = await renderProfile();
    const profile = preferences();

    await userEvent.click(profile.getByLabelText('Hide dotfiles'));
    await userEvent.click(profile.getByLabelText('Open files and folders with one click'));
    await userEvent.click(profile.getByLabelText('Show exact dates and times'));
    await userEvent.selectOptions(profile.getByLabelText('Language'), 'Deutsch');
    await userEvent.click(profile.getByRole('button', { name: 'Update' }));

    await waitFor(() => {
      expect(services.notify).toHaveBeenCalledWith('success', 'Einstellungen gespeichert.');
    });
    expect(callsOf(calls, 'updateUser')).toEqual([
      [
        1,
        {
          id: 1,
          locale: 'de',
          hideDotfiles: true,
          singleClick: true,
          redirectAfterCopyMove: true,
          dateFormat: true,
        },
        ['locale', 'hideDotfiles', 'singleClick', 'redirectAfterCopyMove', 'dateFormat'],
      ],
    ]);
    expect(services.onUserChanged).toHaveBeenCalled();
  });

  it('keeps the uploads limit between 1 and 10 and saves it with the app', async () => {
    const { services } = await renderProfile({ uploadsLimit: 3 });
    const profile = preferences();
    const limit = profile.getByLabelText('Uploads at once');
    expect(limit).toHaveValue(3);

    await userEvent.clear(limit);
    await userEvent.type(limit, '25');
    await userEvent.click(profile.getByRole('button', { name: 'Update' }));
    await waitFor(() => {
      expect(services.setUploadsLimit).toHaveBeenCalledWith(10);
    });
    // The language did not change: the toast stays in it.
    expect(services.notify).toHaveBeenCalledWith('success', 'Settings saved.');

    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(profile.getByRole('button', { name: 'Update' }));
    await waitFor(() => {
      expect(services.setUploadsLimit).toHaveBeenLastCalledWith(1);
    });
  });
});

describe('ProfileSettings password', () => {
  it('colours both inputs green when they match and red when they differ', async () => {
    await renderProfile();
    const password = card('Change password');
    const first = password.getByLabelText('New password');
    const second = password.getByLabelText('Repeat the new password');
    expect(first).not.toHaveClass('fb-password-field--valid', 'fb-password-field--invalid');

    await userEvent.type(first, 'correct horse');
    expect(first).toBeInvalid();
    expect(second).toBeInvalid();

    await userEvent.type(second, 'correct horse');
    expect(first).toHaveClass('fb-password-field--valid');
    expect(second).toHaveClass('fb-password-field--valid');
    expect(second).toBeValid();
  });

  it('sends nothing until both fields are filled in and equal', async () => {
    const { calls } = await renderProfile();
    const password = card('Change password');
    const update = password.getByRole('button', { name: 'Update' });

    await userEvent.click(update);
    await userEvent.type(password.getByLabelText('New password'), 'correct horse');
    await userEvent.click(update);
    await userEvent.type(password.getByLabelText('Repeat the new password'), 'correct hors');
    await userEvent.click(update);

    expect(callsOf(calls, 'updateUser')).toEqual([]);
  });

  it('sends the new password with the current one when the server asks for it', async () => {
    const { services, calls } = await renderProfile({ askCurrentPassword: true });
    const password = card('Change password');
    await userEvent.type(password.getByLabelText('New password'), 'correct horse');
    await userEvent.type(password.getByLabelText('Repeat the new password'), 'correct horse');
    await userEvent.click(password.getByRole('button', { name: 'Update' }));
    expect(callsOf(calls, 'updateUser')).toEqual([]);

    await userEvent.type(password.getByLabelText('Your current password'), 'old secret');
    await userEvent.click(password.getByRole('button', { name: 'Update' }));

    await waitFor(() => {
      expect(services.notify).toHaveBeenCalledWith('success', 'Password changed.');
    });
    expect(callsOf(calls, 'updateUser')).toEqual([
      [1, { id: 1, password: 'correct horse' }, ['password'], { currentPassword: 'old secret' }],
    ]);
    expect(password.getByLabelText('New password')).toHaveValue('');
  });

  it('does not ask for the current password when the server does not', async () => {
    await renderProfile({ askCurrentPassword: false });
    expect(screen.queryByLabelText('Your current password')).not.toBeInTheDocument();
  });

  it('is hidden when the password is locked', async () => {
    await renderProfile({ user: makeTokenUser({ lockPassword: true }) });
    expect(screen.getByLabelText('Hide dotfiles')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
