import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, selectedNames } from '../../testing/fake-files-server';

describe('useItemContextMenu', () => {
  it('right-click selects the item and opens the menu of its actions', async () => {
    await renderScreen();
    fireEvent.contextMenu(screen.getByText('a.txt'));
    expect(selectedNames()).toEqual(['a.txt']);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Share', 'Rename', 'Copy file', 'Move file', 'Delete', 'Download 1', 'Info']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeVisible();
  });
});
