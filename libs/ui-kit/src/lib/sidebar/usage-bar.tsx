import './sidebar.css';

/** Props of {@link UsageBar}. */
export interface UsageBarProps {
  /** Bytes in use. */
  used: number;
  /** Bytes in total; 0 shows an empty bar. */
  total: number;
  /** The formatted text, e.g. "1.2 GiB of 10 GiB used". */
  label: string;
}

/** The disk usage bar under the sidebar entries. */
export function UsageBar({ used, total, label }: UsageBarProps) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <div className="fb-usage-bar">
      <div
        className="fb-usage-bar__track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="fb-usage-bar__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <span className="fb-usage-bar__label">{label}</span>
    </div>
  );
}
