import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeaderBar } from './header-bar';

describe('HeaderBar', () => {
  it('is the banner with the menu button, title and actions', async () => {
    const onMenuClick = vi.fn();
    render(
      <HeaderBar
        menuLabel="Toggle sidebar"
        onMenuClick={onMenuClick}
        title="Settings"
        wide={<button type="button">Upload</button>}
        narrow={<button type="button">More</button>}
      >
        <button type="button">Search</button>
      </HeaderBar>,
    );

    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Settings');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(onMenuClick).toHaveBeenCalledOnce();
  });

  it('gives a text title its whole text as a tooltip, for when it is cut short', () => {
    const name = 'a-very-long-file-name-that-a-phone-cannot-show-whole.md';
    render(<HeaderBar menuLabel="Toggle sidebar" onMenuClick={vi.fn()} title={name} />);

    expect(screen.getByRole('banner')).toHaveTextContent(name);
    expect(screen.getByTitle(name)).toHaveClass('fb-header-bar__title');
  });

  it('isolates a text title, so a Latin name in an Arabic page keeps its direction', () => {
    render(<HeaderBar menuLabel="Toggle sidebar" title="report.v2.pdf" />);

    expect(screen.getByText('report.v2.pdf').tagName).toBe('BDI');
  });

  it('has no menu button on a page without a sidebar', () => {
    render(<HeaderBar menuLabel="Toggle sidebar" title="holiday" />);

    expect(screen.getByRole('banner')).toHaveTextContent('holiday');
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).toBeNull();
  });
});
