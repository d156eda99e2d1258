/** The chunk size an unreadable entry becomes: 1 MiB (spec §5). */
export const DEFAULT_CHUNK_SIZE = 1024 ** 2;

/** How long after the last keystroke the chunk-size text is converted (spec §5). */
export const CHUNK_SIZE_DELAY_MS = 1500;

const UNIT_POWERS: Readonly<Record<string, number>> = {
  b: 0,
  k: 1,
  kb: 1,
  m: 2,
  mb: 2,
  g: 3,
  gb: 3,
  t: 4,
  tb: 4,
};

const SIZE_PATTERN = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i;

/**
 * Bytes of a chunk-size text: digits, an optional decimal part and an optional unit (B, K, KB,
 * M, MB, G, GB, T, TB, any case) in multiples of 1024; anything else is 1 MiB.
 */
export function parseChunkSize(text: string): number {
  const match = SIZE_PATTERN.exec(text.trim());
  const power = UNIT_POWERS[(match?.[2] ?? '').toLowerCase() || 'b'];
  if (!match?.[1] || power === undefined) return DEFAULT_CHUNK_SIZE;
  return Math.floor(Number(match[1]) * 1024 ** power);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as the settings show it: divided by 1024 while it can be (10485760 → `10MB`). */
export function formatChunkSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${String(Math.round(size * 100) / 100)}${UNITS[unit] ?? 'B'}`;
}

/** The text the chunk-size box settles on: its value in bytes, shown again in units. */
export function normaliseChunkSize(text: string): string {
  return formatChunkSize(parseChunkSize(text));
}
