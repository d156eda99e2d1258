/**
 * Selection rules of a shared folder's listing (frontend-behaviour §6.5, read-only: no single-click
 * open), as pure functions over item names in display order. The first selected name is the
 * Shift-range anchor.
 */

/** Items a shared folder shows at first, and adds with each click on "+N" (spec §9). */
export const SHARE_STEP = 100;

/** Modifiers of a click on an item. */
export interface ShareClick {
  /** Ctrl or Meta held. */
  readonly toggle: boolean;
  readonly shift: boolean;
  /** The header's "select multiple" mode. */
  readonly multiple: boolean;
}

/** The selection after a click on `name` that did not open it. */
export function clickSelection(
  selected: readonly string[],
  order: readonly string[],
  name: string,
  { toggle, shift, multiple }: ShareClick,
): string[] {
  const adding = toggle || multiple;
  if (selected.includes(name)) {
    return adding ? selected.filter((each) => each !== name) : [name];
  }
  const anchor = selected[0];
  if (shift && anchor !== undefined) {
    const from = order.indexOf(anchor);
    const to = order.indexOf(name);
    if (from >= 0 && to >= 0) {
      const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
      return [...selected, ...range.filter((each) => !selected.includes(each))];
    }
  }
  return adding ? [...selected, name] : [name];
}

/** How many items to show after a click on "+N": another {@link SHARE_STEP}, at most all. */
export function showMore(shown: number, total: number): number {
  return Math.min(total, shown + SHARE_STEP);
}
