/**
 * Requests a multi-item delete, copy or move keeps going at once: enough to hide each
 * request's latency (100,000 one after the other took minutes), few enough to leave the
 * browser's six connections per host to the listing, uploads and previews.
 */
export const ACTION_CONCURRENCY = 4;

/**
 * Runs `work` on every item, at most {@link ACTION_CONCURRENCY} at a time, starting them in
 * order; `onDone` gets the number finished after each. The first failure stops further starts,
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
  const lane = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
        done += 1;
        onDone?.(done);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ACTION_CONCURRENCY, items.length) }, lane));
  if (failure) throw failure.error;
}
