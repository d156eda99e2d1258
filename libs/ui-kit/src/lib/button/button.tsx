import type { ComponentPropsWithRef } from 'react';
import { Spinner } from '../spinner/spinner';
import './button.css';

/** Props of {@link Button}: those of `<button>` plus the look and the busy state. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` is the filled main action, `flat` a quiet text button. Default `primary`. */
  variant?: 'primary' | 'flat';
  /** Shows a spinner, sets `aria-busy` and blocks clicks while an action is running. */
  busy?: boolean;
}

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  busy = false,
  disabled = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['fb-button', `fb-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="small" />}
      {children}
    </button>
  );
}
