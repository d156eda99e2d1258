import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import '../text-field/text-field.css';
import './password-field.css';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps {
  /** Visible label, also the accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * Colours the input green (`valid`, e.g. the confirmation matches) or red (`invalid`, marked
   * `aria-invalid`); neutral when left out.
   */
  validity?: 'valid' | 'invalid';
  /** Message shown and announced with the field (e.g. "Passwords do not match"). */
  hint?: string;
  /** Default `current-password`; use `new-password` for new/confirm fields. */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  name?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled password input with valid/invalid colouring (new password vs its confirmation). */
export function PasswordField({
  label,
  value,
  onChange,
  validity,
  hint,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const hasHint = hint !== undefined && hint !== '';
  const classes = ['fb-text-field__input', validity && `fb-password-field--${validity}`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="fb-text-field">
      <label className="fb-text-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        className={classes}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        aria-invalid={validity === 'invalid' || undefined}
        aria-describedby={hasHint ? hintId : undefined}
      />
      {hasHint && (
        <p
          className={validity === 'invalid' ? 'fb-text-field__error' : 'fb-password-field__hint'}
          id={hintId}
        >
          {hint}
        </p>
      )}
    </div>
  );
}
