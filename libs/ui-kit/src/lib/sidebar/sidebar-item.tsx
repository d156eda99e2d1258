import { Icon } from '../icon/icon';
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

/** One sidebar entry (My files, New folder, Settings, Logout…), a full-width button. */
export function SidebarItem({ icon, label, onClick, current = false }: SidebarItemProps) {
  return (
    <button
      type="button"
      className="fb-sidebar-item"
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      <Icon path={icon} />
      <span>{label}</span>
    </button>
  );
}
