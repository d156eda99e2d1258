import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import './text-field.css';

/** Props of {@link TextField}. */
export interface TextFieldProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
  /** Default `text`. */
  type?: 'text' | 'password' | 'email' | 'search' | 'url' | 'tel' | 'number';
  name?: string;
  /** The browser's autofill hint, e.g. `username` or `current-password`. */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** When set, the field is marked invalid and this message is shown and announced with it. */
  error?: string;
  /**
   * The id of a message about this field shown elsewhere, e.g. a form's alert: the field is
   * marked invalid and described by it (ignored while `error` is set).
   */
  errorMessageId?: string;
  /** Element id; generated when left out. */
  id?: string;
  /**
   * The text's direction: `ltr` for paths, URLs and commands, which would read backwards in a
   * right-to-left page (`/users` as `users/`); `auto` for names. Default: the page's.
   */
  dir?: 'ltr' | 'auto';
}

/** A labelled single-line text input with an optional error message. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  error,
  errorMessageId,
  id,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== '';
  const describedBy = hasError ? errorId : errorMessageId;
  return (
    <div className="fb-text-field">
      <label className="fb-text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        className="fb-text-field__input"
        type={type}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        aria-invalid={describedBy !== undefined || undefined}
        aria-describedby={describedBy}
      />
      {/* Always there, so a message that appears while typing is read out (a live region
          added with its text is often missed). */}
      <p className="fb-text-field__error" id={errorId} aria-live="polite">
        {hasError ? error : null}
      </p>
    </div>
  );
}
