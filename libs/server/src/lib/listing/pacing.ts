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

/**
 * Runs of this many are sorted in one go, then merged with yields in between. Small: a run is
 * sorted without a chance to yield, and comparing names naturally costs up to ~1 µs under
 * load, so a run of 256 (about 2,000 comparisons) holds the thread for a millisecond or two.
 */
const RUN = 256;
/** Merge steps between two looks at the clock. */
const STEPS_PER_CHECK = 512;

/**
 * A stable sort of entry indices that yields while it works: sorting 200k names at once holds
 * the event loop for a second or more. Sorted runs, merged bottom-up; the merge takes from the
 * left on ties, so equal entries keep their input order, exactly as `Array.prototype.sort`
 * does. Typed arrays throughout: no 200k-element JS array for the collector to trace or copy.
 */
export async function sortPaced(
  items: Uint32Array,
  compare: (a: number, b: number) => number,
  pacer: Pacer,
): Promise<Uint32Array> {
  let from = items.slice();
  for (let start = 0; start < from.length; start += RUN) {
    from.subarray(start, start + RUN).sort(compare);
    if (pacer.due()) await pacer.pause();
  }
  let to = new Uint32Array(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = middle;
      for (let k = left; k < end; k++) {
        if (i < middle && (j >= end || compare(from[i] as number, from[j] as number) <= 0))
          to[k] = from[i++] as number;
        else to[k] = from[j++] as number;
        if (k % STEPS_PER_CHECK === 0 && pacer.due()) await pacer.pause();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
