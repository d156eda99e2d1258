import { useContext } from 'react';
import { Icon } from '../icon/icon';
import { CloseDrawer } from './sidebar-context';
import './sidebar.css';

/** Props of {@link SidebarItem}. */
export interface SidebarItemProps {
  /** SVG path (an `@mdi/js` constant). */
  icon: string;
  label: string;
  onClick: () => void;
  /** Marks the entry of the current page. */
  current?: boolean;
}

/**
 * One sidebar entry (My files, New folder, Settings, Logout…), a full-width button. Choosing it
 * also closes the narrow screens' drawer, as the entry may leave the page where it is ("My
 * files" while in the files).
 */
export function SidebarItem({ icon, label, onClick, current = false }: SidebarItemProps) {
  const closeDrawer = useContext(CloseDrawer);
  return (
    <button
      type="button"
      className="fb-sidebar-item"
      aria-current={current ? 'page' : undefined}
      onClick={() => {
        onClick();
        closeDrawer();
      }}
    >
      <Icon path={icon} />
      <span>{label}</span>
    </button>
  );
}
