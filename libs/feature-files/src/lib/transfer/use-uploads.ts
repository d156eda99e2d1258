import type { ApiClient } from '@file-browser/api-client';
import {
  checkUploadConflicts,
  toUploadEntries,
  type FileTransport,
  type LocalItem,
  type TusSettings,
} from '@file-browser/upload-engine';
import { useSelector } from '@xstate/react';
import { useLatest } from '@file-browser/ui-kit';
import { useEffect, useMemo } from 'react';
import type { FilesContext } from '../shared/files-context';
import { applyUploadChoices, conflictPlace } from './upload-conflicts';
import { addUploads, bindUploadQueue, uploadQueueFor, type UploadQueue } from './upload-queue';

/** What the files screen needs for uploads. */
export interface UploadsInput {
  client: ApiClient;
  /** The server's resumable-upload settings; plain POST only when null. */
  tus: TusSettings | null;
  /**
   * How plain POSTs travel; browsers need the XMLHttpRequest one (fetch cannot stream a
   * request body over HTTP/1.1). The engine's fetch transport when left out (Node, tests).
   */
  post?: FileTransport | undefined;
  /** Uploads at once (the user's uploads limit, 1–10). */
  concurrency?: number | undefined;
  /** Told the batch's percentage while uploading, then null. */
  onProgress: (percent: number | null) => void;
  notifyError: (message: string) => void;
}

/** Where the queue stands: the upload button spins while `uploading`, ticks when `done`. */
export type UploadsStatus = 'idle' | 'uploading' | 'done';

/** Reloads the screen's listing after a batch, selecting `name` when it went to this folder. */
export function reloadAfterUploads(ctx: FilesContext) {
  return (folder: string, name: string | undefined) => {
    ctx.reload(folder === ctx.path ? name : undefined);
  };
}

/**
 * The screen's uploads over the shared upload queue (`uploadQueueMachine` driving an
 * `@file-browser/upload-engine` instance, see {@link uploadQueueFor}): `upload(items, folder)`
 * checks for names already taken there (replace, skip or keep both, file by file, or upload
 * nothing), queues the rest
 * (folders before their files) and, once the queue drains, reloads the listing with the first
 * uploaded name selected. Failed files are reported one by one; the percentage goes to
 * `onProgress` while this screen is mounted.
 */
export function useUploads(input: UploadsInput) {
  const { client, tus, post, concurrency, onProgress, notifyError } = input;
  const queue: UploadQueue = useMemo(
    () => uploadQueueFor({ client, tus, post, concurrency }),
    [client, tus, post, concurrency],
  );
  const progress = useLatest(onProgress);
  useEffect(() => {
    bindUploadQueue(queue, { reportError: notifyError });
  });

  useEffect(() => {
    const report = (uploading: boolean, percent: string) => {
      progress.current(uploading ? Number(percent) : null);
    };
    const snapshot = queue.actor.getSnapshot();
    report(snapshot.matches('uploading'), snapshot.context.progress.percent);
    const subscription = queue.actor.subscribe((next) => {
      report(next.matches('uploading'), next.context.progress.percent);
    });
    return () => {
      subscription.unsubscribe();
      // The uploads go on without this screen; the top bar shows them only while it is here.
      report(false, '0');
    };
  }, [queue]);

  const status = useSelector(queue.actor, (snapshot): UploadsStatus => {
    if (snapshot.matches('uploading')) return 'uploading';
    return snapshot.matches('done') ? 'done' : 'idle';
  });

  const upload = async (ctx: FilesContext, items: readonly LocalItem[], folder: string) => {
    if (items.length === 0) return;
    const conflicts = await checkUploadConflicts(client, items, folder);
    const start = (chosen: readonly LocalItem[]) => {
      ctx.closePrompt();
      const [first] = chosen;
      const top = first ? (first.fullPath ?? first.name).split('/')[0] : undefined;
      bindUploadQueue(queue, { reload: reloadAfterUploads(ctx) });
      addUploads(queue, folder, toUploadEntries(folder, chosen), top);
    };
    if (conflicts.length === 0) {
      start(items);
      return;
    }
    ctx.openPrompt({
      kind: 'uploadConflicts',
      conflicts: conflicts.map(conflictPlace),
      onDone: (choices) => {
        ctx.closePrompt();
        void applyUploadChoices(client, items, conflicts, choices).then((chosen) => {
          if (chosen.length > 0) start(chosen);
        });
      },
    });
  };
  return { upload, queue, status };
}
