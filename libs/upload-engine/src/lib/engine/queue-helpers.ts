import type { Scheduler, TusSettings, UploadClient } from './types';

const DEFAULT_CONCURRENCY = 5;
const DEFAULT_PROGRESS_INTERVAL_MS = 100;
const MIN_PROGRESS_INTERVAL_MS = 10;

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

/** Milliseconds between progress deliveries: default 100, at least 10. */
export function progressIntervalOf(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_PROGRESS_INTERVAL_MS;
  return Math.max(MIN_PROGRESS_INTERVAL_MS, value);
}

/**
 * The server's tus settings from `GET /api/settings/public`, asked once when first needed. A
 * server without the route (upstream's: 404) or with unusable settings means plain POST
 * only; a failed request (no connection, signed out) is asked again for the next file.
 */
export function publicTusSettings(client: UploadClient): () => Promise<TusSettings | null> {
  let asked: Promise<TusSettings | null> | undefined;
  return () => {
    asked ??= client.getPublicSettings().then(
      ({ tus }) => (tus.chunkSize > 0 ? tus : null),
      (error: unknown) => {
        if ((error as { status?: unknown } | null)?.status !== 404) asked = undefined;
        return null;
      },
    );
    return asked;
  };
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
