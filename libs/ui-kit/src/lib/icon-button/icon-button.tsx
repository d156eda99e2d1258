import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../icon/icon';
import './icon-button.css';

/** Props of {@link IconButton}: those of `<button>` (but no children) plus icon, label, badge. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** SVG path (an `@mdi/js` constant). */
  icon: string;
  /** Accessible name and tooltip. */
  label: string;
  /** A count shown on the icon (e.g. items to download); hidden when 0 or left out. */
  badge?: number;
  /** Shows the label beside the icon (a header action in the "more" dropdown); default false. */
  showLabel?: boolean;
}

/** A round icon button, the header "action": named by its label, with an optional count badge. */
export function IconButton({
  icon,
  label,
  badge,
  showLabel = false,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  const classes = ['fb-icon-button', showLabel && 'fb-icon-button--labelled', className]
    .filter(Boolean)
    .join(' ');
  const counted = badge !== undefined && badge > 0;
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      title={label}
      // With the label shown, the visible text is the name (WCAG 2.5.3: what you see is what you
      // say to voice control); else the label, plus the count.
      aria-label={showLabel ? undefined : counted ? `${label} ${badge}` : label}
    >
      <Icon path={icon} />
      {showLabel && <span className="fb-icon-button__label">{label}</span>}
      {/* A space between label and count in the name (not drawn between flex items). */}
      {showLabel && counted && ' '}
      {counted && <span className="fb-icon-button__badge">{badge}</span>}
    </button>
  );
}
