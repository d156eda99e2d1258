/**
 * The click rule of a listing's selection (frontend-behaviour §6.5), shared by the files screen
 * and the public share view: a pure function over item names in display order. The first
 * selected name is the Shift-range anchor. Names, not indexes, so a selection survives a reload
 * of the same folder.
 */

/** Modifiers of a click on an item. */
export interface ClickModifiers {
  /** Ctrl or Meta held. */
  readonly toggle: boolean;
  readonly shift: boolean;
  /** The header's "select multiple" mode. */
  readonly multiple: boolean;
}

/** The selection after a click on `name` (a click that did not open the item). */
export function clickSelection(
  selected: readonly string[],
  order: readonly string[],
  name: string,
  { toggle, shift, multiple }: ClickModifiers,
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
