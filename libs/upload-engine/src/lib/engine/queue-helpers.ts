import type { Scheduler } from './types';

const DEFAULT_CONCURRENCY = 5;

/** The platform's timers (browsers and Node both have them). */
export const platformScheduler: Scheduler = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => {
    clearInterval(handle as ReturnType<typeof setInterval>);
  },
};

/** The uploads limit within 1–10; default 5 when missing or not a number. */
export function clampConcurrency(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_CONCURRENCY;
  return Math.min(10, Math.max(1, Math.floor(value)));
}

/** Folder paths (`/a/`, `/a/b/`) a path lives under. */
export function ancestors(path: string): string[] {
  const segments = path.replace(/\/+$/, '').split('/').slice(1, -1);
  return segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}/`);
}

/** A tiny listener list. */
export function emitter<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value: T) {
      for (const listener of [...listeners]) listener(value);
    },
  };
}
