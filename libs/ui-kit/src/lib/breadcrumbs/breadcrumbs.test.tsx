import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs, visibleCrumbs, type Crumb } from './breadcrumbs';

const crumbs = (count: number): Crumb[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `L${index + 1}`,
    url: `/files/${index + 1}/`,
  }));

function renderCrumbs(items: Crumb[], onNavigate = vi.fn()) {
  render(
    <Breadcrumbs
      items={items}
      home={{ label: 'Home', url: '/files/' }}
      label="Breadcrumbs"
      onNavigate={onNavigate}
    />,
  );
  return within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
}

describe('Breadcrumbs', () => {
  it('shows home then every level up to three, the last as the current page', () => {
    const nav = renderCrumbs(crumbs(3));

    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '',
      'L1',
      'L2',
      'L3',
    ]);
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/files/');
    expect(nav.getByRole('link', { name: 'L3' })).toHaveAttribute('aria-current', 'page');
  });

  it('isolates each name, so an Arabic folder in a left-to-right path keeps its own direction', () => {
    const nav = renderCrumbs([
      { name: 'docs', url: '/files/docs/' },
      { name: 'تقارير', url: '/files/docs/تقارير/' },
    ]);

    const name = nav.getByText('تقارير');
    expect(name.tagName).toBe('BDI');
    expect(name).not.toHaveAttribute('dir');
  });

  it('keeps the last four levels and shows the first of them as "…"', () => {
    const nav = renderCrumbs(crumbs(6));

    const links = nav.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['', '…', 'L4', 'L5', 'L6']);
    expect(links[1]).toHaveAttribute('href', '/files/3/');
    expect(links[1]).toHaveAccessibleName('L3');
  });

  it('navigates on a plain click and leaves modified clicks to the browser', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const nav = renderCrumbs(crumbs(2), onNavigate);

    await user.click(nav.getByRole('link', { name: 'L1' }));
    expect(onNavigate).toHaveBeenCalledWith('/files/1/');
    onNavigate.mockClear();
    await user.keyboard('{Control>}');
    await user.click(nav.getByRole('link', { name: 'Home' }));
    await user.keyboard('{/Control}');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('marks home as current at the root', () => {
    const nav = renderCrumbs([]);

    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('visibleCrumbs leaves up to three levels alone', () => {
    expect(visibleCrumbs(crumbs(3)).every((crumb) => !crumb.cut)).toBe(true);
    expect(visibleCrumbs(crumbs(4)).map((crumb) => crumb.cut)).toEqual([true, false, false, false]);
  });
});
