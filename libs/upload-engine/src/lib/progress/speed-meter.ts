/** Options for {@link createSpeedMeter}. */
export interface SpeedMeterOptions {
  /** The moving window the speed is measured over, in milliseconds. Default 5000. */
  windowMs?: number;
  /** No speed until this many milliseconds of data lie behind the newest bytes. Default 1000. */
  minSpanMs?: number;
  /** Milliseconds clock; inject a fake one in tests. Default `Date.now`. */
  now?: () => number;
}

/** What a {@link SpeedMeter} reads. */
export interface SpeedReading {
  /** Bytes per second over the window; `null` while there is not enough data. */
  bytesPerSecond: number | null;
  /** Seconds until `totalBytes` at that speed; `null` while the speed is unknown. */
  etaSeconds: number | null;
}

/** Speed and time left from a running count of acknowledged bytes. */
export interface SpeedMeter {
  /** Notes the bytes acknowledged so far, now. The first call (0 bytes) marks the start. */
  record(acknowledgedBytes: number): void;
  /** The speed over the window up to now, and the time left for `totalBytes`. */
  read(totalBytes: number): SpeedReading;
  /** Forgets everything (a new batch). */
  reset(): void;
}

const unknown: SpeedReading = { bytesPerSecond: null, etaSeconds: null };

interface Sample {
  time: number;
  bytes: number;
}

/**
 * Creates the upload speed meter: speed = bytes acknowledged since the newest sample at or
 * before the window's start (or the oldest one) / the time from it until now, so a stall slows
 * the speed down instead of freezing it. Unknown (`null`) until bytes were acknowledged and
 * `minSpanMs` passed since the start: no speed or ETA is guessed from the first few bytes.
 */
export function createSpeedMeter(options: SpeedMeterOptions = {}): SpeedMeter {
  const { windowMs = 5000, minSpanMs = 1000, now = Date.now } = options;
  if (!(windowMs > 0)) throw new RangeError(`windowMs must be positive, got ${windowMs}`);
  let samples: Sample[] = [];

  // Keeps the newest sample at or before the window's start, and always the last two.
  const prune = (time: number) => {
    while (samples.length > 2 && (samples[1]?.time ?? time) <= time - windowMs) samples.shift();
  };

  return {
    record(acknowledgedBytes) {
      const time = now();
      const last = samples.at(-1);
      if (last && acknowledgedBytes === last.bytes) return;
      samples.push({ time, bytes: acknowledgedBytes });
      prune(time);
    },
    read(totalBytes) {
      const time = now();
      prune(time);
      const [base] = samples;
      const last = samples.at(-1);
      if (!base || !last) return unknown;
      const span = time - base.time;
      const gained = last.bytes - base.bytes;
      if (gained <= 0 || span < minSpanMs) return unknown;
      const bytesPerSecond = gained / (span / 1000);
      return { bytesPerSecond, etaSeconds: Math.max(0, totalBytes - last.bytes) / bytesPerSecond };
    },
    reset() {
      samples = [];
    },
  };
}
