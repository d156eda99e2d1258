import './icon.css';

/** Props of {@link Icon}. */
export interface IconProps {
  /**
   * An SVG path for a 24×24 view box, e.g. a constant from `@mdi/js` (`mdiFolder`). Importing the
   * constants one by one keeps the bundle to the icons actually used; no icon font, no CDN.
   */
  path: string;
  /** Announced as an image when set; leave out when the icon only decorates labelled text. */
  label?: string;
  /** CSS length for width and height. Default `1.5rem`. */
  size?: string;
  className?: string;
}

/** An inline SVG icon: decorative (hidden from assistive technology) unless it has a label. */
export function Icon({ path, label, size, className }: IconProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <svg
      className={className === undefined ? 'fb-icon' : `fb-icon ${className}`}
      viewBox="0 0 24 24"
      style={size === undefined ? undefined : { inlineSize: size, blockSize: size }}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? label : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
