// A hand-driven upload engine for the upload queue's tests: the machine's here, the files
// screen's upload button and panel in feature-files (through `@file-browser/state-machines/testing`).
import type {
  DrainedEvent,
  UploadEntry,
  UploadErrorEvent,
  UploadEvents,
  UploadItem,
  UploadState,
} from '@file-browser/upload-engine';
import type { UploadEngineLike } from '../lib/upload-queue/upload-queue.machine';

const idleState: UploadState = {
  uploading: false,
  items: [],
  active: [],
  pendingCount: 0,
  totalBytes: 0,
  sentBytes: 0,
  bytesPerSecond: null,
  etaSeconds: null,
  eta: '--:--:--',
  percent: '0.00',
};

/** A file of the batch (100 bytes), uploading, `percent` done. */
export function activeItem(id: number, name: string, percent: string): UploadItem {
  return {
    id,
    path: `/${name}`,
    name,
    file: undefined,
    overwrite: false,
    type: 'text',
    size: 100,
    isDir: false,
    fullPath: undefined,
    totalBytes: 100,
    sentBytes: Number(percent),
    status: 'uploading',
    percent,
  };
}

/**
 * An engine whose progress, failures and drain the test drives by hand: `add` starts (or grows)
 * a batch and records the entries, `abort` drains it as aborted and counts.
 */
export function fakeUploadEngine() {
  let state = idleState;
  const added: UploadEntry[][] = [];
  let aborts = 0;
  const stateListeners = new Set<(state: UploadState) => void>();
  const drainedListeners = new Set<(event: DrainedEvent) => void>();
  const errorListeners = new Set<(event: UploadErrorEvent) => void>();
  const listen = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  const progress = (next: Partial<UploadState>) => {
    state = { ...state, ...next };
    for (const listener of stateListeners) listener(state);
  };
  const drain = (aborted = false) => {
    // A fresh object, as the real getState gives: the upload button tells batches apart by it.
    state = { ...idleState };
    for (const listener of drainedListeners) listener({ items: [], aborted });
  };
  const engine: UploadEngineLike = {
    add: (entries) => {
      added.push([...entries]);
      const totalBytes = state.totalBytes + entries.reduce((sum, e) => sum + (e.size ?? 1), 0);
      progress({ uploading: true, totalBytes, pendingCount: state.pendingCount + entries.length });
    },
    abort: () => {
      aborts += 1;
      drain(true);
      return Promise.resolve();
    },
    getState: () => state,
    subscribe: (listener) => listen(stateListeners, listener),
    on: <K extends keyof UploadEvents>(event: K, listener: (event: UploadEvents[K]) => void) => {
      if (event === 'drained')
        return listen(drainedListeners, listener as (event: DrainedEvent) => void);
      if (event === 'error')
        return listen(errorListeners, listener as (event: UploadErrorEvent) => void);
      // The queue listens to nothing else.
      return () => undefined;
    },
  };
  /** Reports `/a.txt` as failed with `message`. */
  const fail = (message: string) => {
    const item: UploadItem = {
      ...activeItem(0, 'a.txt', '0.00'),
      size: 1,
      totalBytes: 1,
      sentBytes: 0,
      status: 'failed',
      error: message,
    };
    for (const listener of errorListeners) listener({ item, message, totals: state });
  };
  return {
    engine,
    /** The entries of each `add` call, in order. */
    added,
    /** How many times `abort` was called. */
    aborts: () => aborts,
    /** How many listeners are still subscribed (0 once the queue let go). */
    listeners: () => stateListeners.size + drainedListeners.size + errorListeners.size,
    /** Changes the engine's state and tells the subscribers. */
    progress,
    fail,
    /** Ends the batch (`aborted` as the engine reports an abort). */
    drain,
  };
}
