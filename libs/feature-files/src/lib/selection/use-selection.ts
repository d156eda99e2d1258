import type { FileInfo } from '@file-browser/api-contract';
import { clickSelection } from '@file-browser/ui-kit';
import type { MouseEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { isPlaceholderName, settleNames } from '../listing/display-order';
import {
  isDoubleClick,
  keepExisting,
  opensOnClick,
  rangeSelection,
  type MoveMode,
} from './selection';

/** The listing's selection, by name, for one folder (`path`). */
export interface SelectionState {
  readonly names: readonly string[];
  readonly set: ReadonlySet<string>;
  readonly multiple: boolean;
  /** Applies the click rules; calls `open` for a single-click open or a double click. */
  readonly click: (item: FileInfo, event: MouseEvent, open: (item: FileInfo) => void) => void;
  /** Space on a focused item: the click rules without opening (keyboard-only users). */
  readonly keySelect: (item: FileInfo, modifiers: { toggle: boolean; shift: boolean }) => void;
  /**
   * An arrow key moved to `name` (maybe a placeholder): `select` selects it alone, `extend`
   * reaches from the anchor to it (Shift), `focus` leaves the selection alone (Ctrl/Cmd).
   */
  readonly moveTo: (name: string, mode: MoveMode) => void;
  readonly selectAll: () => void;
  readonly clear: () => void;
  readonly select: (names: readonly string[]) => void;
  readonly toggleMultiple: () => void;
}

/** The selection as held: names (placeholders among them) and the order they were made in. */
interface Held {
  readonly path: string;
  readonly names: readonly string[];
  /** Select-all: every entry, whatever arrives later or whatever the order becomes. */
  readonly all?: boolean;
  /** The listing's sorting when `names` were chosen: placeholders mean places in that order. */
  readonly sortKey: string;
}

/**
 * The names selected now. Placeholders made in another order are dropped (their places mean
 * other entries now). With the whole folder loaded they become the names at their places and
 * names that went away are left out; while only a first page is loaded, names not on it stay
 * (they may be among the entries still on their way).
 */
function currentNames(held: Held, order: readonly string[], complete: boolean, sortKey: string) {
  if (held.all) return order;
  const kept =
    held.sortKey === sortKey ? held.names : held.names.filter((name) => !isPlaceholderName(name));
  return complete ? keepExisting(settleNames(kept, order), order) : kept;
}

/**
 * Holds the selection of the folder at `path`: cleared when the folder changes, kept (minus
 * names that went away) when the same folder reloads, and set to `preselect` when a change
 * asks for it (the pasted, uploaded, created or renamed item, or the folder we came up from).
 * While the listing is not `complete` (a big folder's first page), `order` holds placeholders
 * for the entries not loaded yet (`displayOrder` with totals): select-all, Shift ranges and
 * Shift+Space reach them, and once the whole folder is loaded in the same sorting (`sortKey`)
 * they are settled into the names at their places. Select-all stays "all" until then.
 */
export function useSelection(
  path: string,
  order: readonly string[],
  singleClick: boolean,
  complete = true,
  sortKey = '',
): SelectionState {
  const [state, setState] = useState<Held>({ path, names: [], sortKey });
  const [multiple, setMultiple] = useState(false);
  // The listing the last click was on: a click before a reload and one after it are not a
  // double click, however quick (a paste or rename reloads in milliseconds).
  const lastClick = useRef<{ name: string; at: number; order: readonly string[] } | undefined>(
    undefined,
  );
  const names = state.path === path ? currentNames(state, order, complete, sortKey) : [];
  if (state.path !== path) setState({ path, names: [], sortKey });
  // The whole listing arrived: a pending select-all or placeholders become names, like any
  // selection, so a later sort keeps them.
  else if (complete && (state.all || state.names.some(isPlaceholderName)))
    setState({ path, names, sortKey });

  const select = useCallback(
    (next: readonly string[]) => {
      setState({ path, names: next, sortKey });
    },
    [path, sortKey],
  );

  const click = (item: FileInfo, event: MouseEvent, open: (item: FileInfo) => void) => {
    const modifiers = {
      toggle: event.ctrlKey || event.metaKey,
      shift: event.shiftKey,
      multiple,
    };
    const now = Date.now();
    const last = lastClick.current?.order === order ? lastClick.current : undefined;
    if (opensOnClick(singleClick, modifiers) || isDoubleClick(last, item.name, now)) {
      lastClick.current = undefined;
      open(item);
      return;
    }
    lastClick.current = { name: item.name, at: now, order };
    select(clickSelection(names, order, item.name, modifiers));
  };

  const keySelect = (item: FileInfo, modifiers: { toggle: boolean; shift: boolean }) => {
    select(clickSelection(names, order, item.name, { ...modifiers, multiple }));
  };

  // `/` occurs in no file name (nor in a placeholder), so the joined names are a safe memo key.
  const key = names.join('/');
  const set = useMemo(() => new Set(key === '' ? [] : key.split('/')), [key]);
  return {
    names,
    set,
    multiple,
    click,
    keySelect,
    moveTo: (name, mode) => {
      if (mode === 'select') select([name]);
      else if (mode === 'extend') select(rangeSelection(names, order, name));
    },
    selectAll: () => {
      setState({ path, names: order, all: !complete, sortKey });
    },
    clear: () => {
      select([]);
    },
    select,
    toggleMultiple: () => {
      setMultiple((on) => !on);
    },
  };
}
