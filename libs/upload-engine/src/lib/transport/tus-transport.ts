import { Upload } from 'tus-js-client';
import { retryDelays } from '../retry/retry-delays';
import type { FileTransport, TusSettings, UploadClient } from '../engine/types';
import {
  RESUMABLE_ABORT,
  TUS_SETTINGS_MISSING,
  UPLOAD_ABORTED,
  UPLOAD_FAILED,
  UploadError,
  tusErrorMessage,
  tusErrorStatus,
} from './errors';

/** The part of tus-js-client's `Upload` the transport uses (inject a fake in tests). */
export interface TusUploadLike {
  /** The upload's URL once created (or given to resume); null before. */
  url: string | null;
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
}

/** A slice of the file as tus-js-client's file reader gives it: bytes and their length. */
interface TusSlice {
  value: Uint8Array & { size: number };
  done: boolean;
}

/** The file reader the transport gives tus-js-client (a Blob's slices, read on demand). */
interface TusFileReader {
  openFile(input: Blob): Promise<{
    size: number;
    slice(start: number, end: number): Promise<TusSlice>;
    close(): void;
  }>;
}

/**
 * The options the transport passes to tus-js-client's `Upload`, typed here rather than as its
 * `UploadOptions`, whose declarations name Node's `Buffer`: a browser project without Node's
 * types could not type-check ours against them (strict, `skipLibCheck: false`).
 */
export interface TusUploadOptions {
  endpoint: string;
  uploadUrl: string | null;
  uploadSize: number;
  chunkSize: number;
  retryDelays: number[] | null;
  parallelUploads: number;
  storeFingerprintForResuming: boolean;
  fileReader: TusFileReader;
  headers: Record<string, string>;
  onShouldRetry: (error: Error, attempt: number) => boolean;
  onChunkComplete: (chunkSize: number, bytesAccepted: number) => void;
  onUploadUrlAvailable: () => void;
  onAfterResponse: (
    request: { getMethod(): string },
    response: { getStatus(): number; getHeader(name: string): string | undefined },
  ) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/** A constructor like tus-js-client's `Upload`. */
export type TusUploadConstructor = new (file: Blob, options: TusUploadOptions) => TusUploadLike;

/** Options of {@link createTusTransport}. */
export interface TusTransportOptions {
  client: Pick<UploadClient, 'tusEndpoint' | 'storage'>;
  /** The server's settings; missing or malformed → every upload fails with the catalogue text. */
  settings: TusSettings | null | undefined;
  /** tus-js-client's `Upload` by default. */
  Upload?: TusUploadConstructor;
}

/** True when `settings` has a usable chunk size and retry count. */
export function validTusSettings(settings: unknown): settings is TusSettings {
  const candidate = settings as Partial<TusSettings> | null | undefined;
  return (
    Number.isFinite(candidate?.chunkSize) &&
    (candidate?.chunkSize ?? 0) > 0 &&
    Number.isFinite(candidate?.retryCount) &&
    (candidate?.retryCount ?? -1) >= 0
  );
}

/**
 * Reads Blob slices as bytes, so one source type works with tus-js-client in browsers and in
 * Node (whose own reader takes only Buffers and streams). Only one chunk is in memory.
 */
const blobReader: TusFileReader = {
  openFile(input: Blob) {
    return Promise.resolve({
      size: input.size,
      async slice(start: number, end: number) {
        const bytes = new Uint8Array(await input.slice(start, end).arrayBuffer());
        // tus-js-client reads a slice's length from `size` (and Node sends it as Content-Length).
        const value = Object.assign(bytes, { size: bytes.byteLength });
        return { value, done: end >= input.size };
      },
      close() {
        // Nothing to release: each slice is read on demand.
      },
    });
  },
};

/**
 * Resumable upload through `/api/tus{path}?override=` with tus-js-client, configured as
 * upstream's client: the settings' chunk size, `retryCount` retries after 0, 1000, 2000 … ms
 * (capped at 20 s; none when 0), a 409 never retried, one request at a time, no fingerprint
 * storage, the token as `X-Auth`. An interrupted upload resumes from the server's offset on
 * the next retry. Aborting terminates the upload (the server drops the staged bytes), unless
 * the abort's reason is 'resumable': then the upload stays, and a later request given its URL
 * (`uploadUrl`, reported by `onUploadUrl`) resumes it from the server's offset (`onResumed`).
 *
 * Progress is the server's `Upload-Offset` after each chunk (tus-js-client's `onChunkComplete`),
 * not `onProgress`, which counts bytes written to the request before the server has them. Each
 * retry is reported (`onRetry`) before its delay.
 */
export function createTusTransport(options: TusTransportOptions): FileTransport {
  const { client, settings, Upload: UploadClass = Upload satisfies TusUploadConstructor } = options;
  return ({ path, body, size, overwrite, signal, onProgress, onRetry, ...resume }) =>
    new Promise<void>((resolve, reject) => {
      if (!validTusSettings(settings)) throw new UploadError(TUS_SETTINGS_MISSING);
      // Streams cannot be sliced into resumable chunks; the engine sends them by POST.
      if (!(body instanceof Blob)) throw new UploadError(UPLOAD_FAILED);
      const token = client.storage.get();
      const delays = settings.retryCount < 1 ? null : retryDelays(settings.retryCount);
      let sentHere = false; // a chunk of this request was acknowledged
      const upload = new UploadClass(body, {
        endpoint: client.tusEndpoint(path, overwrite),
        uploadUrl: resume.uploadUrl ?? null,
        uploadSize: size,
        chunkSize: settings.chunkSize,
        retryDelays: delays,
        parallelUploads: 1,
        storeFingerprintForResuming: false,
        fileReader: blobReader,
        headers: token ? { 'X-Auth': token } : {},
        // tus-js-client asks only while retries are left, then waits delays[attempt].
        onShouldRetry: (error, attempt) => {
          if (tusErrorStatus(error) === 409 || signal.aborted) return false;
          const delayMs = delays?.[attempt] ?? 0;
          onRetry({ attempt: attempt + 1, delayMs, message: tusErrorMessage(error) });
          return true;
        },
        onChunkComplete: (_chunkSize, acknowledged) => {
          sentHere = true;
          onProgress(acknowledged);
        },
        onUploadUrlAvailable: () => {
          if (upload.url !== null) resume.onUploadUrl?.(upload.url);
        },
        // tus-js-client asks HEAD for the offset when it resumes; what the server had before
        // this request sent anything was acknowledged earlier.
        onAfterResponse: (request, response) => {
          const ok = response.getStatus() >= 200 && response.getStatus() < 300;
          if (sentHere || request.getMethod() !== 'HEAD' || !ok) return;
          const offset = Number(response.getHeader('Upload-Offset'));
          if (Number.isSafeInteger(offset)) resume.onResumed?.(offset);
        },
        onSuccess: () => {
          resolve();
        },
        onError: (error) => {
          reject(new UploadError(tusErrorMessage(error)));
        },
      });
      signal.addEventListener('abort', () => {
        // tus-js-client emits nothing once aborted, so the rejection is ours.
        upload.abort(signal.reason !== RESUMABLE_ABORT).catch(() => undefined);
        reject(new UploadError(UPLOAD_ABORTED));
      });
      if (signal.aborted) reject(new UploadError(UPLOAD_ABORTED));
      else upload.start();
    });
}
