/**
 * Selection rules of the listing (frontend-behaviour §6.5), as pure functions over item names in
 * display order (folders first). The first selected name is the Shift-range anchor. Names, not
 * indexes, so a selection survives a reload of the same folder. The click rule itself,
 * `clickSelection`, is ui-kit's (the share view follows it too).
 */
import type { ClickModifiers } from '@file-browser/ui-kit';

/** What an arrow key does to the selection besides moving the focus (`listing-keys`). */
export type MoveMode = 'select' | 'extend' | 'focus';

/**
 * The selection after Shift+arrow moved to `name`: the range from the anchor (the first
 * selected name, or `name` when nothing is selected) to `name`, anchor first, so going back
 * towards the anchor shrinks it (as Finder and Explorer do).
 */
export function rangeSelection(
  selected: readonly string[],
  order: readonly string[],
  name: string,
): string[] {
  const anchor = selected[0] ?? name;
  const from = order.indexOf(anchor);
  const to = order.indexOf(name);
  if (from < 0 || to < 0) return [name];
  const [low, high] = from < to ? [from, to] : [to, from];
  return [anchor, ...order.slice(low, high + 1).filter((each) => each !== anchor)];
}

/** Two clicks on the same item within this many milliseconds open it (double click or tap). */
export const DOUBLE_CLICK_MS = 300;

/** A click remembered to recognise the second half of a double click. */
export interface LastClick {
  readonly name: string;
  readonly at: number;
}

/** Whether a click on `name` at `now` completes a double click. */
export function isDoubleClick(last: LastClick | undefined, name: string, now: number): boolean {
  return last !== undefined && last.name === name && now - last.at <= DOUBLE_CLICK_MS;
}

/** Whether a plain click opens the item right away: the single-click preference, no modifier. */
export function opensOnClick(singleClick: boolean, modifiers: ClickModifiers): boolean {
  return singleClick && !modifiers.toggle && !modifiers.shift && !modifiers.multiple;
}

/** Keeps the names that still exist after a reload, in their old order. */
export function keepExisting(selected: readonly string[], order: readonly string[]): string[] {
  // Called on every render of the screen: a folder of 100,000 names must not cost a Set of
  // them each time when nothing is selected (the usual case).
  if (selected.length === 0) return [];
  const present = new Set(order);
  return selected.filter((name) => present.has(name));
}

/** Long press: held this long without moving more than {@link LONG_PRESS_SLOP_PX} selects. */
export const LONG_PRESS_MS = 500;
export const LONG_PRESS_SLOP_PX = 10;
