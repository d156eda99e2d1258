/**
 * @file-browser/upload-engine: the headless upload engine (no React, no globals; browsers and
 * Node 20+): the upload queue with its progress maths, the plain-POST and tus transports, the
 * error catalogue and the upload conflict check.
 */

/** The upload queue: order, concurrency, folders first, progress, abort, drained. */
export { createUploadEngine } from './lib/engine/upload-engine';
export type { UploadEngine } from './lib/engine/upload-engine';
export type {
  DrainedEvent,
  FileTransport,
  Scheduler,
  TransportRequest,
  TransportRetry,
  TusSettings,
  UploadClient,
  UploadCompleteEvent,
  UploadEngineOptions,
  UploadEntry,
  UploadErrorEvent,
  UploadEvents,
  UploadFile,
  UploadItem,
  UploadItemEvent,
  UploadProgressEvent,
  UploadRetryEvent,
  UploadState,
  UploadStatus,
  UploadTotals,
  UploadType,
} from './lib/engine/types';
/** Transports: plain POST via the api-client (fetch), via XMLHttpRequest (browsers), and tus. */
export { createPostTransport } from './lib/transport/post-transport';
export { createXhrPostTransport } from './lib/transport/xhr-transport';
export type { XhrLike, XhrPostOptions } from './lib/transport/xhr-transport';
export { createTusTransport, validTusSettings } from './lib/transport/tus-transport';
export type {
  TusTransportOptions,
  TusUploadConstructor,
  TusUploadLike,
} from './lib/transport/tus-transport';
/** The upload error catalogue. */
export {
  CONNECTION_ABORTED,
  NO_CONNECTION,
  TUS_SETTINGS_MISSING,
  UPLOAD_ABORTED,
  UPLOAD_FAILED,
  UploadError,
} from './lib/transport/errors';
/** Upload conflicts and the entries of dropped or chosen files. */
export {
  applyConflictChoices,
  candidateKey,
  checkUploadConflicts,
  findUploadConflicts,
} from './lib/conflicts/conflicts';
export type { ConflictCandidate, ExistingEntry, UploadConflict } from './lib/conflicts/conflicts';
export { joinEntryPath, scanEntries, toUploadEntries } from './lib/conflicts/entries';
export type { EntryLike, LocalItem } from './lib/conflicts/entries';
/** Upload speed and ETA over a moving window of acknowledged bytes, with an injectable clock. */
export { createSpeedMeter } from './lib/progress/speed-meter';
/** Options, reading and instance types of {@link createSpeedMeter}. */
export type { SpeedMeter, SpeedMeterOptions, SpeedReading } from './lib/progress/speed-meter';
/** `HH:MM:SS` remaining-time text, `--:--:--` when unknown. */
export { formatEta } from './lib/progress/format';
/** Percentage with two decimals, e.g. `'33.33'`. */
export { formatPercent } from './lib/progress/format';
/** Retry back-off schedule for a retry count: 0, 1000, 2000, … capped at 20000 ms. */
export { retryDelays } from './lib/retry/retry-delays';
