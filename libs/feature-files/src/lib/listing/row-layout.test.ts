import { describe, expect, it } from 'vitest';
import { indexAt, offsetOf, totalHeight, windowOf, type RowLayout } from './row-layout';

// A folder of 3 folders and 100,000 files: heading, 3 rows, heading, 100,000 rows.
const layout: RowLayout = { count: 100_005, row: 57, heading: 45, headings: [0, 4] };

/** The same layout summed row by row: what the arithmetic must agree with. */
function offsetBySum(index: number): number {
  let offset = 0;
  for (let each = 0; each < index; each++)
    offset += layout.headings.includes(each) ? layout.heading : layout.row;
  return offset;
}

describe('row layout', () => {
  it('places every row where summing the heights before it does', () => {
    for (const index of [0, 1, 3, 4, 5, 6, 1000, 100_004, 100_005])
      expect(offsetOf(layout, index)).toBe(offsetBySum(index));
    expect(totalHeight(layout)).toBe(2 * 45 + 100_003 * 57);
  });

  it('finds the row covering an offset, headings included', () => {
    expect(indexAt(layout, 0)).toBe(0);
    expect(indexAt(layout, 44)).toBe(0);
    expect(indexAt(layout, 45)).toBe(1);
    // The second heading starts after the first heading and three rows.
    expect(indexAt(layout, 45 + 3 * 57)).toBe(4);
    expect(indexAt(layout, 45 + 3 * 57 + 44)).toBe(4);
    expect(indexAt(layout, 45 + 3 * 57 + 45)).toBe(5);
    expect(indexAt(layout, totalHeight(layout) - 1)).toBe(100_004);
    expect(indexAt(layout, -500)).toBe(0);
    expect(indexAt(layout, totalHeight(layout) + 500)).toBe(100_004);
  });

  it('draws the rows in a band plus the overscan on each side', () => {
    const top = offsetOf(layout, 50_000) + 10;
    expect(windowOf(layout, top, top + 800, 12)).toEqual({
      first: 50_000 - 12,
      last: indexAt(layout, top + 799) + 12,
    });
    expect(windowOf(layout, -200, 600, 12)).toEqual({ first: 0, last: indexAt(layout, 599) + 12 });
  });

  it('keeps a few rows at the near end while the list is outside the band', () => {
    expect(windowOf(layout, -2000, -1000, 5)).toEqual({ first: 0, last: 5 });
    const end = totalHeight(layout);
    expect(windowOf(layout, end + 100, end + 900, 5)).toEqual({
      first: 100_004 - 5,
      last: 100_004,
    });
  });

  it('draws nothing for no rows', () => {
    const none: RowLayout = { count: 0, row: 57, heading: 45, headings: [] };
    const drawn = windowOf(none, 0, 800, 12);
    expect(drawn.last).toBeLessThan(drawn.first);
    expect(totalHeight(none)).toBe(0);
  });
});
