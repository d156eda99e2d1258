// The engine's injected environment, faked for its unit tests: clock, scheduler, transport, client.
import { memoryStorage } from '@file-browser/api-client';
import type { FileTransport, Scheduler, TransportRequest, UploadClient } from '../lib/engine/types';

/** A clock and a scheduler the test moves by hand: `tick()` = 1000 ms later, interval fired. */
export function fakeTime(start = 10_000) {
  let now = start;
  const callbacks = new Map<number, { callback: () => void; ms: number }>();
  let nextId = 1;
  const scheduler: Scheduler = {
    setInterval(callback, ms) {
      const id = nextId++;
      callbacks.set(id, { callback, ms });
      return id;
    },
    clearInterval(handle) {
      callbacks.delete(handle as number);
    },
  };
  return {
    clock: () => now,
    scheduler,
    /** How many intervals are running. */
    running: () => callbacks.size,
    /** Moves the clock by `ms` (default 1000) and fires every interval once. */
    tick(ms = 1000) {
      now += ms;
      for (const { callback } of [...callbacks.values()]) callback();
    },
  };
}

/** A transport whose calls the test settles: progress, resolve or reject each one. */
export function fakeTransport() {
  const calls: (TransportRequest & { resolve(): void; reject(error: unknown): void })[] = [];
  const transport: FileTransport = (request) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ ...request, resolve, reject });
    });
  return {
    transport,
    calls,
    call(path: string) {
      const found = calls.find((call) => call.path === path);
      if (!found) throw new Error(`no upload of ${path} started`);
      return found;
    },
  };
}

/** What a server without `GET /api/settings/public` answers (upstream's): plain POST only. */
const notFound = () => Promise.reject(Object.assign(new Error('404 Not Found'), { status: 404 }));

/**
 * A client whose folder creations are recorded and succeed at once (or fail for `failing`),
 * on a server without public settings (so plain POST only unless the test says otherwise).
 */
export function fakeClient(failing = new Map<string, Error>()) {
  const folders: string[] = [];
  const client: UploadClient = {
    storage: memoryStorage('token-1'),
    createFolder(path) {
      folders.push(path);
      const error = failing.get(path);
      return error === undefined ? Promise.resolve() : Promise.reject(error);
    },
    uploadFile: () => Promise.reject(new Error('use the injected transport')),
    tusEndpoint: (path, override) => `http://fb.test/api/tus${path}?override=${String(override)}`,
    getPublicSettings: notFound,
  };
  return { client, folders };
}

/** Lets queued promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
