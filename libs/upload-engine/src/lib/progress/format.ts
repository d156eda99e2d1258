const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Formats a remaining time as `HH:MM:SS` (hours may exceed 99), rounding to whole seconds.
 * Unknown times (`null`, `Infinity`, `NaN`, negative) give `--:--:--`.
 */
export function formatEta(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '--:--:--';
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/**
 * Share of `total` already `sent`, as a percentage string with two decimals and no `%` sign
 * (`formatPercent(1, 3)` → `'33.33'`), clamped to 0–100. A total of 0 or less gives `'0.00'`.
 */
export function formatPercent(sent: number, total: number): string {
  if (!(total > 0) || !(sent > 0)) return '0.00';
  return Math.min(100, (sent / total) * 100).toFixed(2);
}
