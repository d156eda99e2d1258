import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ContextMenu } from './context-menu';
import { Dropdown } from './dropdown';
import { Menu, type MenuItem } from './menu';

const items: MenuItem[] = [
  { id: 'copy', label: 'Copy' },
  { id: 'move', label: 'Move', disabled: true },
  { id: 'delete', label: 'Delete' },
  { id: 'download', label: 'Download', badge: 2 },
];

describe('Menu', () => {
  it('focuses the first item and moves with the arrow keys, skipping disabled items', async () => {
    render(<Menu label="Actions" items={items} onSelect={vi.fn()} onClose={vi.fn()} />);

    expect(screen.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Download 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Download 2' })).toHaveFocus();
  });

  it('names a counted item by its visible content, so the name starts with what is seen', async () => {
    const { container } = render(
      <Menu label="Actions" items={items} onSelect={vi.fn()} onClose={vi.fn()} />,
    );
    const download = screen.getByRole('menuitem', { name: 'Download 2' });

    // No aria-label over the content: "Download" then the "2" badge is the name (WCAG 2.5.3).
    expect(download).not.toHaveAttribute('aria-label');
    expect(download.textContent.replace(/\s+/g, ' ').trim()).toBe('Download 2');
    const results = await axe.run(container, {
      runOnly: ['label-content-name-mismatch'],
      resultTypes: ['violations'],
    });
    expect(results.violations).toEqual([]);
  });

  it('chooses with Enter, then closes', async () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    render(<Menu label="Actions" items={items} onSelect={onSelect} onClose={onClose} />);

    await userEvent.keyboard('{ArrowDown}{Enter}');

    expect(onSelect).toHaveBeenCalledWith('delete');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape and on a click outside', async () => {
    const onClose = vi.fn();
    render(
      <>
        <p>Outside</p>
        <Menu label="Actions" items={items} onSelect={vi.fn()} onClose={onClose} />
      </>,
    );

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByText('Outside'));

    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Dropdown', () => {
  it('opens from its button, reports the choice and closes', async () => {
    const onSelect = vi.fn();
    render(<Dropdown icon="M0 0h24v24H0z" label="More" items={items} onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'More' });

    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy' }));

    expect(onSelect).toHaveBeenCalledWith('copy');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens it on its first item, Escape gives the focus back', async () => {
    render(<Dropdown icon="M0 0h24v24H0z" label="More" items={items} onSelect={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'More' });

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Copy' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when its button is pressed again', async () => {
    render(<Dropdown icon="M0 0h24v24H0z" label="More" items={items} onSelect={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: 'More' });

    await userEvent.click(trigger);
    await userEvent.click(trigger);

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('ContextMenu', () => {
  it('sits 8 px after the pointer, clamped to the window width', () => {
    render(
      <ContextMenu
        label="Actions"
        x={window.innerWidth - 10}
        y={50}
        items={items}
        onSelect={vi.fn()}
        onClose={vi.fn()}
      />,
    );

    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(menu.style.left).toBe(`${window.innerWidth - 192}px`);
    expect(menu.style.top).toBe('50px');
  });
});
