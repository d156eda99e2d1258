import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SideNav } from './side-nav';

const items = [
  { id: 'profile', label: 'Profile', url: '/settings/profile' },
  { id: 'users', label: 'Users', url: '/settings/users' },
];

describe('SideNav', () => {
  it('marks the current page and navigates on click', async () => {
    const onNavigate = vi.fn();
    render(<SideNav label="Settings" items={items} currentId="profile" onNavigate={onNavigate} />);

    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(onNavigate).toHaveBeenCalledWith(items[1]);
  });

  it('draws links the app renders (a router link), the current one marked', () => {
    render(
      <SideNav
        label="Settings"
        items={items}
        currentId="users"
        renderLink={(item, current) => (
          <a href={`/base${item.url}`} aria-current={current ? 'page' : undefined}>
            {item.label}
          </a>
        )}
      />,
    );

    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(nav).toHaveClass('fb-side-nav');
    expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/base/settings/users',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });
});
