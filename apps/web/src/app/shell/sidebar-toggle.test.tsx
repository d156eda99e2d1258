import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alice, renderApp } from '../../testing/render-app';

describe('the ☰ button', () => {
  it('says which sidebar it opens and whether it is open', async () => {
    await renderApp({ path: '/files/', user: alice });
    const menu = await screen.findByRole('button', { name: 'Show or hide the sidebar' });
    const sidebar = screen.getByRole('navigation', { name: 'My files' });
    expect(menu).toHaveAttribute('aria-controls', sidebar.id);
    expect(sidebar.id).not.toBe('');
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
