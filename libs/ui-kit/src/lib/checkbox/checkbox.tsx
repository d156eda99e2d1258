import { useId } from 'react';
import './checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** Visible label, also the accessible name. */
  label: string;
  checked: boolean;
  /** Called with the new state when the user toggles it (click or Space). */
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** Extra help shown under the label and announced as the description. */
  description?: string;
}

/** A labelled checkbox reporting its new state as a boolean. */
export function Checkbox({ label, checked, onChange, description, ...inputProps }: CheckboxProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="fb-checkbox">
      <input
        {...inputProps}
        id={id}
        className="fb-checkbox__input"
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
        aria-describedby={description === undefined ? undefined : descriptionId}
      />
      <label className="fb-checkbox__label" htmlFor={id}>
        {label}
      </label>
      {description !== undefined && (
        <p className="fb-checkbox__description" id={descriptionId}>
          {description}
        </p>
      )}
    </div>
  );
}
