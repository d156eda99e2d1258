import { useId, useState } from 'react';
import '../text-field/text-field.css';
import './number-input.css';

/** Props of {@link NumberInput}. */
export interface NumberInputProps {
  /** Visible label, also the accessible name. */
  label: string;
  /** The number, or `null` while the field is empty. */
  value: number | null;
  /** Called with each valid number typed (clamped to min/max), or `null` when emptied. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Default 1; decimals are rejected when the step is a whole number. */
  step?: number;
  disabled?: boolean;
  name?: string;
  /** Extra help shown under the field and announced as its description. */
  description?: string;
  /** Marks the field invalid and shows this message. */
  error?: string;
}

function parse(
  text: string,
  { min, max, step = 1 }: Pick<NumberInputProps, 'min' | 'max' | 'step'>,
) {
  const parsed = Number(text);
  if (text.trim() === '' || !Number.isFinite(parsed)) return undefined;
  if (Number.isInteger(step) && !Number.isInteger(parsed)) return undefined;
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, parsed));
}

/**
 * A labelled number field; text that is not a number stays on screen but is not reported. The
 * box is as wide as its number, not the whole line.
 */
export function NumberInput({
  label,
  value,
  onChange,
  min,
  max,
  step,
  description,
  error,
  ...inputProps
}: NumberInputProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = error !== undefined && error !== '';
  const describedBy = [description !== undefined && `${id}-description`, invalid && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="fb-text-field fb-number-input">
      <label className="fb-text-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        className="fb-text-field__input"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={draft ?? (value === null ? '' : String(value))}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (text.trim() === '') {
            onChange(null);
            return;
          }
          const parsed = parse(text, { min, max, step });
          if (parsed !== undefined) onChange(parsed);
        }}
        onBlur={() => {
          setDraft(null);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {description !== undefined && (
        <p className="fb-number-input__description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {invalid && (
        <p className="fb-text-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
