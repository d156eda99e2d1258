import type { FileInfo } from '@file-browser/api-contract';
import { useState, type MouseEvent } from 'react';
import type { SelectionState } from '../selection/use-selection';

/** Where the context menu opened (the pointer), or undefined while it is closed. */
export type MenuPlace = { x: number; y: number } | undefined;

/**
 * The listing's context menu: a right click on an item outside the selection selects it first
 * (added with Ctrl/Meta, else alone), then opens the menu at the pointer.
 */
export function useItemContextMenu(selection: SelectionState) {
  const [place, setPlace] = useState<MenuPlace>();
  const open = (item: FileInfo, event: MouseEvent) => {
    event.preventDefault();
    if (!selection.set.has(item.name)) {
      const toggle = event.ctrlKey || event.metaKey;
      selection.select(toggle ? [...selection.names, item.name] : [item.name]);
    }
    setPlace({ x: event.clientX, y: event.clientY });
  };
  const close = () => {
    setPlace(undefined);
  };
  return { place, open, close };
}
