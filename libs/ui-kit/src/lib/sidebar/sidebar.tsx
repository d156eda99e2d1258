import type { ReactNode } from 'react';
import './sidebar.css';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** On narrow screens (≤ 1024 px) the sidebar is an overlay shown only while `open`. */
  open: boolean;
  /** {@link SidebarItem}s, a {@link UsageBar}, a footer. */
  children: ReactNode;
}

/** The app's side navigation column; an overlay drawer on narrow screens. */
export function Sidebar({ label, open, children }: SidebarProps) {
  return (
    <nav className={open ? 'fb-sidebar fb-sidebar--open' : 'fb-sidebar'} aria-label={label}>
      {children}
    </nav>
  );
}
