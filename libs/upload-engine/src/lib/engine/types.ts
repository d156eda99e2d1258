import type { ApiClient } from '@file-browser/api-client';

/**
 * What can be uploaded: a Blob or File (browsers, Node 20's `fs.openAsBlob`), bytes, a local
 * path in Node (opened with the engine's `openFile`), or a stream of bytes (a web
 * `ReadableStream` or any async iterable, such as a Node `Readable`; streams always go by plain
 * POST because they cannot be sliced into resumable chunks).
 */
export type UploadFile =
  Blob | Uint8Array | ArrayBuffer | string | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** Kind of an item, for the panel's icon: `dir`, or the MIME family of a file. */
export type UploadType = 'dir' | 'video' | 'audio' | 'image' | 'text' | 'blob';

/**
 * One entry to queue. `path` is the destination scope path, not URL-encoded (`/a b/c.txt`).
 * differs from upstream: upstream queued the encoded `/files/…` URL; the api-client encodes.
 */
export interface UploadEntry {
  /** Destination path on the server; a folder's ends with `/` (or set `isDir`). */
  path: string;
  /** Display name; the last path segment by default. */
  name?: string;
  /** The content; not needed for folders. */
  file?: UploadFile;
  /** Replace an existing file (needs `modify`); otherwise an existing file is a 409. */
  overwrite?: boolean;
  type?: UploadType;
  /** Size in bytes; taken from a Blob or bytes when left out, or once a path is opened. */
  size?: number;
  isDir?: boolean;
  /** Path relative to the dropped folder (`photos/2024/a.jpg`), kept for the caller. */
  fullPath?: string;
  /**
   * Resume the tus upload the server keeps at this URL (an earlier item's `tusUploadUrl`, kept by
   * `abort({ resumable: true })`, a crash or a lost connection): sending goes on from the
   * server's offset. Give it only with the same file for the same `path`. An upload the server
   * no longer has (404) starts again from zero.
   */
  tusUploadUrl?: string;
}

/** Where an item stands. */
export type UploadStatus = 'pending' | 'uploading' | 'done' | 'failed' | 'skipped' | 'aborted';

/** A queued item as the state and the events show it. Folders and empty files count as 1 byte. */
export interface UploadItem {
  /** Position in the batch (0-based). */
  id: number;
  path: string;
  name: string;
  file: UploadFile | undefined;
  overwrite: boolean;
  type: UploadType;
  size: number;
  isDir: boolean;
  fullPath: string | undefined;
  totalBytes: number;
  /**
   * Bytes the server acknowledged: tus offsets; for a plain POST the bytes handed to the
   * network (see the transports), held one byte short of the total until the server answered.
   * Never goes back.
   */
  sentBytes: number;
  status: UploadStatus;
  /** The catalogue message when `status` is `failed`. */
  error?: string;
  /** `sentBytes / totalBytes` with two decimals. */
  percent: string;
  /**
   * The tus upload's URL on the server, once it exists (tus only; the entry's when resuming).
   * Keep it to resume the file later (`UploadEntry.tusUploadUrl`).
   */
  tusUploadUrl?: string;
}

/** The batch's totals, in the state and in every item event. */
export interface UploadTotals {
  /** Queued but not started, plus active (upstream's `pendingUploadCount`). */
  pendingCount: number;
  totalBytes: number;
  /** Acknowledged bytes of the batch (the items' `sentBytes`). */
  sentBytes: number;
  /**
   * Acknowledged bytes per second over the last 5 s; `null` until there is enough data (at least
   * one acknowledgement and 1 s since the batch started).
   */
  bytesPerSecond: number | null;
  /** Seconds left at that speed; `null` while the speed is unknown. */
  etaSeconds: number | null;
  /** `HH:MM:SS`, or `--:--:--` while unknown. */
  eta: string;
  /** Batch percentage with two decimals, e.g. `'42.17'`. */
  percent: string;
}

/** The batch as a progress panel shows it. */
export interface UploadState extends UploadTotals {
  /** True while anything is pending or uploading. */
  uploading: boolean;
  /** Every item of the current batch, in order; empty once the queue drained. */
  items: readonly UploadItem[];
  /** Items uploading right now (the panel's per-file bars). */
  active: readonly UploadItem[];
}

/** Sent when the queue ran empty: every item's final state, then the state resets. */
export interface DrainedEvent {
  items: readonly UploadItem[];
  /** True when `abort()` ended the batch. */
  aborted: boolean;
}

/** An item event: the item as it stands and the batch's totals at that moment. */
export interface UploadItemEvent {
  item: UploadItem;
  totals: UploadTotals;
}

/** An item's acknowledged bytes grew (throttled; see `progressInterval`). */
export type UploadProgressEvent = UploadItemEvent;

/** An item is on the server whole (after its last `progress`, at 100 %). */
export type UploadCompleteEvent = UploadItemEvent;

/** A failed item; 'Upload aborted' is never reported. */
export interface UploadErrorEvent extends UploadItemEvent {
  message: string;
}

/** A tus upload failed and will be tried again after `delayMs` (from the server's offset). */
export interface UploadRetryEvent extends UploadItemEvent {
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  /** What went wrong, in the catalogue's words ('000 No connection', the body text, …). */
  message: string;
}

/** The engine's events and what each carries. */
export interface UploadEvents {
  progress: UploadProgressEvent;
  complete: UploadCompleteEvent;
  error: UploadErrorEvent;
  retry: UploadRetryEvent;
  drained: DrainedEvent;
}

/** Timers for progress delivery; inject a fake one in tests. */
export interface Scheduler {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** A transport's retry notice (tus only: plain POSTs are never retried). */
export interface TransportRetry {
  attempt: number;
  delayMs: number;
  message: string;
}

/** One file to send. The transport reports acknowledged bytes and rejects with a catalogue message. */
export interface TransportRequest {
  /** Destination scope path, not URL-encoded. */
  path: string;
  body: Blob | ReadableStream<Uint8Array>;
  /** Bytes to send. */
  size: number;
  overwrite: boolean;
  /**
   * Cancels the upload. Its reason is the string `'resumable'` when the caller asked to keep
   * resumable uploads (`abort({ resumable: true })`): a tus transport then leaves the upload on
   * the server instead of terminating it.
   */
  signal: AbortSignal;
  /** Bytes the server acknowledged so far (or, for POST, handed over; see the transports). */
  onProgress: (acknowledgedBytes: number) => void;
  /** A failed request will be tried again. */
  onRetry: (retry: TransportRetry) => void;
  /** tus: resume the upload at this URL instead of creating one. */
  uploadUrl?: string;
  /** tus: the upload's URL, once the server created (or confirmed) it. */
  onUploadUrl?: (url: string) => void;
  /**
   * tus: the offset the server already had when this request joined the upload (resuming):
   * acknowledged bytes, but not sent now, so they do not count towards the speed.
   */
  onResumed?: (offset: number) => void;
}

/** Sends one file (plain POST or tus); resolves when the server has it all. */
export type FileTransport = (request: TransportRequest) => Promise<void>;

/** The api-client calls the engine uses (a full `ApiClient` fits). */
export type UploadClient = Pick<
  ApiClient,
  'createFolder' | 'uploadFile' | 'tusEndpoint' | 'storage' | 'getPublicSettings'
>;

/** Resumable-upload settings (the server's `TusSettings`). */
export interface TusSettings {
  chunkSize: number;
  retryCount: number;
}

/** Options of `createUploadEngine`. */
export interface UploadEngineOptions {
  client: UploadClient;
  /** Uploads at once, 1–10 (the user's uploadsLimit); default 5, clamped into range. */
  concurrency?: number;
  /**
   * Milliseconds between deliveries of progress (state and `progress` events): default 100
   * (10 a second), at least 10. Item ends, retries and the drained state are never held back.
   */
  progressInterval?: number;
  /** Milliseconds clock for the speed; default `Date.now`. */
  clock?: () => number;
  /** Timers for progress delivery; default the platform's `setInterval`. */
  scheduler?: Scheduler;
  /**
   * The server's tus settings. Left out: read once from `GET /api/settings/public`
   * (`client.getPublicSettings()`; a server without it, upstream's, means plain POST only).
   * `null`: plain POST only. Files larger than one chunk go through tus. Given but malformed:
   * such files fail with 'Tus.io settings are not defined'.
   */
  tus?: TusSettings | null;
  /** Replace the transports (tests, or XMLHttpRequest POSTs in browsers for progress). */
  transports?: { post?: FileTransport; tus?: FileTransport };
  /** Opens a local path as a Blob (Node: `fs.openAsBlob`); needed for string `file`s. */
  openFile?: (path: string) => Promise<Blob>;
}
