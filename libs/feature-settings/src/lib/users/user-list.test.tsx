import { allPermissions } from '@file-browser/api-contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fakeClient,
  makeServices,
  makeSettings,
  makeUser,
  renderPage,
} from '../../testing/settings-fixtures';
import { UserList } from './user-list';

describe('UserList', () => {
  it('shows each user with an admin tick, scope and edit link, and offers New', async () => {
    const { client } = fakeClient({
      users: [
        makeUser({ id: 1, username: 'admin', scope: '.', perm: allPermissions(true) }),
        makeUser({ id: 2, username: 'alice', scope: '/users/alice' }),
      ],
      shares: [],
      settings: makeSettings(),
    });
    const services = makeServices(client);
    await renderPage(<UserList services={services} />);

    const rows = (await screen.findAllByRole('row')).slice(1).map((row) => within(row));
    expect(rows.map((row) => row.getAllByRole('cell')[0]?.textContent)).toEqual(['admin', 'alice']);
    expect(rows[0]?.getByRole('img', { name: 'Admin' })).toBeInTheDocument();
    expect(rows[1]?.queryByRole('img', { name: 'Admin' })).not.toBeInTheDocument();
    expect(rows[1]?.getByText('/users/alice')).toBeVisible();
    // A path reads left to right in an Arabic page too ("/users/alice", not "users/alice/").
    expect(rows[1]?.getByText('/users/alice')).toHaveAttribute('dir', 'ltr');
    expect(rows[1]?.getByRole('link', { name: 'User alice' })).toHaveAttribute(
      'href',
      '/settings/users/2',
    );

    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(services.navigate).toHaveBeenCalledWith('/settings/users/new');
  });
});
