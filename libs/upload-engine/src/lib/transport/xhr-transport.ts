import { encodePath } from '@file-browser/api-client';
import type { FileTransport } from '../engine/types';
import { CONNECTION_ABORTED, UPLOAD_ABORTED, UploadError } from './errors';

/** The part of `XMLHttpRequest` the browser transport uses. */
export interface XhrLike {
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: { loaded: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
}

/** Options of {@link createXhrPostTransport}. */
export interface XhrPostOptions {
  /** The server's base URL, as given to the api-client (`''`, `/fb` or absolute). */
  baseURL: string;
  /** The current session token (e.g. `client.storage.get`). */
  token: () => string | null;
  /** The browser's `XMLHttpRequest` (injected: the engine touches no globals). */
  XMLHttpRequest: new () => XhrLike;
}

function settle(xhr: XhrLike, resolve: () => void, reject: (error: UploadError) => void) {
  xhr.onload = () => {
    if (xhr.status >= 200 && xhr.status < 300) resolve();
    else if (xhr.status === 409) reject(new UploadError('409'));
    else reject(new UploadError(xhr.responseText.trim() || `${xhr.status}`));
  };
  xhr.onerror = () => {
    reject(new UploadError(CONNECTION_ABORTED));
  };
  xhr.onabort = () => {
    reject(new UploadError(UPLOAD_ABORTED));
  };
}

/**
 * Plain POST for browsers, where only XMLHttpRequest reports upload progress: its `upload`
 * progress events (bytes the browser has sent); the engine keeps the item one byte short of
 * its total until the server's answer (`load`). Blob bodies only (a stream is read into a Blob
 * first). Messages follow upstream: '409', '001 Connection aborted', the body text; unlike
 * upstream, aborting the signal aborts the request.
 */
export function createXhrPostTransport(options: XhrPostOptions): FileTransport {
  const base = options.baseURL.replace(/\/+$/, '');
  return async ({ path, body, overwrite, signal, onProgress }) => {
    const blob = body instanceof Blob ? body : await new Response(body).blob();
    if (signal.aborted) throw new UploadError(UPLOAD_ABORTED);
    await new Promise<void>((resolve, reject) => {
      const xhr = new options.XMLHttpRequest();
      const url = `${base}/api/resources${encodePath(path).replace(/\/+$/, '')}?override=${String(overwrite)}`;
      xhr.open('POST', url);
      const token = options.token();
      if (token) xhr.setRequestHeader('X-Auth', token);
      xhr.upload.onprogress = (event) => {
        onProgress(event.loaded);
      };
      settle(xhr, resolve, reject);
      signal.addEventListener('abort', () => {
        xhr.abort();
      });
      xhr.send(blob);
    });
  };
}
