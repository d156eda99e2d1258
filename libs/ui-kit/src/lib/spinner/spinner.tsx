import './spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /**
   * What is loading, announced to assistive technology (e.g. "Loading…"). Leave it out when the
   * spinner only decorates something already labelled (a busy button).
   */
  label?: string;
  /** `small` follows the surrounding text size. Default `medium`. */
  size?: 'small' | 'medium' | 'large';
}

/** A rotating progress indicator; a polite live status when it has a label. */
export function Spinner({ label, size = 'medium' }: SpinnerProps) {
  const className = `fb-spinner fb-spinner--${size}`;
  if (label === undefined) {
    return (
      <span className={className} aria-hidden="true">
        <span className="fb-spinner__circle" />
      </span>
    );
  }
  return (
    <span className={className} role="status">
      <span className="fb-spinner__circle" aria-hidden="true" />
      <span className="fb-visually-hidden">{label}</span>
    </span>
  );
}
