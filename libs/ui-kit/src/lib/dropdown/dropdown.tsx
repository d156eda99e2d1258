import { useState } from 'react';
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
}

/** An icon button that opens a menu below it (the header's ⋮ "more" actions). */
export function Dropdown({ icon, label, items, onSelect }: DropdownProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="fb-dropdown">
      <IconButton
        icon={icon}
        label={label}
        aria-haspopup="menu"
        aria-expanded={open}
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
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
