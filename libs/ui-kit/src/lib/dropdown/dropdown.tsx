import { useRef, useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { Menu, type MenuItem } from './menu';

/** Props of {@link Dropdown}. */
export interface DropdownProps {
  /** Icon of the trigger button (e.g. `mdiDotsVertical` for "more"). */
  icon: string;
  /** Name of the trigger and of the menu. */
  label: string;
  items: readonly MenuItem[];
  onSelect: (id: string) => void;
  /** A class beside `fb-dropdown` (e.g. to show it only on narrow screens). */
  className?: string;
}

/**
 * An icon button that opens a menu below it (the header's ⋮ "more" actions). When the menu
 * closes with the focus in it (Escape, a choice), the focus goes back to the button, so the
 * keyboard goes on from where it was; a prompt opened by the choice then takes it from there.
 */
export function Dropdown({ icon, label, items, onSelect, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <div className={className === undefined ? 'fb-dropdown' : `fb-dropdown ${className}`}>
      <IconButton
        ref={trigger}
        icon={icon}
        label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        // The menu closes on a press outside it; this button's own click does that instead.
        onMouseDown={(event) => {
          if (open) event.stopPropagation();
        }}
        onClick={() => {
          setOpen((current) => !current);
        }}
      />
      {open && (
        <Menu
          label={label}
          items={items}
          onSelect={onSelect}
          onClose={() => {
            const menu = trigger.current?.nextElementSibling;
            if (menu?.contains(document.activeElement)) trigger.current?.focus();
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
