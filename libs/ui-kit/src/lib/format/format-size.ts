const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'];

/**
 * A byte count in binary units with three significant digits (spec §9): `1.50 KiB`, `42.0 MiB`,
 * `512 B`. Bytes are never shown with decimals.
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${value} B`;
  // Three digits cannot show 999.5 and above without exponent notation: use the next unit.
  if (value >= 999.5 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toPrecision(3)} ${UNITS[unit] ?? ''}`;
}
