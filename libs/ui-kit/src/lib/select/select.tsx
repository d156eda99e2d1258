import { useId } from 'react';
import '../text-field/text-field.css';

/** One choice of a {@link Select}. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps<T extends string> {
  /** Visible label, also the accessible name. */
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  /** Called with the chosen option's value. */
  onChange: (value: T) => void;
  disabled?: boolean;
  name?: string;
}

/** A labelled native `<select>` over typed string values (language, theme, share-time unit). */
export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
  ...selectProps
}: SelectProps<T>) {
  const id = useId();
  return (
    <div className="fb-text-field">
      <label className="fb-text-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...selectProps}
        id={id}
        className="fb-text-field__input"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
