/**
 * Requests a multi-item delete, copy or move keeps going at once: enough to hide each
 * request's latency (100,000 one after the other took minutes), few enough to leave the
 * browser's six connections per host to the listing, uploads and previews.
 */
export const ACTION_CONCURRENCY = 4;

/**
 * How often the count of finished items is reported: drawing the progress after every item
 * took more of the browser's time than the requests themselves (2,000 deletes: 22 s against
 * 7 s for the bare requests).
 */
const REPORT_MS = 100;

/**
 * Runs `work` on every item, at most {@link ACTION_CONCURRENCY} at a time, starting them in
 * order; `onDone` gets the number finished, at most every {@link REPORT_MS} and once all are
 * done. The first failure stops further starts,
 * lets the running ones end, and is thrown: what was done stays done, as when one item at a
 * time stopped at its first failure.
 */
export async function runBounded<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  onDone?: (done: number) => void,
): Promise<void> {
  let next = 0;
  let done = 0;
  let failure: { error: unknown } | undefined;
  let reported = Date.now();
  const lane = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
        done += 1;
        const now = Date.now();
        if (done === items.length || now - reported >= REPORT_MS) {
          reported = now;
          onDone?.(done);
        }
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ACTION_CONCURRENCY, items.length) }, lane));
  if (failure) throw failure.error;
}
