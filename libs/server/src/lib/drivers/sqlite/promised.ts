/** The synchronous shape of an asynchronous repository: what better-sqlite3 answers directly. */
export type Synchronous<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => R : T[K];
};

/**
 * The store port is asynchronous so that a networked database (PostgreSQL) can implement it;
 * SQLite answers within the call. Each method's result, or its error, is handed over as a
 * settled promise, so callers see one behaviour whichever driver runs.
 */
export function promised<T extends object>(sync: Synchronous<T>): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(sync) as [
    string,
    (...args: unknown[]) => unknown,
  ][]) {
    wrapped[name] = (...args: unknown[]) => {
      try {
        return Promise.resolve(method(...args));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
  }
  return wrapped as T;
}
