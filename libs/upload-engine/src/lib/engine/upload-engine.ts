import { UPLOAD_ABORTED, messageOf } from '../transport/errors';
import { createPostTransport } from '../transport/post-transport';
import { createTusTransport } from '../transport/tus-transport';
import type { QueueRecord } from './batch';
import { createBatch } from './batch';
import type { Transports } from './send-item';
import { sendItem } from './send-item';
import { ancestors, clampConcurrency, emitter, platformScheduler } from './queue-helpers';
import type {
  DrainedEvent,
  UploadEngineOptions,
  UploadEntry,
  UploadErrorEvent,
  UploadState,
} from './types';

/** How often transports' raw progress is copied into the visible counters (upstream: 1000 ms). */
export const SAMPLE_INTERVAL_MS = 1000;
type Listener = ((event: DrainedEvent) => void) | ((event: UploadErrorEvent) => void);

/** The headless upload queue; see {@link createUploadEngine}. */
export interface UploadEngine {
  /** Queues entries at the end of the batch and starts what fits. */
  add(entries: readonly UploadEntry[]): void;
  /** Skips what has not started, cancels what has; resolves once the batch drained. */
  abort(): Promise<void>;
  getState(): UploadState;
  /** Called with the new state after every change; returns the unsubscribe function. */
  subscribe(listener: (state: UploadState) => void): () => void;
  /** `drained`: the queue ran empty (state already reset). `error`: an item failed (never 'Upload aborted'). */
  on(event: 'drained', listener: (event: DrainedEvent) => void): () => void;
  on(event: 'error', listener: (event: UploadErrorEvent) => void): () => void;
  /** Resolves with the next `drained` event (at once, empty, when idle). */
  whenDrained(): Promise<DrainedEvent>;
}

/**
 * Creates the upload queue: entries run in order, at most `concurrency` at once, a folder
 * before anything inside it; progress is sampled every 1000 ms into the state (speed smoothed
 * 0.2 × new + 0.8 × old over the last 5 samples, ETA, percent). When the queue runs empty the
 * state resets and `drained` fires. Nothing global is touched: time, timers, transports and
 * file opening are injected (defaults: `Date.now`, `setInterval`, api-client POST, tus-js-client).
 */
export function createUploadEngine(options: UploadEngineOptions): UploadEngine {
  const concurrency = clampConcurrency(options.concurrency);
  const scheduler = options.scheduler ?? platformScheduler;
  const batch = createBatch(options.clock ?? Date.now);
  const transports: Transports = {
    post: options.transports?.post ?? createPostTransport(options.client),
    tus:
      options.transports?.tus ??
      createTusTransport({ client: options.client, settings: options.tus }),
  };
  const changed = emitter<UploadState>();
  const drained = emitter<DrainedEvent>();
  const failed = emitter<UploadErrorEvent>();
  const active = new Set<QueueRecord>();
  const activeDirs = new Set<string>();
  let next = 0;
  let aborted = false;
  let timer: unknown;

  const notify = () => {
    changed.emit(batch.snapshot());
  };
  const blocked = (record: QueueRecord) =>
    ancestors(record.item.path).some((folder) => activeDirs.has(folder));

  function drain() {
    scheduler.clearInterval(timer);
    timer = undefined;
    const event: DrainedEvent = { items: batch.snapshot().items, aborted };
    batch.reset();
    next = 0;
    aborted = false;
    drained.emit(event);
    notify();
  }

  function finish(record: QueueRecord, error?: unknown) {
    active.delete(record);
    if (record.item.isDir) activeDirs.delete(record.item.path);
    if (error === undefined) batch.finish(record, 'done');
    else {
      const message = messageOf(error);
      const silent = message === UPLOAD_ABORTED;
      batch.finish(record, silent ? 'aborted' : 'failed', silent ? undefined : message);
      if (!silent) failed.emit({ item: { ...record.item }, message });
    }
    pump();
  }

  function start(record: QueueRecord) {
    active.add(record);
    if (record.item.isDir) activeDirs.add(record.item.path);
    batch.setStatus(record, 'uploading');
    sendItem(record, batch, options, transports).then(
      () => {
        finish(record);
      },
      (error: unknown) => {
        finish(record, error);
      },
    );
  }

  function pump() {
    const records = batch.records();
    while (active.size < concurrency && next < records.length) {
      const record = records[next];
      if (!record || blocked(record)) break;
      next++;
      start(record);
    }
    if (active.size === 0 && next >= records.length && records.length > 0) drain();
    else notify();
  }

  const engine: UploadEngine = {
    add(entries) {
      if (entries.length === 0) return;
      if (batch.records().length === 0) {
        timer = scheduler.setInterval(() => {
          batch.sample();
          notify();
        }, SAMPLE_INTERVAL_MS);
      }
      for (const entry of entries) {
        const record = batch.add(entry);
        if (aborted) batch.finish(record, 'skipped');
      }
      if (aborted) next = batch.records().length;
      pump();
    },
    abort() {
      const done = engine.whenDrained();
      if (!engine.getState().uploading) return done.then(() => undefined);
      aborted = true;
      const records = batch.records();
      for (const record of records.slice(next)) batch.finish(record, 'skipped');
      next = records.length;
      // differs from upstream: plain POSTs are cancelled too (upstream's XHRs ran on).
      for (const record of active) record.controller.abort();
      pump();
      return done.then(() => undefined);
    },
    getState: () => batch.snapshot(),
    subscribe: (listener) => changed.add(listener),
    on(event: 'drained' | 'error', listener: Listener) {
      return event === 'drained'
        ? drained.add(listener as (value: DrainedEvent) => void)
        : failed.add(listener as (value: UploadErrorEvent) => void);
    },
    whenDrained() {
      if (!engine.getState().uploading) return Promise.resolve({ items: [], aborted: false });
      return new Promise((resolve) => {
        const off = drained.add((event) => {
          off();
          resolve(event);
        });
      });
    },
  };
  return engine;
}
