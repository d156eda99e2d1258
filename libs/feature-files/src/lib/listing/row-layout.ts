/**
 * Where each row of the list view sits, by arithmetic: every item row (and placeholder) has one
 * height and every section heading another, and there are at most a few headings. So a row's
 * offset is its index times the row height plus what the headings before it add, and the row
 * at an offset is found by a binary search over that. Nothing is stored per row: a 100,000-entry
 * folder costs what a 50-entry one does (a general virtualiser's measurement object per row took
 * ~50 ms and its garbage before the first rows, docs/performance.md P7).
 */
export interface RowLayout {
  /** Rows in all, headings included. */
  readonly count: number;
  /** The height of an item row, in pixels. */
  readonly row: number;
  /** The height of a heading row. */
  readonly heading: number;
  /** The indexes of the heading rows, in order. */
  readonly headings: readonly number[];
}

/** The first and last row index to draw (inclusive); `last < first` draws none. */
export interface RowWindow {
  readonly first: number;
  readonly last: number;
}

/** The offset of the top of row `index` from the top of the first row (`count` gives the end). */
export function offsetOf(layout: RowLayout, index: number): number {
  let headingsBefore = 0;
  for (const heading of layout.headings) if (heading < index) headingsBefore++;
  return index * layout.row + headingsBefore * (layout.heading - layout.row);
}

/** The height of all rows. */
export function totalHeight(layout: RowLayout): number {
  return offsetOf(layout, layout.count);
}

/** The index of the row covering `offset` (clamped to the rows there are). */
export function indexAt(layout: RowLayout, offset: number): number {
  let low = 0;
  let high = layout.count - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (offsetOf(layout, middle) <= offset) low = middle;
    else high = middle - 1;
  }
  return Math.max(low, 0);
}

/**
 * The rows that cover the band from `top` to `bottom` (offsets from the first row's top; the
 * band may reach above or below the rows), with `overscan` more on each side.
 */
export function windowOf(
  layout: RowLayout,
  top: number,
  bottom: number,
  overscan: number,
): RowWindow {
  if (layout.count === 0 || bottom <= 0 || top >= totalHeight(layout)) {
    // Nothing of the list is in the band: keep a few rows at the near end, so the keyboard's
    // Tab stop and a first paint before the band is known still have rows to land on.
    const near = top >= totalHeight(layout) ? layout.count - 1 : 0;
    return {
      first: Math.max(0, near - overscan),
      last: Math.min(layout.count - 1, near + overscan),
    };
  }
  return {
    first: Math.max(0, indexAt(layout, top) - overscan),
    last: Math.min(layout.count - 1, indexAt(layout, bottom - 1) + overscan),
  };
}
