import { ApiError, type ApiClient } from '@file-browser/api-client';
import type { FileInfo, Listing } from '@file-browser/api-contract';
import { createI18n } from '@file-browser/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { FilesContext } from '../shared/files-context';
import { NamePrompt, type NameAction } from './name-prompt';

const item = (name: string, isDir = false) => ({ name, isDir, path: `/${name}` }) as FileInfo;

/** The prompt over a folder holding Docs/ and a.txt, with a.txt selected. */
async function renderPrompt(action: NameAction, client: Partial<ApiClient> = {}) {
  const items = [item('Docs', true), item('a.txt')];
  const ctx = {
    path: '/',
    listing: { items } as Listing,
    selected: [items[1]],
    client: client as ApiClient,
    closePrompt: vi.fn(),
    reload: vi.fn(),
    showError: vi.fn(),
    navigate: vi.fn(),
  } as unknown as FilesContext;
  const i18n = await createI18n({ locale: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <NamePrompt action={action} ctx={ctx} />
    </I18nextProvider>,
  );
  return { ctx, dialog: await screen.findByRole('dialog') };
}

describe('name clashes in the name prompts', () => {
  it('says in the prompt that a name is taken, by a file or a folder, and waits for another', async () => {
    const { dialog } = await renderPrompt('newFile');
    const user = userEvent.setup();
    const field = within(dialog).getByRole('textbox');
    expect(field).toHaveAttribute('dir', 'auto');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await user.type(field, 'a.txt');
    expect(field).toHaveAccessibleDescription('A file named "a.txt" already exists here.');
    expect(create).toBeDisabled();
    await user.clear(field);
    await user.type(field, ' Docs ');
    expect(field).toHaveAccessibleDescription('A folder named "Docs" already exists here.');
    expect(create).toBeDisabled();
    await user.type(field, '2');
    expect(field).not.toHaveAccessibleDescription(/already exists/);
    expect(create).toBeEnabled();
  });

  it('a rename onto a sibling is stopped the same way; its own name is only "unchanged"', async () => {
    const { dialog } = await renderPrompt('rename');
    const user = userEvent.setup();
    const field = within(dialog).getByRole('textbox');
    expect(field).not.toHaveAccessibleDescription(/already exists/);
    await user.clear(field);
    await user.type(field, 'Docs');
    expect(field).toHaveAccessibleDescription('A folder named "Docs" already exists here.');
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
  });

  it('a 409 from the server (the listing was stale) shows the same message, no error toast', async () => {
    const createFolder = vi.fn(() => Promise.reject(new ApiError('409 Conflict', 409)));
    const { ctx, dialog } = await renderPrompt('newDir', { createFolder });
    const user = userEvent.setup();
    const field = within(dialog).getByRole('textbox');
    await user.type(field, 'Reports{Enter}');
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription('A folder named "Reports" already exists here.');
    });
    expect(field).toHaveFocus();
    expect(ctx.showError).not.toHaveBeenCalled();
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(ctx.reload).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  });
});
