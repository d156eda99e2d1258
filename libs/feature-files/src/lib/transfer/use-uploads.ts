import type { ApiClient } from '@file-browser/api-client';
import {
  applyConflictChoices,
  checkUploadConflicts,
  createUploadEngine,
  toUploadEntries,
  type FileTransport,
  type LocalItem,
  type TusSettings,
} from '@file-browser/upload-engine';
import { useEffect, useMemo, useRef } from 'react';
import type { FilesContext } from '../shared/files-context';

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

/**
 * The screen's upload queue (an `@file-browser/upload-engine` instance): `upload(items,
 * folder)` checks for names already taken there (replace them, or upload nothing), queues
 * the rest (folders before their files) and, once the queue drains, reloads the listing with
 * the first uploaded name selected. Failed files are reported one by one.
 */
export function useUploads(input: UploadsInput) {
  const { client, tus, post, concurrency, onProgress, notifyError } = input;
  const engine = useMemo(
    () =>
      createUploadEngine({
        client,
        tus,
        ...(post && { transports: { post } }),
        ...(concurrency !== undefined && { concurrency }),
      }),
    [client, tus, post, concurrency],
  );
  const after = useRef<(() => void) | undefined>(undefined);
  const progress = useRef(onProgress);
  const report = useRef(notifyError);
  useEffect(() => {
    progress.current = onProgress;
    report.current = notifyError;
  });

  useEffect(() => {
    const unsubscribe = engine.subscribe((state) => {
      progress.current(state.uploading ? Number(state.percent) : null);
    });
    const offDrained = engine.on('drained', () => {
      progress.current(null);
      after.current?.();
    });
    const offError = engine.on('error', ({ item, message }) => {
      report.current(`${item.path}: ${message}`);
    });
    return () => {
      unsubscribe();
      offDrained();
      offError();
      void engine.abort();
    };
  }, [engine]);

  const upload = async (ctx: FilesContext, items: readonly LocalItem[], folder: string) => {
    if (items.length === 0) return;
    const conflicts = await checkUploadConflicts(client, items, folder);
    const start = (chosen: readonly LocalItem[]) => {
      ctx.closePrompt();
      const [first] = chosen;
      const top = first ? (first.fullPath ?? first.name).split('/')[0] : undefined;
      after.current = () => {
        ctx.reload(folder === ctx.path ? top : undefined);
      };
      engine.add(toUploadEntries(folder, chosen));
    };
    if (conflicts.length === 0) {
      start(items);
      return;
    }
    // Conflicts come ticked "keep mine": applying them marks those files to overwrite.
    ctx.openPrompt({
      kind: 'replace',
      onReplace: () => {
        start(applyConflictChoices(items, conflicts));
      },
    });
  };
  return { upload };
}
