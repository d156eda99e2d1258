// A fake upload engine for the upload queue machine's tests (not exported from the library).
import type {
  DrainedEvent,
  UploadEntry,
  UploadErrorEvent,
  UploadEvents,
  UploadItem,
  UploadState,
} from '@file-browser/upload-engine';
import type { UploadEngineLike } from './upload-queue.machine';

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

/** An engine whose progress, failures and drain the test drives by hand. */
export function fakeEngine() {
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
  const setState = (next: Partial<UploadState>) => {
    state = { ...state, ...next };
    for (const listener of stateListeners) listener(state);
  };
  const drain = (aborted = false) => {
    state = idleState;
    for (const listener of drainedListeners) listener({ items: [], aborted });
  };
  const engine: UploadEngineLike = {
    add: (entries) => {
      added.push([...entries]);
      const totalBytes = state.totalBytes + entries.reduce((sum, e) => sum + (e.size ?? 1), 0);
      setState({ uploading: true, totalBytes, pendingCount: state.pendingCount + entries.length });
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
      // The queue machine listens to nothing else.
      return () => undefined;
    },
  };
  const fail = (message: string) => {
    const item: UploadItem = {
      id: 0,
      path: '/a.txt',
      name: 'a.txt',
      file: undefined,
      overwrite: false,
      type: 'text',
      size: 1,
      isDir: false,
      fullPath: undefined,
      totalBytes: 1,
      sentBytes: 0,
      status: 'failed',
      error: message,
      percent: '0.00',
    };
    for (const listener of errorListeners) listener({ item, message, totals: state });
  };
  return {
    engine,
    added,
    aborts: () => aborts,
    listeners: () => stateListeners.size + drainedListeners.size + errorListeners.size,
    progress: (sentBytes: number) => {
      setState({ sentBytes });
    },
    fail,
    drain,
  };
}
