import { RESUMABLE_ABORT, UPLOAD_ABORTED, messageOf } from '../transport/errors';
import { createPostTransport } from '../transport/post-transport';
import type { QueueRecord } from './batch';
import { createBatch } from './batch';
import type { Transports } from './send-item';
import { sendItem } from './send-item';
import {
  ancestors,
  clampConcurrency,
  emitter,
  platformScheduler,
  progressIntervalOf,
  publicTusSettings,
} from './queue-helpers';
import type {
  DrainedEvent,
  TransportRetry,
  UploadEngineOptions,
  UploadEntry,
  UploadEvents,
  UploadState,
} from './types';

/** The headless upload queue; see {@link createUploadEngine}. */
export interface UploadEngine {
  /** Queues entries at the end of the batch and starts what fits. */
  add(entries: readonly UploadEntry[]): void;
  /**
   * Skips what has not started, cancels what has; resolves once the batch drained. tus uploads
   * are terminated on the server, unless `resumable`: then they stay there, and an entry with
   * the aborted item's `tusUploadUrl` resumes one later (the server drops idle ones in time).
   */
  abort(options?: { resumable?: boolean }): Promise<void>;
  /** The state as it is now (not throttled). */
  getState(): UploadState;
  /** Called with the state at most once per `progressInterval`, and at once when the batch ends. */
  subscribe(listener: (state: UploadState) => void): () => void;
  /**
   * Item events, in this order for each item: `progress` (acknowledged bytes grew; throttled,
   * the last one always delivered), `retry` (tus), then `complete` or `error` (never for
   * 'Upload aborted'). `drained`: the queue ran empty (state already reset). Returns the
   * function that stops listening.
   */
  on<K extends keyof UploadEvents>(
    event: K,
    listener: (event: UploadEvents[K]) => void,
  ): () => void;
  /** Resolves with the next `drained` event (at once, empty, when idle). */
  whenDrained(): Promise<DrainedEvent>;
}

type Emitters = { [K in keyof UploadEvents]: ReturnType<typeof emitter<UploadEvents[K]>> };

/**
 * Creates the upload queue: entries run in order, at most `concurrency` at once, a folder
 * before anything inside it. Progress is the bytes the server acknowledged, delivered as state
 * and per-item `progress` events at most every `progressInterval` ms (default 100); item ends,
 * retries and the drained state come at once. Speed and ETA come from the acknowledged bytes
 * of the last 5 s. Nothing global is touched: time, timers, transports and file opening are
 * injected (defaults: `Date.now`, `setInterval`, fetch POST, tus-js-client).
 */
export function createUploadEngine(options: UploadEngineOptions): UploadEngine {
  const concurrency = clampConcurrency(options.concurrency);
  const interval = progressIntervalOf(options.progressInterval);
  const scheduler = options.scheduler ?? platformScheduler;
  const batch = createBatch(options.clock ?? Date.now);
  const known = options.tus;
  const transports: Transports = {
    post: options.transports?.post ?? createPostTransport(options.client),
    tus: options.transports?.tus,
    settings:
      known === undefined ? publicTusSettings(options.client) : () => Promise.resolve(known),
  };
  const changed = emitter<UploadState>();
  const events: Emitters = {
    progress: emitter(),
    complete: emitter(),
    error: emitter(),
    retry: emitter(),
    drained: emitter(),
  };
  const active = new Set<QueueRecord>();
  const activeDirs = new Set<string>();
  let next = 0;
  let aborted = false;
  let timer: unknown;
  let dirty = false;

  const blocked = (record: QueueRecord) =>
    ancestors(record.item.path).some((folder) => activeDirs.has(folder));

  /** Delivers the progress events of `records` that moved, then (when asked) the state. */
  function deliver(records: readonly QueueRecord[], withState: boolean) {
    const moved = records.filter((record) => record.moved);
    if (moved.length > 0) {
      const totals = batch.totals();
      for (const record of moved) {
        record.moved = false;
        events.progress.emit({ item: { ...record.item }, totals });
      }
    }
    if (withState && (dirty || moved.length > 0)) {
      dirty = false;
      changed.emit(batch.snapshot());
    }
  }
  const tick = () => {
    deliver(batch.records(), true);
  };

  function drain() {
    deliver(batch.records(), true);
    scheduler.clearInterval(timer);
    timer = undefined;
    const event: DrainedEvent = { items: batch.snapshot().items, aborted };
    batch.reset();
    next = 0;
    aborted = false;
    dirty = false;
    events.drained.emit(event);
    changed.emit(batch.snapshot());
  }

  function finish(record: QueueRecord, error?: unknown) {
    active.delete(record);
    if (record.item.isDir) activeDirs.delete(record.item.path);
    const message = error === undefined ? undefined : messageOf(error);
    const silent = message === UPLOAD_ABORTED;
    if (message === undefined) batch.finish(record, 'done');
    else batch.finish(record, silent ? 'aborted' : 'failed', silent ? undefined : message);
    deliver([record], false); // the item's last progress comes before its end
    const item = { ...record.item };
    if (message === undefined) events.complete.emit({ item, totals: batch.totals() });
    else if (!silent) events.error.emit({ item, message, totals: batch.totals() });
    pump();
  }

  function start(record: QueueRecord) {
    active.add(record);
    if (record.item.isDir) activeDirs.add(record.item.path);
    batch.setStatus(record, 'uploading');
    const onRetry = (retry: TransportRetry) => {
      events.retry.emit({ item: { ...record.item }, totals: batch.totals(), ...retry });
    };
    sendItem(record, batch, options, transports, onRetry).then(
      () => {
        finish(record);
      },
      (error: unknown) => {
        finish(record, error);
      },
    );
  }

  function pump() {
    dirty = true;
    const records = batch.records();
    while (active.size < concurrency && next < records.length) {
      const record = records[next];
      if (!record || blocked(record)) break;
      next++;
      start(record);
    }
    if (active.size === 0 && next >= records.length && records.length > 0) drain();
  }

  const engine: UploadEngine = {
    add(entries) {
      if (entries.length === 0) return;
      if (batch.records().length === 0) timer = scheduler.setInterval(tick, interval);
      for (const entry of entries) {
        const record = batch.add(entry);
        if (aborted) batch.finish(record, 'skipped');
      }
      if (aborted) next = batch.records().length;
      pump();
    },
    abort(abortOptions) {
      const done = engine.whenDrained();
      if (!engine.getState().uploading) return done.then(() => undefined);
      aborted = true;
      const records = batch.records();
      for (const record of records.slice(next)) batch.finish(record, 'skipped');
      next = records.length;
      // differs from upstream: plain POSTs are cancelled too (upstream's XHRs ran on).
      const reason = abortOptions?.resumable === true ? RESUMABLE_ABORT : undefined;
      for (const record of active) record.controller.abort(reason);
      pump();
      return done.then(() => undefined);
    },
    getState: () => batch.snapshot(),
    subscribe: (listener) => changed.add(listener),
    on(event, listener) {
      return events[event].add(listener);
    },
    whenDrained() {
      if (!engine.getState().uploading) return Promise.resolve({ items: [], aborted: false });
      return new Promise((resolve) => {
        const off = events.drained.add((event) => {
          off();
          resolve(event);
        });
      });
    },
  };
  return engine;
}
