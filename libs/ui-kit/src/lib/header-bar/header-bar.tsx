import { mdiMenu } from '@mdi/js';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import './header-bar.css';

/** Props of {@link HeaderBar}. */
export interface HeaderBarProps {
  /** The instance logo (an `<img>` with alt text), shown at the start. */
  logo?: ReactNode;
  /** Name of the menu button that opens the sidebar on narrow screens. */
  menuLabel: string;
  /** Opens the sidebar; without it there is no menu button (a page without a sidebar). */
  onMenuClick?: (() => void) | undefined;
  /** Whether the sidebar the menu button opens is open (its `aria-expanded`). */
  menuExpanded?: boolean;
  /** The id of that sidebar (its `aria-controls`). */
  menuControls?: string;
  /** A title or search field between the logo and the actions; a long text title is cut short with "…" and shown whole as its tooltip. */
  title?: ReactNode;
  /** Header actions ({@link IconButton}s); always visible. */
  children?: ReactNode;
  /** Actions shown beside `children` on wide screens and hidden at ≤ 736 px (put them in `narrow`). */
  wide?: ReactNode;
  /** Shown only at ≤ 736 px instead of `wide`: typically a ⋮ {@link Dropdown}. */
  narrow?: ReactNode;
}

/** The top bar: menu button, logo, title slot and actions that collapse on narrow screens. */
export function HeaderBar({
  logo,
  menuLabel,
  onMenuClick,
  menuExpanded,
  menuControls,
  title,
  children,
  wide,
  narrow,
}: HeaderBarProps) {
  return (
    <header className="fb-header-bar">
      {onMenuClick && (
        <IconButton
          icon={mdiMenu}
          label={menuLabel}
          className="fb-header-bar__menu"
          onClick={onMenuClick}
          aria-expanded={menuExpanded}
          aria-controls={menuControls}
        />
      )}
      {logo !== undefined && <span className="fb-header-bar__logo">{logo}</span>}
      <div className="fb-header-bar__title" title={typeof title === 'string' ? title : undefined}>
        {/* A folder or file name keeps its own direction, whatever the page's. */}
        {typeof title === 'string' ? <bdi>{title}</bdi> : title}
      </div>
      <div className="fb-header-bar__actions">
        {wide !== undefined && <div className="fb-header-bar__wide">{wide}</div>}
        {children}
        {narrow !== undefined && <div className="fb-header-bar__narrow">{narrow}</div>}
      </div>
    </header>
  );
}
