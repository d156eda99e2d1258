// A hand-driven upload engine for the transfer tests (not exported from the library).
import type {
  DrainedEvent,
  UploadEngine,
  UploadErrorEvent,
  UploadItem,
  UploadState,
} from '@file-browser/upload-engine';
import { vi } from 'vitest';

const idle: UploadState = {
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

/** A file of the batch, uploading, `percent` done. */
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

/** An engine whose progress and drain the test sets by hand; `add` starts a batch. */
export function fakeUploadEngine() {
  let state = idle;
  const states = new Set<(state: UploadState) => void>();
  const drains = new Set<(event: DrainedEvent) => void>();
  const listen = <T>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  };
  const progress = (next: Partial<UploadState>) => {
    state = { ...state, ...next };
    for (const listener of states) listener(state);
  };
  const drain = (aborted = false) => {
    state = { ...idle };
    for (const listener of drains) listener({ items: [], aborted });
  };
  const abort = vi.fn(() => {
    drain(true);
    return Promise.resolve();
  });
  const engine = {
    add: () => {
      progress({ uploading: true });
    },
    abort,
    getState: () => state,
    subscribe: (listener: (state: UploadState) => void) => listen(states, listener),
    on: (event: 'drained' | 'error', listener: never) =>
      event === 'drained'
        ? listen(drains, listener)
        : listen(new Set<(event: UploadErrorEvent) => void>(), listener),
  } as unknown as UploadEngine;
  return { engine, progress, drain, abort };
}
