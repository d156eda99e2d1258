import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useLatest } from '../hooks/use-latest';
import { Icon } from '../icon/icon';
import './menu.css';

/** One command of a {@link Menu}. */
export interface MenuItem {
  id: string;
  label: string;
  /** SVG path (an `@mdi/js` constant). */
  icon?: string;
  /** A count shown after the label (e.g. selected items to download), part of the item's name. */
  badge?: number;
  disabled?: boolean;
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** Accessible name of the menu. */
  label: string;
  items: readonly MenuItem[];
  /** Called with the chosen item's id; the menu then closes through `onClose`. */
  onSelect: (id: string) => void;
  /** Escape, Tab, a click outside, or after a choice. */
  onClose: () => void;
  className?: string;
  style?: CSSProperties;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A list of commands (role `menu`): focuses the first item on open, moves with the arrow keys,
 * Home and End, chooses with Enter or a click, closes on Escape, Tab or a click outside.
 */
export function Menu({ label, items, onSelect, onClose, className, style }: MenuProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const onCloseRef = useLatest(onClose);

  useEffect(() => {
    const menu = menuRef.current;
    menu?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (menu !== null && event.target instanceof Node && !menu.contains(event.target)) {
        onCloseRef.current();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [onCloseRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      onClose();
      return;
    }
    const move = moves[event.key];
    const menu = menuRef.current;
    if (move === undefined || menu === null) return;
    event.preventDefault();
    const buttons = Array.from(
      menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])'),
    );
    const current = buttons.findIndex((button) => button === document.activeElement);
    buttons[move(Math.max(current, 0), buttons.length)]?.focus();
  };

  return (
    <ul
      ref={menuRef}
      className={className === undefined ? 'fb-menu' : `fb-menu ${className}`}
      style={style}
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <li key={item.id} role="none">
          <button
            type="button"
            role="menuitem"
            className="fb-menu__item"
            tabIndex={-1}
            disabled={item.disabled}
            onClick={() => {
              onSelect(item.id);
              onClose();
            }}
          >
            {item.icon !== undefined && <Icon path={item.icon} />}
            <span className="fb-menu__label">{item.label}</span>
            {/* The name comes from this content ("Download 2"), so it matches what is seen. */}
            {item.badge !== undefined && item.badge > 0 && (
              <>
                {' '}
                <span className="fb-menu__badge">{item.badge}</span>
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
