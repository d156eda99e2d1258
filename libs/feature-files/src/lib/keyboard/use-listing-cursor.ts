import type { FocusEvent, KeyboardEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { isPlaceholderName } from '../listing/display-order';
import type { MoveMode } from '../selection/selection';
import { cellOf, focusTarget, moveModeOf, nameOfCell, neighbourCell } from './listing-keys';

/** The id of the files listing's grid: the skip link's target. */
export const LISTING_ID = 'fb-files-listing';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** What {@link useListingCursor} needs. */
export interface ListingCursorInput {
  /** Mosaic or gallery tiles (←/→ move there). */
  readonly tiles: boolean;
  /** The selection names of the cells rendered now, in order (placeholders among them). */
  readonly shown: readonly string[];
  /** The selection name of the row at an index of the whole listing. */
  readonly nameAt: (index: number) => string | undefined;
  readonly selected: ReadonlySet<string>;
  /** Tells the selection an arrow key moved (see `listing-keys`). */
  readonly onMove?: ((name: string, mode: MoveMode) => void) | undefined;
}

/**
 * The listing's keyboard cursor: the focused cell, one Tab stop (roving tabindex: the cursor,
 * else the first selected cell shown, else the first item shown), and the arrow keys. The
 * cursor may rest on a placeholder of an entry not loaded yet: it is focused and selected as
 * that entry, and when the entry arrives in its place the focus moves onto it.
 */
export function useListingCursor(input: ListingCursorInput) {
  const [cursor, setCursor] = useState<{ name: string; index: number }>();
  // The arrow keys asked for the focus; kept until it lands on a loaded item.
  const focusWanted = useRef(false);
  const arrived = cursor && isPlaceholderName(cursor.name) ? input.nameAt(cursor.index) : undefined;
  const current = arrived ?? cursor?.name;
  const shown = input.shown;
  const tabStop =
    current !== undefined && shown.includes(current)
      ? current
      : (shown.find((name) => input.selected.has(name)) ??
        shown.find((name) => !isPlaceholderName(name)));

  useLayoutEffect(() => {
    if (!focusWanted.current || current === undefined) return;
    const grid = document.getElementById(LISTING_ID);
    const cells = grid ? [...grid.querySelectorAll<HTMLElement>('[data-name], [data-place]')] : [];
    const cell = cells.find((each) => nameOfCell(each) === current);
    if (!cell) return;
    const target = focusTarget(cell);
    if (document.activeElement !== target) target.focus();
    if (!isPlaceholderName(current)) focusWanted.current = false;
  });

  return {
    tabStop,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (!ARROWS.has(event.key) || event.altKey) return;
      const from = cellOf(event.target);
      // Only from a cell itself: the sort buttons and anything inside a row keep their keys.
      if (!from || focusTarget(from) !== event.target) return;
      event.preventDefault();
      const to = neighbourCell(event.currentTarget, from, event.key, input.tiles);
      if (!to) return;
      const name = nameOfCell(to);
      focusWanted.current = true;
      setCursor({ name, index: Number(to.dataset['index']) });
      input.onMove?.(name, moveModeOf(event));
    },
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      const cell = cellOf(event.target);
      if (!cell || focusTarget(cell) !== event.target) return;
      const name = nameOfCell(cell);
      if (name !== cursor?.name) setCursor({ name, index: Number(cell.dataset['index']) });
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      // Focus gone elsewhere on purpose (not a placeholder replaced under it): leave it there.
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) focusWanted.current = false;
    },
  };
}
