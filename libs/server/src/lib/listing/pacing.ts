/** How long listing work may hold the event loop before letting other requests run. */
const SLICE_MS = 8;

/** Resumes paused pacers' work, one a pacer, in the order they paused. */
const waiting: (() => void)[] = [];
let turnScheduled = false;

/**
 * One waiting pacer gets its slice per turn of the event loop. Were every pacer resumed by its
 * own `setImmediate`, four 200k-entry listings would each take a slice in the same turn, and a
 * `GET /health` would wait four slices for each of the two or three turns it needs.
 */
function scheduleTurn(): void {
  if (turnScheduled || waiting.length === 0) return;
  turnScheduled = true;
  setImmediate(() => {
    turnScheduled = false;
    waiting.shift()?.();
    // Queued now, it runs in the next turn, after the loop has polled for I/O.
    scheduleTurn();
  });
}

/**
 * Lets other requests (`GET /health`, small listings) run between slices of a long listing:
 * work asks `due()` as it goes and, once {@link SLICE_MS} have passed, awaits `pause()`, which
 * resumes it in a later turn of the event loop when its turn comes; paused work of all requests
 * takes turns, one slice a turn.
 */
export class Pacer {
  /** When the current slice started; none until work is first timed. */
  private since: number | undefined;
  /** Whoever awaits `pause()` (a listing's parallel stat workers share one pacer). */
  private paused: (() => void)[] = [];

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

  /** Waits for this work's next turn, which starts a new slice. */
  pause(): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.paused.push(resolve) === 1) {
        waiting.push(() => {
          this.resume();
        });
        scheduleTurn();
      }
    });
  }

  private resume(): void {
    const paused = this.paused;
    this.paused = [];
    this.since = performance.now();
    for (const resolve of paused) resolve();
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
