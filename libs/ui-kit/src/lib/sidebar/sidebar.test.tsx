import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from './sidebar';
import { SidebarItem } from './sidebar-item';
import { UsageBar } from './usage-bar';

/** A ☰ button opening the drawer, the drawer, and a page button outside it. */
function Drawer({ onChoose = vi.fn() }: { onChoose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(!open);
        }}
      >
        Menu
      </button>
      <Sidebar
        label="Main"
        open={open}
        onClose={() => {
          setOpen(false);
        }}
      >
        <SidebarItem icon="M0 0" label="My files" onClick={onChoose} />
        <SidebarItem icon="M0 0" label="Settings" onClick={vi.fn()} />
      </Sidebar>
      <button type="button">Page</button>
    </>
  );
}

const drawer = () => screen.getByRole('navigation', { name: 'Main', hidden: true });
const isOpen = () => drawer().classList.contains('fb-sidebar--open');

describe('Sidebar', () => {
  it('is a named navigation with entries that call back and mark the current one', async () => {
    const onClick = vi.fn();
    render(
      <Sidebar label="Main" open onClose={vi.fn()}>
        <SidebarItem icon="M0 0" label="My files" current onClick={vi.fn()} />
        <SidebarItem icon="M0 0" label="Settings" onClick={onClick} />
      </Sidebar>,
    );

    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My files' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('as a drawer takes the focus, and Escape closes it and gives the focus back to ☰', async () => {
    render(<Drawer />);
    const menu = screen.getByRole('button', { name: 'Menu' });

    await userEvent.click(menu);
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('button', { name: 'My files' })).toHaveFocus();

    // The drawer's Escape alone: the page's own keys (clear the selection, close a file) wait.
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    expect(fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })).toBe(
      false,
    );
    document.removeEventListener('keydown', pageKeys);
    expect(pageKeys).not.toHaveBeenCalled();
    expect(isOpen()).toBe(false);
    expect(menu).toHaveFocus();
  });

  it('closes on a tap on the backdrop, and when an entry is chosen', async () => {
    const onChoose = vi.fn();
    const { container } = render(<Drawer onChoose={onChoose} />);
    const menu = screen.getByRole('button', { name: 'Menu' });

    await userEvent.click(menu);
    const backdrop = container.querySelector('.fb-sidebar__backdrop');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    expect(isOpen()).toBe(false);
    expect(container.querySelector('.fb-sidebar__backdrop')).toBeNull();

    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'My files' }));
    expect(onChoose).toHaveBeenCalledOnce();
    expect(isOpen()).toBe(false);
    expect(menu).toHaveFocus();
  });

  it('closes from ☰ again: the press on it is not taken for leaving the drawer', async () => {
    render(<Drawer />);
    const menu = screen.getByRole('button', { name: 'Menu' });

    await userEvent.click(menu);
    expect(isOpen()).toBe(true);
    await userEvent.click(menu);
    expect(isOpen()).toBe(false);
  });

  it('closes when Tab leaves it, the focus going on to the page', async () => {
    render(<Drawer />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await userEvent.tab();
    expect(isOpen()).toBe(false);
    expect(screen.getByRole('button', { name: 'Page' })).toHaveFocus();
  });
});

describe('UsageBar', () => {
  it('is a meter with the used percentage and the text', () => {
    render(<UsageBar used={25} total={100} label="25 B of 100 B used" />);

    expect(screen.getByRole('meter', { name: '25 B of 100 B used' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
  });

  it('shows 0 % when the total is unknown', () => {
    render(<UsageBar used={25} total={0} label="unknown" />);

    expect(screen.getByRole('meter', { name: 'unknown' })).toHaveAttribute('aria-valuenow', '0');
  });
});
