import { Menu, type MenuItem } from './menu';

/** Props of {@link ContextMenu}. */
export interface ContextMenuProps {
  label: string;
  /** Viewport coordinates of the pointer (`clientX`, `clientY`). */
  x: number;
  y: number;
  items: readonly MenuItem[];
  onSelect: (id: string) => void;
  onClose: () => void;
}

/** Menu width used to keep it inside the window (matches `.fb-menu` min width). */
const MENU_WIDTH = 192;

/** The right-click menu, placed 8 px after the pointer and kept inside the window's width. */
export function ContextMenu({ label, x, y, items, onSelect, onClose }: ContextMenuProps) {
  // differs from upstream: `position: fixed` in viewport coordinates, so no scroll offset is added.
  const left = Math.max(0, Math.min(x + 8, window.innerWidth - MENU_WIDTH));
  return (
    <Menu
      label={label}
      items={items}
      onSelect={onSelect}
      onClose={onClose}
      className="fb-context-menu"
      style={{ left, top: y }}
    />
  );
}
