import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Listing } from './listing';
import { ListingHeader, nextSort, sortArrow, type SortOrder } from './listing-header';

const labels = { name: 'Name', size: 'Size', modified: 'Modified' };

function renderHeader(sort: SortOrder, onSort = vi.fn()) {
  render(
    <Listing label="Files" variant="list">
      <ListingHeader sort={sort} labels={labels} onSort={onSort} />
    </Listing>,
  );
  return onSort;
}

describe('ListingHeader', () => {
  it('marks the sorted column with aria-sort', () => {
    renderHeader({ by: 'size', asc: false });

    expect(screen.getByRole('columnheader', { name: 'Size' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
  });

  it('asks for name descending first, then toggles', async () => {
    const onSort = renderHeader({ by: 'modified', asc: true });

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));

    expect(onSort).toHaveBeenCalledWith({ by: 'name', asc: false });
    expect(nextSort('name', { by: 'name', asc: false })).toEqual({ by: 'name', asc: true });
  });

  it('asks for size and modified ascending first, then toggles', async () => {
    const onSort = renderHeader({ by: 'name', asc: true });

    await userEvent.click(screen.getByRole('button', { name: 'Size' }));

    expect(onSort).toHaveBeenCalledWith({ by: 'size', asc: true });
    expect(nextSort('modified', { by: 'modified', asc: true })).toEqual({
      by: 'modified',
      asc: false,
    });
  });

  it('follows the arrow rules of upstream', () => {
    expect(sortArrow('name', { by: 'name', asc: false })).toBe('up');
    expect(sortArrow('name', { by: 'name', asc: true })).toBe('down');
    expect(sortArrow('size', { by: 'size', asc: true })).toBe('down');
    expect(sortArrow('size', { by: 'name', asc: true })).toBe('up');
  });

  it('sorts from the keyboard', async () => {
    const onSort = renderHeader({ by: 'name', asc: true });

    screen.getByRole('button', { name: 'Modified' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(onSort).toHaveBeenCalledWith({ by: 'modified', asc: true });
  });
});
