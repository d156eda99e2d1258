import { isPlainClick } from '../breadcrumbs/plain-click';
import './side-nav.css';

/** One page of a {@link SideNav}. */
export interface SideNavItem {
  id: string;
  label: string;
  url: string;
}

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** Accessible name of the navigation. */
  label: string;
  items: readonly SideNavItem[];
  currentId: string;
  /** Called on a plain click; modified clicks open the link as usual. */
  onNavigate: (item: SideNavItem) => void;
}

/** The settings pages' navigation (Profile, Shares, Global, Users), the current one marked. */
export function SideNav({ label, items, currentId, onNavigate }: SideNavProps) {
  return (
    <nav className="fb-side-nav" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={item.url}
              aria-current={item.id === currentId ? 'page' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onNavigate(item);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
