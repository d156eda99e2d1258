import type { ReactNode } from 'react';
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
  /** The page being shown, if it is one of `items`. */
  currentId: string | undefined;
  /** Called on a plain click; modified clicks open the link as usual. */
  onNavigate?: (item: SideNavItem) => void;
  /**
   * Draws one link instead of the plain `<a>` (e.g. a router link): it must be an `<a>` with
   * the item's URL, its label and `aria-current="page"` when `current`, so it is styled alike.
   */
  renderLink?: (item: SideNavItem, current: boolean) => ReactNode;
}

/**
 * The settings pages' navigation (Profile, Shares, Global, Users), the current one marked: a
 * column beside the page, a row that scrolls sideways on a phone.
 */
export function SideNav({ label, items, currentId, onNavigate, renderLink }: SideNavProps) {
  const plainLink = (item: SideNavItem, current: boolean) => (
    <a
      href={item.url}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (!onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(item);
      }}
    >
      {item.label}
    </a>
  );
  const link = renderLink ?? plainLink;
  return (
    <nav className="fb-side-nav" aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>{link(item, item.id === currentId)}</li>
        ))}
      </ul>
    </nav>
  );
}
