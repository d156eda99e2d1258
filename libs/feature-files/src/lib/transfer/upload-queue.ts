import type { ApiClient } from '@file-browser/api-client';
import { uploadQueueMachine, type UploadEngineLike } from '@file-browser/state-machines';
import {
  createUploadEngine,
  type FileTransport,
  type TusSettings,
  type UploadEntry,
} from '@file-browser/upload-engine';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';

/** How uploads travel: one queue serves every files screen with the same settings. */
export interface UploadQueueSettings {
  client: ApiClient;
  tus: TusSettings | null;
  post?: FileTransport | undefined;
  concurrency?: number | undefined;
}

/** What the files screen on view does for the queue; each mounted screen takes it over. */
export interface UploadQueueHost {
  /** Asks before stopping the uploads; resolves true to stop them. */
  confirmAbort: () => Promise<boolean>;
  /** Shows one file's failure. */
  reportError: (message: string) => void;
  /** The batch ended (drained or aborted): reload the listing of `folder`, selecting `name`. */
  reload: (folder: string, name: string | undefined) => void;
}

/** The running upload queue machine. */
export type UploadQueueActor = ActorRefFrom<typeof uploadQueueMachine>;

/** An upload engine driven by {@link uploadQueueMachine}, outliving the screens that show it. */
export interface UploadQueue {
  settings: UploadQueueSettings;
  engine: UploadEngineLike;
  actor: UploadQueueActor;
  host: UploadQueueHost;
  /** Where the latest batch went, and its first top-level name (selected after the reload). */
  last: { folder: string; name: string | undefined; aborted: boolean } | undefined;
}

// Until a screen takes over, nothing aborts and nothing is shown.
const idleHost: UploadQueueHost = {
  confirmAbort: () => Promise.resolve(false),
  reportError: () => undefined,
  reload: () => undefined,
};

/** The browser's "leave site?" question while files are still going up. */
function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

/** A queue over `engine` (tests pass a fake), by default a new engine for the settings. */
export function createUploadQueue(
  settings: UploadQueueSettings,
  engine: UploadEngineLike = createUploadEngine({
    client: settings.client,
    tus: settings.tus,
    ...(settings.post && { transports: { post: settings.post } }),
    ...(settings.concurrency !== undefined && { concurrency: settings.concurrency }),
  }),
): UploadQueue {
  const queue: Omit<UploadQueue, 'actor'> = {
    settings,
    engine,
    host: { ...idleHost },
    last: undefined,
  };
  const machine = uploadQueueMachine.provide({
    actions: {
      warnOnLeave: () => {
        window.addEventListener('beforeunload', onBeforeUnload);
      },
      unwarn: () => {
        window.removeEventListener('beforeunload', onBeforeUnload);
      },
      reloadListing: () => {
        const batch = queue.last;
        // An aborted batch selects nothing: its first item may not have arrived.
        if (batch) queue.host.reload(batch.folder, batch.aborted ? undefined : batch.name);
      },
    },
    actors: {
      confirmAbort: fromPromise(() => queue.host.confirmAbort()),
    },
  });
  engine.on('drained', ({ aborted }) => {
    if (queue.last) queue.last.aborted = aborted;
  });
  // The machine's failure event carries only the message: the engine's names the file too.
  engine.on('error', ({ item, message }) => {
    queue.host.reportError(`${item.path}: ${message}`);
  });
  return Object.assign(queue, { actor: createActor(machine, { input: { engine } }).start() });
}

let current: UploadQueue | undefined;

const sameSettings = (a: UploadQueueSettings, b: UploadQueueSettings) =>
  a.client === b.client && a.tus === b.tus && a.post === b.post && a.concurrency === b.concurrency;

/**
 * The upload queue for these settings. It lives outside the files screen, so opening another
 * folder or remounting the screen (the sidebar's "New folder") never stops running uploads.
 * differs from upstream: settings that change mid-upload apply once the queue is idle again.
 */
export function uploadQueueFor(settings: UploadQueueSettings): UploadQueue {
  if (current) {
    const busy = current.actor.getSnapshot().matches('uploading');
    if (busy || sameSettings(current.settings, settings)) return current;
    current.actor.stop();
  }
  current = createUploadQueue(settings);
  return current;
}

/** The screen on view takes over confirming, reporting and reloading. */
export function bindUploadQueue(queue: UploadQueue, host: Partial<UploadQueueHost>): void {
  Object.assign(queue.host, host);
}

/**
 * Queues `entries` for `folder`; when the batch ends the listing reloads with `name` (the first
 * top-level name uploaded) selected.
 */
export function addUploads(
  queue: UploadQueue,
  folder: string,
  entries: readonly UploadEntry[],
  name: string | undefined,
): void {
  queue.last = { folder, name, aborted: false };
  queue.actor.send({ type: 'upload.add', entries });
}

/** Stops and forgets the shared queue (tests start each case afresh). */
export function resetUploadQueue(): void {
  current?.actor.stop();
  current = undefined;
}
