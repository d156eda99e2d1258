import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { header, info, renderScreen } from '../../testing/fake-files-server';

describe('FilesScreen copy, move and paste', () => {
  const select = async (name: string) => {
    await userEvent.click(screen.getByText(name));
  };

  it('pastes a copy into the same folder under a new name', async () => {
    const { calls } = await renderScreen();
    await select('a.txt');
    await userEvent.keyboard('{Control>}c{/Control}');
    await userEvent.keyboard('{Control>}v{/Control}');
    await waitFor(() => {
      expect(calls).toContain('copy /a.txt /a.txt {"override":false,"rename":true}');
    });
  });

  it('moves into a folder picked in the move prompt; moving here is disabled', async () => {
    const { calls } = await renderScreen({ user: { redirectAfterCopyMove: false } });
    const user = userEvent.setup();
    await select('a.txt');
    await user.click(header().getByRole('button', { name: 'Move file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "a.txt"' });
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    // The destination is said in words: the folder browsed, then the one selected.
    expect(dialog).toHaveTextContent('Will be moved to: /');
    await user.click(await within(dialog).findByRole('option', { name: 'Docs' }));
    expect(dialog).toHaveTextContent('Will be moved to: /Docs/');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Docs/a.txt {"override":false,"rename":false}');
    });
    await waitFor(() => {
      expect(screen.queryByText('a.txt')).not.toBeInTheDocument();
    });
  });

  it.each([
    ['move', 'Move'],
    ['copy', 'Copy'],
  ])(
    'after a %s, goes to the destination or stays and refreshes (redirectAfterCopyMove)',
    async (verb, button) => {
      for (const redirectAfterCopyMove of [true, false]) {
        const { calls, navigate, unmount } = await renderScreen({
          user: { redirectAfterCopyMove },
        });
        const user = userEvent.setup();
        await select('b.txt');
        await user.click(header().getByRole('button', { name: `${button} file` }));
        const dialog = await screen.findByRole('dialog', { name: `${button} "b.txt"` });
        await user.click(await within(dialog).findByRole('option', { name: 'Docs' }));
        const listedBefore = calls.filter((call) => call === 'get /').length;
        await user.click(within(dialog).getByRole('button', { name: button }));
        await waitFor(() => {
          expect(calls).toContain(`${verb} /b.txt /Docs/b.txt {"override":false,"rename":false}`);
        });
        if (redirectAfterCopyMove) {
          await waitFor(() => {
            expect(navigate).toHaveBeenCalledWith('/Docs/');
          });
        } else {
          await waitFor(() => {
            expect(calls.filter((call) => call === 'get /').length).toBeGreaterThan(listedBefore);
          });
          expect(navigate).not.toHaveBeenCalled();
        }
        unmount();
      }
    },
  );

  it('asks before copying over a taken name, and keeps both on Rename', async () => {
    const { calls } = await renderScreen({
      docs: [{ ...info('a.txt', false), path: '/Docs/a.txt' }],
    });
    const user = userEvent.setup();
    await select('a.txt');
    await user.click(header().getByRole('button', { name: 'Copy file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy "a.txt"' });
    await user.click(await within(dialog).findByRole('option', { name: 'Docs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    const conflict = await screen.findByRole('dialog', { name: 'Replace' });
    expect(calls.some((call) => call.startsWith('copy'))).toBe(false);
    expect(conflict).toHaveTextContent('An item you are copying or moving has the same name');
    expect(conflict).not.toHaveTextContent('uploading');
    await user.click(within(conflict).getByRole('button', { name: 'Rename' }));
    await waitFor(() => {
      expect(calls).toContain('copy /a.txt /Docs/a.txt {"override":false,"rename":true}');
    });
  });

  // frontend-behaviour §6.11: "Rename" (keep both) is hidden only for uploads.
  const moveOntoTakenName = async () => {
    const server = await renderScreen({
      docs: [{ ...info('a.txt', false), path: '/Docs/a.txt' }],
    });
    const user = userEvent.setup();
    await select('a.txt');
    await user.click(header().getByRole('button', { name: 'Move file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "a.txt"' });
    await user.click(await within(dialog).findByRole('option', { name: 'Docs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    const conflict = await screen.findByRole('dialog', { name: 'Replace' });
    expect(server.calls.some((call) => call.startsWith('move'))).toBe(false);
    expect(conflict).toHaveTextContent('An item you are copying or moving has the same name');
    return { ...server, user, conflict };
  };

  it('a move onto a taken name keeps both on Rename', async () => {
    const { calls, user, conflict } = await moveOntoTakenName();
    await user.click(within(conflict).getByRole('button', { name: 'Rename' }));
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Docs/a.txt {"override":false,"rename":true}');
    });
  });

  it('a move onto a taken name replaces it on Replace', async () => {
    const { calls, user, conflict } = await moveOntoTakenName();
    await user.click(within(conflict).getByRole('button', { name: 'Replace' }));
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Docs/a.txt {"override":true,"rename":false}');
    });
  });

  it('makes a new folder inside the move picker and picks it', async () => {
    const { calls } = await renderScreen();
    const user = userEvent.setup();
    await user.click(screen.getByText('a.txt'));
    await user.click(header().getByRole('button', { name: 'Move file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move "a.txt"' });
    await user.click(within(dialog).getByRole('button', { name: 'New folder' }));
    await user.type(within(dialog).getByLabelText('Name the new folder.'), ' Archive ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('option', { name: 'Archive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(calls).toContain('mkdir /Archive/');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => {
      expect(calls).toContain('move /a.txt /Archive/a.txt {"override":false,"rename":false}');
    });
  });
});
