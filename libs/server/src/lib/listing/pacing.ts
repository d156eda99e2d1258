/** How long listing work may hold the event loop before letting other requests run. */
const SLICE_MS = 8;
/** The least slice a turn gives each paused piece of work, however many share it. */
const MIN_SLICE_MS = 1;

/** Resumes paused pacers' work (one entry a pacer) with the slice it gets, in pause order. */
const waiting: ((sliceMs: number) => void)[] = [];
let turnScheduled = false;

/**
 * Each turn of the event loop resumes all the work paused before it, sharing one slice between
 * them (at least {@link MIN_SLICE_MS} each). Were each resumed with a slice of its own, four
 * 200k-entry listings would hold every turn for four slices, and a `GET /health` waits for two
 * or three turns; were one resumed a turn, work paused behind many others would starve while
 * new requests run their first slices (200 clients showed it as a tail of 10 s).
 */
function scheduleTurn(): void {
  if (turnScheduled || waiting.length === 0) return;
  turnScheduled = true;
  setImmediate(() => {
    turnScheduled = false;
    const resuming = waiting.splice(0);
    const sliceMs = Math.max(MIN_SLICE_MS, SLICE_MS / resuming.length);
    for (const resume of resuming) resume(sliceMs);
  });
}

/**
 * Lets other requests (`GET /health`, small listings) run between slices of a long listing:
 * work asks `due()` as it goes and, once its slice has passed ({@link SLICE_MS} at first),
 * awaits `pause()`, which resumes it in the next turn of the event loop, sharing that turn's
 * slice with the other work paused meanwhile.
 */
export class Pacer {
  /** When the current slice started; none until work is first timed. */
  private since: number | undefined;
  private sliceMs = SLICE_MS;
  /** Whoever awaits `pause()` (a listing's parallel stat workers share one pacer). */
  private paused: (() => void)[] = [];

  /**
   * True once the slice is used up: the caller should `await pause()` (cheap to ask). A slice
   * starts at the first question, not when the request began or the turn resumed it: time
   * spent before (auth, the folder's stat, other requests' slices of the same turn) is not
   * this work's. Otherwise a small listing would yield at once and queue behind everyone
   * again, which 200 clients showed as a long tail.
   */
  due(): boolean {
    const now = performance.now();
    this.since ??= now;
    return now - this.since >= this.sliceMs;
  }

  /** Waits for the next turn of the event loop, which starts a new slice. */
  pause(): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.paused.push(resolve) === 1) {
        waiting.push((sliceMs) => {
          this.resume(sliceMs);
        });
        scheduleTurn();
      }
    });
  }

  private resume(sliceMs: number): void {
    const paused = this.paused;
    this.paused = [];
    this.since = undefined;
    this.sliceMs = sliceMs;
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
