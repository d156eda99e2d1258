/**
 * Calls `fn(0)` … `fn(count - 1)` with at most `limit` calls in flight. The first rejection
 * rejects the whole run (the workers stop taking new indices).
 */
export async function forEachBounded(
  count: number,
  limit: number,
  fn: (at: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < count) {
      try {
        await fn(next++);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

/** Maps `items` through `fn` as {@link forEachBounded} runs it, keeping the input order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  await forEachBounded(items.length, limit, async (at) => {
    results[at] = await fn(items[at] as T);
  });
  return results;
}
