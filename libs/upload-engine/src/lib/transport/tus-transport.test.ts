import type { HttpRequest, HttpResponse, UploadOptions } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../testing/fake-environment';
import type { TransportRequest } from '../engine/types';
import type { TusUploadConstructor } from './tus-transport';
import { createTusTransport } from './tus-transport';

/** A stand-in for tus-js-client's Upload that records its options and how it was driven. */
function fakeUpload() {
  const made: {
    file: Blob;
    options: UploadOptions;
    started: number;
    aborted: boolean[];
    upload: { url: string | null };
  }[] = [];
  const Upload = class {
    url: string | null = null;
    constructor(file: Blob, options: UploadOptions) {
      made.push({ file, options, started: 0, aborted: [], upload: this });
    }
    start() {
      const last = made.at(-1);
      if (last) last.started++;
    }
    abort(shouldTerminate?: boolean) {
      made.at(-1)?.aborted.push(shouldTerminate ?? false);
      return Promise.resolve();
    }
  } satisfies TusUploadConstructor;
  return { Upload, made };
}

function request(overrides: Partial<TransportRequest> = {}): TransportRequest {
  return {
    path: '/docs/big file.bin',
    body: new Blob(['0123456789']),
    size: 10,
    overwrite: true,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    onRetry: () => undefined,
    ...overrides,
  };
}

const response = (status: number, body = '') => ({ getStatus: () => status, getBody: () => body });
const detailed = (res: ReturnType<typeof response> | null) =>
  Object.assign(new Error('tus: failed'), { originalRequest: {}, originalResponse: res });

describe('createTusTransport', () => {
  it('configures tus-js-client like upstream: chunk size, retries, one request, token', () => {
    const { Upload, made } = fakeUpload();
    const { client } = fakeClient();
    const send = createTusTransport({ client, settings: { chunkSize: 4, retryCount: 5 }, Upload });
    void send(request());

    const { options, started } = made[0] ?? { started: 0 };
    expect(started).toBe(1);
    expect(options).toMatchObject({
      endpoint: 'http://fb.test/api/tus/docs/big file.bin?override=true',
      chunkSize: 4,
      uploadSize: 10,
      retryDelays: [0, 1000, 2000, 4000, 8000],
      parallelUploads: 1,
      storeFingerprintForResuming: false,
      headers: { 'X-Auth': 'token-1' },
    });
  });

  it('never retries a 409, retries other failures and reports each retry; none for a count of 0', () => {
    const { Upload, made } = fakeUpload();
    const { client } = fakeClient();
    void createTusTransport({ client, settings: { chunkSize: 4, retryCount: 0 }, Upload })(
      request(),
    );
    expect(made[0]?.options.retryDelays).toBeNull();

    const retries: unknown[] = [];
    void createTusTransport({ client, settings: { chunkSize: 4, retryCount: 3 }, Upload })(
      request({ onRetry: (retry) => retries.push(retry) }),
    );
    const options = made[1]?.options ?? {};
    const retry = (error: ReturnType<typeof detailed>, attempt: number) =>
      options.onShouldRetry?.(error as never, attempt, options);
    expect(retry(detailed(response(409, '409 Conflict')), 0)).toBe(false);
    expect(retry(detailed(response(503, '503 Service Unavailable')), 0)).toBe(true);
    expect(retry(detailed(null), 2)).toBe(true);
    // tus-js-client waits retryDelays[attempt] before trying again: 0, 1000, 2000 ms.
    expect(retries).toEqual([
      { attempt: 1, delayMs: 0, message: '503 Service Unavailable' },
      { attempt: 3, delayMs: 2000, message: '000 No connection' },
    ]);
  });

  it('reads Blob slices as bytes, so the same source works in Node and browsers', async () => {
    const { Upload, made } = fakeUpload();
    void createTusTransport({
      client: fakeClient().client,
      settings: { chunkSize: 4, retryCount: 1 },
      Upload,
    })(request());
    const source = await made[0]?.options.fileReader?.openFile(new Blob(['0123456789']), 4);
    const slice = await source?.slice(4, 8);
    expect(source?.size).toBe(10);
    expect(new TextDecoder().decode(slice?.value as Uint8Array)).toBe('4567');
    expect(slice?.done).toBe(false);
    expect((slice?.value as { size: number }).size).toBe(4);
    expect((await source?.slice(8, 12))?.done).toBe(true);
  });

  it('reports the offsets the server acknowledged, not the bytes sent, and maps failures', async () => {
    const { Upload, made } = fakeUpload();
    const send = createTusTransport({
      client: fakeClient().client,
      settings: { chunkSize: 4, retryCount: 1 },
      Upload,
    });
    const sent: number[] = [];
    const outcomes = [
      detailed(null),
      detailed(response(409, '409 Conflict')),
      detailed(response(500, '')),
      new Error('tus: something local'),
    ].map((error, index) => {
      const done = send(request({ onProgress: (bytes) => sent.push(bytes) }));
      made[index]?.options.onProgress?.(8, 10); // written to the request: not reported
      made[index]?.options.onChunkComplete?.(6, 6, 10); // the server's Upload-Offset
      made[index]?.options.onError?.(error);
      return done.catch((rejection: unknown) => (rejection as Error).message);
    });
    expect(await Promise.all(outcomes)).toEqual([
      '000 No connection',
      '409 Conflict',
      'Upload failed',
      'Upload failed',
    ]);
    expect(sent).toEqual([6, 6, 6, 6]);
  });

  it('resolves on success and terminates the upload on abort, silently', async () => {
    const { Upload, made } = fakeUpload();
    const send = createTusTransport({
      client: fakeClient().client,
      settings: { chunkSize: 4, retryCount: 1 },
      Upload,
    });
    const ok = send(request());
    made[0]?.options.onSuccess?.({ lastResponse: {} as never });
    await expect(ok).resolves.toBeUndefined();

    const controller = new AbortController();
    const aborted = send(request({ signal: controller.signal }));
    controller.abort();
    await expect(aborted).rejects.toThrow('Upload aborted');
    expect(made[1]?.aborted).toEqual([true]);
  });

  it('keeps the upload on a resumable abort, and resumes one from its URL', async () => {
    const { Upload, made } = fakeUpload();
    const send = createTusTransport({
      client: fakeClient().client,
      settings: { chunkSize: 4, retryCount: 1 },
      Upload,
    });
    const first = new AbortController();
    const urls: string[] = [];
    const aborted = send(request({ signal: first.signal, onUploadUrl: (url) => urls.push(url) }));
    expect(made[0]?.options.uploadUrl).toBeNull(); // a new upload: created from the endpoint
    Object.assign(made[0]?.upload ?? {}, { url: 'http://fb.test/api/tus/docs/big%20file.bin' });
    made[0]?.options.onUploadUrlAvailable?.();
    first.abort('resumable');
    await expect(aborted).rejects.toThrow('Upload aborted');
    expect(made[0]?.aborted).toEqual([false]); // not terminated: the server keeps the bytes
    expect(urls).toEqual(['http://fb.test/api/tus/docs/big%20file.bin']);

    const progress: string[] = [];
    void send(
      request({
        uploadUrl: urls[0],
        onResumed: (offset) => progress.push(`resumed ${offset}`),
        onProgress: (bytes) => progress.push(`sent ${bytes}`),
      }),
    );
    const options: UploadOptions = made[1]?.options ?? {};
    expect(options.uploadUrl).toBe(urls[0]);
    // tus-js-client asks HEAD for the server's offset, then sends from there.
    const head = (offset: string, status = 200) => {
      void options.onAfterResponse?.(
        { getMethod: () => 'HEAD' } as unknown as HttpRequest,
        { getStatus: () => status, getHeader: () => offset } as unknown as HttpResponse,
      );
    };
    head('6', 404);
    head('6');
    options.onChunkComplete?.(4, 10, 10);
    head('10'); // a retry's HEAD after sending: bytes of this request, not earlier ones
    expect(progress).toEqual(['resumed 6', 'sent 10']);
  });

  it('fails with "Tus.io settings are not defined" when the settings are missing', async () => {
    const { Upload, made } = fakeUpload();
    for (const settings of [undefined, null, { chunkSize: 0, retryCount: 1 }]) {
      const send = createTusTransport({ client: fakeClient().client, settings, Upload });
      await expect(send(request())).rejects.toThrow('Tus.io settings are not defined');
    }
    expect(made).toHaveLength(0);
  });
});
