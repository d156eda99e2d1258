/** How long listing work may hold the event loop before letting other requests run. */
const SLICE_MS = 8;

/**
 * Lets other requests (`GET /health`, small listings) run between slices of a long listing:
 * `tick()` yields to the event loop once {@link SLICE_MS} have passed since the last yield, so
 * four 200k-entry listings never hold the loop for more than a few milliseconds each.
 */
export class Pacer {
  /** When the current slice started; none until work is first timed. */
  private since: number | undefined;

  /**
   * True once the slice is used up: the caller should `await pause()` (cheap to ask). The
   * first slice starts at the first question, not when the request began: time spent before
   * (auth, the folder's stat, waiting behind other requests) is not this work's. Otherwise a
   * small listing would yield at once and queue behind everyone again, which 200 clients
   * showed as a long tail.
   */
  due(): boolean {
    const now = performance.now();
    this.since ??= now;
    return now - this.since >= SLICE_MS;
  }

  /** Lets the event loop run, and starts a new slice. */
  async pause(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.since = performance.now();
  }

  /**
   * `due()` and `pause()` in one, for loops whose steps are slow anyway. Hot loops over every
   * entry of a folder ask `due()` themselves: awaiting costs a microtask even when nothing
   * is due, which adds up over 200,000 entries.
   */
  async tick(): Promise<void> {
    if (this.due()) await this.pause();
  }
}

/** Runs of this many are sorted in one go (a few ms), then merged with yields in between. */
const RUN = 2048;

/**
 * A stable sort that yields while it works: `Array.prototype.sort` on 200k entries holds the
 * event loop for a few hundred ms. Sorted runs, merged bottom-up; the merge takes from the left
 * on ties, so equal entries keep their input order, exactly as `Array.prototype.sort` does.
 */
export async function sortPaced<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  pacer: Pacer,
): Promise<T[]> {
  let from = items.slice();
  for (let start = 0; start < from.length; start += RUN) {
    const run = from.slice(start, start + RUN).sort(compare);
    for (let i = 0; i < run.length; i++) from[start + i] = run[i] as T;
    await pacer.tick();
  }
  let to = new Array<T>(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = middle;
      for (let k = left; k < end; k++) {
        if (i < middle && (j >= end || compare(from[i] as T, from[j] as T) <= 0))
          to[k] = from[i++] as T;
        else to[k] = from[j++] as T;
        if ((k & 1023) === 0 && pacer.due()) await pacer.pause();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
