import type { MoveMode } from '../selection/selection';
import { placeholderName } from '../listing/display-order';

/**
 * Arrow keys in the listing (the Finder/Explorer model, stated in the README): an arrow moves
 * the focus and the selection together, Shift+arrow extends the selection from its anchor,
 * Ctrl/Cmd+arrow moves the focus alone (Space then toggles). ↑/↓ go to the previous or next
 * row, or tile row in the mosaic and gallery; ←/→ go by one tile there.
 */

/** The selection mode of an arrow press. */
export function moveModeOf(press: {
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): MoveMode {
  if (press.shiftKey) return 'extend';
  return press.ctrlKey || press.metaKey ? 'focus' : 'select';
}

/** The listing's cells: an item's wrapper (`data-name`) or a placeholder (`data-place`). */
const CELLS = '[data-name], [data-place]';

/** The cell `element` is in, if any. */
export function cellOf(element: EventTarget | null): HTMLElement | null {
  return element instanceof HTMLElement ? element.closest<HTMLElement>(CELLS) : null;
}

/** The selection name of a cell: the item's name, or the placeholder of the entry to come. */
export function nameOfCell(cell: HTMLElement): string {
  const place = cell.dataset['place'];
  return place === undefined ? (cell.dataset['name'] ?? '') : placeholderName(Number(place));
}

/** The element of a cell that takes the focus: the item row, or the placeholder itself. */
export function focusTarget(cell: HTMLElement): HTMLElement {
  return cell.querySelector<HTMLElement>('.fb-listing-item') ?? cell;
}

/**
 * The cell an arrow `key` leads to from `from`, or undefined (the edge, or a key the view
 * does not use). `tiles` is the mosaic or gallery: there ←/→ step along the reading order
 * (mirrored right to left) and ↑/↓ go to the nearest tile of the row above or below.
 */
export function neighbourCell(
  grid: HTMLElement,
  from: HTMLElement,
  key: string,
  tiles: boolean,
): HTMLElement | undefined {
  const cells = [...grid.querySelectorAll<HTMLElement>(CELLS)];
  const at = cells.indexOf(from);
  if (at < 0) return undefined;
  const vertical = key === 'ArrowDown' || key === 'ArrowUp';
  if (!tiles || !vertical) {
    if (!tiles && !vertical) return undefined;
    const rtl = getComputedStyle(grid).direction === 'rtl';
    const forward = key === 'ArrowDown' || key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    return cells[at + (forward ? 1 : -1)];
  }
  return tileInNextRow(cells, from, key === 'ArrowDown');
}

/** The tile of the next (or previous) row whose centre is nearest `from`'s, across headings. */
function tileInNextRow(cells: readonly HTMLElement[], from: HTMLElement, down: boolean) {
  const here = from.getBoundingClientRect();
  const centre = (rect: DOMRect) => rect.left + rect.width / 2;
  let best: { cell: HTMLElement; top: number; gap: number } | undefined;
  for (const cell of cells) {
    const rect = cell.getBoundingClientRect();
    const beyond = down ? rect.top >= here.bottom - 1 : rect.bottom <= here.top + 1;
    if (!beyond) continue;
    const gap = Math.abs(centre(rect) - centre(here));
    // The nearest row first (the first below, the last above), then the nearest column.
    const nearer = best === undefined || (down ? rect.top < best.top - 1 : rect.top > best.top + 1);
    const sameRow = best !== undefined && Math.abs(rect.top - best.top) <= 1;
    if (nearer || (sameRow && gap < (best?.gap ?? Infinity))) best = { cell, top: rect.top, gap };
  }
  return best?.cell;
}
