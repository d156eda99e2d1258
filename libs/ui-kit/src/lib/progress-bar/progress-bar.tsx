import './progress-bar.css';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Percent done, 0–100 (clamped). */
  value: number;
  /** Accessible name, e.g. "Uploading" or the file name. */
  label: string;
  /**
   * `global`: the thin bar pinned to the top of the layout; `file`: an inline bar (per upload).
   * Default `file`.
   */
  variant?: 'global' | 'file';
  /** Shows the percentage (two decimals) beside an inline bar. */
  showValue?: boolean;
}

/** A determinate progress bar. */
export function ProgressBar({
  value,
  label,
  variant = 'file',
  showValue = false,
}: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div className={`fb-progress fb-progress--${variant}`}>
      <div
        className="fb-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent * 100) / 100}
      >
        <div className="fb-progress__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      {showValue && variant === 'file' && (
        <span className="fb-progress__value">{`${percent.toFixed(2)}%`}</span>
      )}
    </div>
  );
}
