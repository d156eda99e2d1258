/** Options for {@link createSpeedMeter}. */
export interface SpeedMeterOptions {
  /** Weight of the newest moving average in the smoothed speed, in (0, 1]. Default 0.2. */
  alpha?: number;
  /** How many recent samples the moving average spans. Default 5. */
  window?: number;
  /** Updates closer together than this many milliseconds are folded into the next one. Default 100. */
  minIntervalMs?: number;
  /** Milliseconds clock; inject a fake one in tests. Default `Date.now`. */
  now?: () => number;
}

/** What a {@link SpeedMeter} reports after each update. */
export interface SpeedReading {
  /** Smoothed transfer speed in bytes per second; 0 when unknown. */
  bytesPerSecond: number;
  /** Estimated seconds until `totalBytes` is reached; `Infinity` when the speed is 0. */
  etaSeconds: number;
}

/** Turns a stream of "bytes sent so far" updates into a steady speed and time estimate. */
export interface SpeedMeter {
  /**
   * Records the batch's progress and returns the current reading. `totalBytes` of 0 means the
   * batch is idle and resets everything; `sentBytes` of 0 forgets the samples but keeps the
   * batch start time.
   */
  update(progress: { sentBytes: number; totalBytes: number }): SpeedReading;
  /** Forgets the batch start, every sample and the speed. */
  reset(): void;
}

const unknown: SpeedReading = { bytesPerSecond: 0, etaSeconds: Infinity };

/**
 * Creates the upload panel's speed meter: each accepted update yields a sample
 * (bytes since the previous sample / seconds since it), the last `window` samples are averaged,
 * and the speed moves towards that average by `alpha`: `speed = alpha × avg + (1 − alpha) × speed`
 * (the first sample is taken as is). ETA = bytes left / speed.
 */
export function createSpeedMeter(options: SpeedMeterOptions = {}): SpeedMeter {
  const { alpha = 0.2, window = 5, minIntervalMs = 100, now = Date.now } = options;
  if (!(alpha > 0 && alpha <= 1)) throw new RangeError(`alpha must be in (0, 1], got ${alpha}`);
  if (!Number.isInteger(window) || window < 1) {
    throw new RangeError(`window must be a positive integer, got ${window}`);
  }

  let lastTime: number | null = null;
  let lastBytes = 0;
  let samples: number[] = [];
  let speed = 0;
  let sampled = false;

  const reading = (sentBytes: number, totalBytes: number): SpeedReading =>
    speed > 0
      ? { bytesPerSecond: speed, etaSeconds: Math.max(0, totalBytes - sentBytes) / speed }
      : unknown;

  const forgetSamples = () => {
    samples = [];
    speed = 0;
    sampled = false;
    lastBytes = 0;
  };

  return {
    update({ sentBytes, totalBytes }) {
      if (totalBytes <= 0) {
        lastTime = null;
        forgetSamples();
        return unknown;
      }
      const time = now();
      if (lastTime === null) lastTime = time;
      if (sentBytes <= 0) {
        forgetSamples();
        return unknown;
      }
      const elapsedMs = time - lastTime;
      if (elapsedMs < minIntervalMs) return reading(sentBytes, totalBytes);

      samples.push((sentBytes - lastBytes) / (elapsedMs / 1000));
      if (samples.length > window) samples.shift();
      const average = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
      speed = sampled ? alpha * average + (1 - alpha) * speed : average;
      sampled = true;
      lastTime = time;
      lastBytes = sentBytes;
      return reading(sentBytes, totalBytes);
    },
    reset() {
      lastTime = null;
      forgetSamples();
    },
  };
}
