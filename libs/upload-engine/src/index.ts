/**
 * @file-browser/upload-engine: the headless upload engine (no React, no globals; browsers and
 * Node 20+). This first piece is the progress maths the upload panel shows and the retry
 * schedule the resumable transport uses.
 */

/** Smoothed upload speed and ETA from "bytes sent so far" updates, with an injectable clock. */
export { createSpeedMeter } from './lib/progress/speed-meter';
/** Options, reading and instance types of {@link createSpeedMeter}. */
export type { SpeedMeter, SpeedMeterOptions, SpeedReading } from './lib/progress/speed-meter';
/** `HH:MM:SS` remaining-time text, `--:--:--` when unknown. */
export { formatEta } from './lib/progress/format';
/** Percentage with two decimals, e.g. `'33.33'`. */
export { formatPercent } from './lib/progress/format';
/** Retry back-off schedule for a retry count: 0, 1000, 2000, … capped at 20000 ms. */
export { retryDelays } from './lib/retry/retry-delays';
