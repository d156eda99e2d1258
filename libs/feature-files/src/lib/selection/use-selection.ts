import type { FileInfo } from '@file-browser/api-contract';
import type { MouseEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { clickSelection, isDoubleClick, keepExisting, opensOnClick } from './selection';

/** The listing's selection, by name, for one folder (`path`). */
export interface SelectionState {
  readonly names: readonly string[];
  readonly set: ReadonlySet<string>;
  readonly multiple: boolean;
  /** Applies the click rules; calls `open` for a single-click open or a double click. */
  readonly click: (item: FileInfo, event: MouseEvent, open: (item: FileInfo) => void) => void;
  /** Space on a focused item: the click rules without opening (keyboard-only users). */
  readonly keySelect: (item: FileInfo, modifiers: { toggle: boolean; shift: boolean }) => void;
  readonly selectAll: () => void;
  readonly clear: () => void;
  readonly select: (names: readonly string[]) => void;
  readonly toggleMultiple: () => void;
}

/**
 * Holds the selection of the folder at `path`: cleared when the folder changes, kept (minus
 * names that went away) when the same folder reloads, and set to `preselect` when a change
 * asks for it (the pasted, uploaded, created or renamed item, or the folder we came up from).
 * While the listing is not `complete` (a big folder's first page), select-all selects what is
 * loaded and stays "all" until the rest arrives, so it ends up selecting every entry.
 */
export function useSelection(
  path: string,
  order: readonly string[],
  singleClick: boolean,
  complete = true,
): SelectionState {
  const [state, setState] = useState<{ path: string; names: readonly string[]; all?: boolean }>({
    path,
    names: [],
  });
  const [multiple, setMultiple] = useState(false);
  // The listing the last click was on: a click before a reload and one after it are not a
  // double click, however quick (a paste or rename reloads in milliseconds).
  const lastClick = useRef<{ name: string; at: number; order: readonly string[] } | undefined>(
    undefined,
  );
  let names: readonly string[] = [];
  if (state.path !== path) setState({ path, names: [] });
  else if (state.all) names = order;
  else names = keepExisting(state.names, order);
  // The whole listing arrived: the pending select-all becomes its names, like any selection.
  if (state.path === path && state.all && complete) setState({ path, names: order });

  const select = useCallback(
    (next: readonly string[]) => {
      setState({ path, names: next });
    },
    [path],
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

  // NUL cannot occur in a file name, so the joined names are a safe memo key.
  const key = names.join('\0');
  const set = useMemo(() => new Set(key === '' ? [] : key.split('\0')), [key]);
  return {
    names,
    set,
    multiple,
    click,
    keySelect,
    selectAll: () => {
      setState({ path, names: order, all: !complete });
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
