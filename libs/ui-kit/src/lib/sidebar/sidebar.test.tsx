import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from './sidebar';
import { SidebarItem } from './sidebar-item';
import { UsageBar } from './usage-bar';

describe('Sidebar', () => {
  it('is a named navigation with entries that call back and mark the current one', async () => {
    const onClick = vi.fn();
    render(
      <Sidebar label="Main" open>
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
