import { UPLOAD_ABORTED, UploadError, postErrorMessage } from '../transport/errors';
import { createTusTransport, validTusSettings } from '../transport/tus-transport';
import type { Batch, QueueRecord } from './batch';
import { openSource } from './source';
import type { FileTransport, TransportRetry, TusSettings, UploadEngineOptions } from './types';

/** How files travel: plain POST, and tus when given (else made from the settings). */
export interface Transports {
  post: FileTransport;
  tus: FileTransport | undefined;
  /** The tus settings: the option, or what the server says. */
  settings: () => Promise<TusSettings | null>;
}

/**
 * Sends one item: a folder is created with `POST /api/resources{path}/`; a file is opened and
 * goes by tus when the settings exist and it is larger than one chunk, else by plain POST.
 * Rejects with an `UploadError` carrying the catalogue message.
 */
export async function sendItem(
  record: QueueRecord,
  batch: Batch,
  options: UploadEngineOptions,
  transports: Transports,
  onRetry: (retry: TransportRetry) => void,
): Promise<void> {
  const { item, controller } = record;
  const { signal } = controller;
  if (item.isDir) {
    await options.client.createFolder(item.path, { signal }).catch((error: unknown) => {
      throw new UploadError(postErrorMessage(error, signal));
    });
    return;
  }
  const body = await openSource(item.file, options.openFile);
  if (body instanceof Blob && body.size !== item.size) batch.resize(record, body.size);
  const tus = await transports.settings();
  if (signal.aborted) throw new UploadError(UPLOAD_ABORTED);
  // differs from upstream: tus only for files larger than one chunk (upstream: every Blob).
  const useTus =
    tus !== null && body instanceof Blob && (!validTusSettings(tus) || body.size > tus.chunkSize);
  const transport = useTus
    ? (transports.tus ?? createTusTransport({ client: options.client, settings: tus }))
    : transports.post;
  await transport({
    path: item.path,
    body,
    size: item.size,
    overwrite: item.overwrite,
    signal,
    onProgress: (acknowledged) => {
      batch.acknowledge(record, acknowledged);
    },
    onRetry,
    uploadUrl: item.tusUploadUrl,
    onUploadUrl: (url) => {
      item.tusUploadUrl = url;
    },
    onResumed: (offset) => {
      batch.acknowledge(record, offset, true);
    },
  });
}
