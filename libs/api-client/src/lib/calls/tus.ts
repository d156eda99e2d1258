import { TUS_CONTENT_TYPE } from '@file-browser/api-contract';
import { ApiError } from '../api-error';
import { encodePath } from '../encode-path';
import type { CallOptions } from '../options';
import type { Transport } from '../transport';
import type { UploadBody } from '../upload-body';
import { toBodyInit } from '../upload-body';
import type { UploadOptions } from './resources';

/** Where a resumable upload stands. */
export interface TusOffset {
  /** Bytes already on the server. */
  offset: number;
  /** The declared size. */
  length: number;
}

function headerNumber(response: Response, name: string): number {
  const value = response.headers.get(name);
  if (value === null || !/^\d+$/.test(value)) {
    throw new ApiError(`Invalid response: missing ${name}`, response.status);
  }
  return Number(value);
}

/**
 * Resumable uploads, the tus subset of api-contract §9: the upload URL is the destination path.
 * (tus-js-client can drive the same endpoint: `tusEndpoint(path)`.)
 */
export function tusCalls(transport: Transport) {
  const at = (path: string) => `/api/tus${encodePath(path)}`;
  return {
    /** The endpoint URL for a tus client such as tus-js-client. */
    tusEndpoint(path: string, override = false): string {
      return transport.url(at(path), { override: String(override) });
    },
    /** `POST /api/tus{path}`: announces an upload of `length` bytes (409 when it exists). */
    async tusCreate(path: string, length: number, call: UploadOptions = {}): Promise<void> {
      await transport.send({
        method: 'POST',
        path: at(path),
        query: { override: call.override ? 'true' : 'false' },
        headers: { 'Upload-Length': String(length), 'Tus-Resumable': '1.0.0' },
        signal: call.signal,
      });
    },
    /** `HEAD /api/tus{path}`: how many bytes arrived so far. */
    async tusOffset(path: string, call: CallOptions = {}): Promise<TusOffset> {
      const response = await transport.send({
        method: 'HEAD',
        path: at(path),
        signal: call.signal,
      });
      return {
        offset: headerNumber(response, 'Upload-Offset'),
        length: headerNumber(response, 'Upload-Length'),
      };
    },
    /** `PATCH /api/tus{path}`: appends `chunk` at `offset` (409 if that is not the current size). */
    async tusAppend(
      path: string,
      offset: number,
      chunk: UploadBody,
      call: CallOptions = {},
    ): Promise<number> {
      const response = await transport.send({
        method: 'PATCH',
        path: at(path),
        headers: {
          'Upload-Offset': String(offset),
          'Content-Type': TUS_CONTENT_TYPE,
          'Tus-Resumable': '1.0.0',
        },
        body: toBodyInit(chunk),
        signal: call.signal,
      });
      return headerNumber(response, 'Upload-Offset');
    },
    /** `DELETE /api/tus{path}`: abandons an upload and removes the partial file. */
    async tusTerminate(path: string, call: CallOptions = {}): Promise<void> {
      await transport.send({
        method: 'DELETE',
        path: at(path),
        headers: { 'Tus-Resumable': '1.0.0' },
        signal: call.signal,
      });
    },
  };
}
