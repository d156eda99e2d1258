import type { FileInfo } from '@file-browser/api-contract';
import type { DragEvent, HTMLAttributes, PointerEvent } from 'react';
import { useRef } from 'react';
import { LONG_PRESS_MS, LONG_PRESS_SLOP_PX } from '../selection/selection';

/** The drag type of items dragged inside the listing (never confused with desktop files). */
export const ITEMS_TYPE = 'application/x-file-browser-items';

/** What {@link useItemGestures} needs from the screen. */
export interface GesturesInput {
  /** Items may be dragged (the rename permission). */
  canDrag: boolean;
  /** Long press selects (only with the single-click preference, frontend-behaviour §6.5). */
  longPress: boolean;
  isSelected: (name: string) => boolean;
  selectOnly: (name: string) => void;
  /** Adds the item as a Ctrl/Meta click would. */
  toggle: (item: FileInfo) => void;
  /** Items dropped on a folder: moved, or copied with Ctrl/Meta held. */
  dropInto: (folder: FileInfo, copy: boolean) => void;
}

/**
 * Drag and drop of listing items onto folders (frontend-behaviour §6.8) and long press to
 * select on touch screens: 500 ms without moving more than 10 px, after which the click that
 * ends the press is swallowed.
 */
export function useItemGestures(input: GesturesInput) {
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number }>(undefined);
  const swallowClick = useRef(false);
  const cancel = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = undefined;
  };

  const itemProps = (item: FileInfo): HTMLAttributes<HTMLDivElement> => ({
    draggable: input.canDrag,
    onDragStart: (event: DragEvent<HTMLDivElement>) => {
      // Dragging an unselected item drags it alone.
      if (!input.isSelected(item.name)) input.selectOnly(item.name);
      event.dataTransfer.setData(ITEMS_TYPE, item.name);
      event.dataTransfer.effectAllowed = 'copyMove';
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      if (!item.isDir || input.isSelected(item.name)) return;
      if (!event.dataTransfer.types.includes(ITEMS_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = event.ctrlKey || event.metaKey ? 'copy' : 'move';
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      if (!item.isDir || !event.dataTransfer.types.includes(ITEMS_TYPE)) return;
      event.preventDefault();
      event.stopPropagation();
      input.dropInto(item, event.ctrlKey || event.metaKey);
    },
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!input.longPress || event.pointerType === 'mouse') return;
      cancel();
      const timer = setTimeout(() => {
        press.current = undefined;
        swallowClick.current = true;
        input.toggle(item);
      }, LONG_PRESS_MS);
      press.current = { timer, x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const start = press.current;
      if (
        start &&
        Math.hypot(event.clientX - start.x, event.clientY - start.y) > LONG_PRESS_SLOP_PX
      )
        cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onClickCapture: (event) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.stopPropagation();
    },
  });
  return { itemProps };
}
