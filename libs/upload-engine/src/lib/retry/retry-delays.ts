const FIRST_BACKOFF_MS = 1000;
const MAX_DELAY_MS = 20_000;

/**
 * Delays in milliseconds before each retry of a failed upload chunk, for `retryCount` retries:
 * an immediate retry, then 1 s doubling each time, capped at 20 s
 * (`retryDelays(5)` → `[0, 1000, 2000, 4000, 8000]`). Fewer than one retry gives `[]` (no retries);
 * fractional counts are rounded down.
 */
export function retryDelays(retryCount: number): number[] {
  const count = Number.isFinite(retryCount) ? Math.floor(retryCount) : 0;
  const delays: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    delays.push(attempt === 0 ? 0 : Math.min(FIRST_BACKOFF_MS * 2 ** (attempt - 1), MAX_DELAY_MS));
  }
  return delays;
}
