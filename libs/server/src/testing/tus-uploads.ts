import type { ClientRequest, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { Upload } from 'tus-js-client';
import type { TestServer } from './test-server';
import { PATCH_CONTENT_TYPE } from '../lib/tus/tus-upload';

/** Raw tus requests against a test server, the way tus-js-client sends them. */
export function tusClient(test: TestServer, token: string) {
  const url = (path: string) => `/api/tus${path}`;
  return {
    create: (path: string, length: number | string, query = '', as = token) =>
      test.request(`${url(path)}${query}`, {
        method: 'POST',
        token: as,
        headers: { 'Upload-Length': String(length), 'Tus-Resumable': '1.0.0' },
      }),
    head: (path: string, as = token) => test.request(url(path), { method: 'HEAD', token: as }),
    patch: (
      path: string,
      offset: number | string,
      body: string | Uint8Array<ArrayBuffer>,
      contentType = PATCH_CONTENT_TYPE,
      as = token,
    ) =>
      test.request(url(path), {
        method: 'PATCH',
        token: as,
        body,
        headers: { 'Upload-Offset': String(offset), 'Content-Type': contentType },
      }),
    remove: (path: string, as = token) => test.request(url(path), { method: 'DELETE', token: as }),
  };
}

/** A PATCH whose body the test writes piece by piece, to hold it open or abort it midway. */
export interface OpenPatch {
  request: ClientRequest;
  write(bytes: Uint8Array): Promise<void>;
  /** Ends the body and resolves with the answer's status and Upload-Offset. */
  end(): Promise<{ status: number; offset: string | undefined }>;
}

/** Starts a PATCH announcing `length` bytes of body. */
export function openPatch(
  test: TestServer,
  token: string,
  path: string,
  offset: number,
  length: number,
): OpenPatch {
  const request = httpRequest(`${test.url}/api/tus${path}`, {
    method: 'PATCH',
    headers: {
      'X-Auth': token,
      'Upload-Offset': String(offset),
      'Content-Type': PATCH_CONTENT_TYPE,
      'Content-Length': String(length),
    },
  });
  const answer = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  answer.catch(() => undefined);
  return {
    request,
    write: (bytes) =>
      new Promise((resolve, reject) => {
        request.write(bytes, (error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
    async end() {
      request.end();
      const response = await answer;
      response.resume();
      const offsetHeader = response.headers['upload-offset'];
      return { status: response.statusCode ?? 0, offset: offsetHeader as string | undefined };
    },
  };
}

/** Polls until `check` is true (at most ~10 s); for states another request brings about. */
export async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not reached');
}

/** `TestServer.request` for another address (a restarted server on the same files). */
export function requester(url: string): TestServer['request'] {
  return (path, init = {}) => {
    const { token, headers, ...rest } = init;
    const merged = new Headers(headers);
    if (token) merged.set('X-Auth', token);
    return fetch(`${url}${path}`, { ...rest, headers: merged });
  };
}

/** Bytes that differ at every offset, so a misplaced or repeated chunk shows. */
export function pattern(size: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index++) bytes[index] = (index * 31 + seed) % 251;
  return bytes;
}

/**
 * Uploads with tus-js-client 4 the way upstream's web client configures it. With `uploadUrl`
 * it resumes that upload (HEAD first), the way it does from its stored fingerprint.
 */
export function clientUpload(
  url: string,
  token: string,
  data: Buffer,
  hooks: { onChunk?: (upload: Upload, sent: number) => void; uploadUrl?: string } = {},
): { upload: Upload; done: Promise<void> } {
  let upload!: Upload;
  const done = new Promise<void>((resolve, reject) => {
    upload = new Upload(data, {
      endpoint: url,
      ...(hooks.uploadUrl !== undefined && { uploadUrl: hooks.uploadUrl }),
      chunkSize: 64 * 1024,
      retryDelays: [],
      parallelUploads: 1,
      storeFingerprintForResuming: false,
      headers: { 'X-Auth': token },
      onChunkComplete: (_size, sent) => hooks.onChunk?.(upload, sent),
      onSuccess: () => {
        resolve();
      },
      onError: reject,
    });
    upload.start();
  });
  return { upload, done };
}
