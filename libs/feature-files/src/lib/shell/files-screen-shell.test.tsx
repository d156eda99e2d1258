import type { ApiClient } from '@file-browser/api-client';
import type { Listing, Resource, TokenUser } from '@file-browser/api-contract';
import { allPermissions, makeTokenUser } from '@file-browser/api-contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeCommands } from '../../testing/fake-commands';
import { withListPage } from '../../testing/fake-pages';
import { renderFilesScreen } from '../../testing/render-files-screen';

const folder = (path: string): Listing => ({
  path,
  name: '',
  size: 0,
  extension: '',
  modified: '2026-01-02T03:04:05Z',
  mode: 0,
  isDir: true,
  isSymlink: false,
  type: '',
  items: [],
  numDirs: 0,
  numFiles: 0,
  sorting: { by: 'name', asc: false },
});

async function renderScreen(execEnabled: boolean, user: Partial<TokenUser> = {}) {
  const commands = fakeCommands();
  const client = withListPage({
    getResource: (path: string) => Promise.resolve<Resource>(folder(path)),
    openCommand: commands.openCommand,
  }) as unknown as ApiClient;
  await renderFilesScreen({
    client,
    user: makeTokenUser({ viewMode: 'list', ...user }),
    path: '/Docs/',
    execEnabled,
    shareURL: (hash) => `http://files.test/share/${hash}`,
    renderHeader: (actions) => <header>{actions}</header>,
  });
  await screen.findByText('Nothing here yet.');
  return commands;
}

const header = () => within(screen.getByRole('banner'));
const shellButton = { name: 'Show or hide the shell' };

describe('FilesScreen shell panel', () => {
  it('toggles the shell from the header and runs commands in the folder shown', async () => {
    const { runs } = await renderScreen(true, { perm: allPermissions(true) });

    await userEvent.click(header().getByRole('button', shellButton));
    await userEvent.type(screen.getByRole('textbox', { name: 'Command' }), 'ls{Enter}');
    expect(runs[0]?.path).toBe('/Docs/');

    await userEvent.click(header().getByRole('button', shellButton));
    expect(screen.queryByRole('region', { name: 'Shell' })).not.toBeInTheDocument();
  });

  it('has no shell when the server disables exec', async () => {
    await renderScreen(false, { perm: allPermissions(true) });

    expect(header().queryByRole('button', shellButton)).not.toBeInTheDocument();
  });

  it('has no shell for a user without the execute permission', async () => {
    await renderScreen(true, { perm: { ...allPermissions(true), execute: false } });

    expect(header().queryByRole('button', shellButton)).not.toBeInTheDocument();
  });
});
