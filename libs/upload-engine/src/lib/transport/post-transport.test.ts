import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../testing/fake-environment';
import type { TransportRequest } from '../engine/types';
import { createPostTransport } from './post-transport';
import type { XhrLike } from './xhr-transport';
import { createXhrPostTransport } from './xhr-transport';

function request(overrides: Partial<TransportRequest> = {}): TransportRequest {
  return {
    path: '/a b/c.txt',
    body: new Blob(['hello world']),
    size: 11,
    overwrite: false,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    onRetry: () => undefined,
    ...overrides,
  };
}

describe('createPostTransport (api-client uploadFile)', () => {
  it('streams the body, reporting the bytes fetch has read', async () => {
    const { client } = fakeClient();
    const received: string[] = [];
    client.uploadFile = async (path, body, call) => {
      received.push(`${path} override=${String(call?.override)}`);
      received.push(await new Response(body as ReadableStream<Uint8Array>).text());
    };
    const progress: number[] = [];
    await createPostTransport(client)(
      request({ overwrite: true, onProgress: (sent) => progress.push(sent) }),
    );
    expect(received).toEqual(['/a b/c.txt override=true', 'hello world']);
    expect(progress.at(-1)).toBe(11);
  });

  it('maps failures to the catalogue: 409 as the status, no response, body text, abort', async () => {
    const { client } = fakeClient();
    const failures = [
      // shaped like the api-client's ApiError
      Object.assign(new Error('409 Conflict'), { status: 409 }),
      Object.assign(new Error('000 No connection'), { status: 0 }),
      Object.assign(new Error('403 Forbidden'), { status: 403 }),
      Object.assign(new Error('Request cancelled'), { status: 0, cancelled: true }),
      new TypeError('odd'),
    ];
    const messages = await Promise.all(
      failures.map(async (failure) => {
        client.uploadFile = () => Promise.reject(failure);
        return createPostTransport(client)(request()).catch(
          (error: unknown) => (error as Error).message,
        );
      }),
    );
    expect(messages).toEqual([
      '409',
      '001 Connection aborted',
      '403 Forbidden',
      'Upload aborted',
      'Upload failed',
    ]);
  });
});

/** An XMLHttpRequest stand-in: records the request; the test answers it. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | undefined;
  status = 0;
  responseText = '';
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  opened = '';
  headers: Record<string, string> = {};
  sent: Blob | undefined;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text = '') {
    Object.assign(this, { status, responseText: text });
    this.onload?.();
  }
}

describe('createXhrPostTransport (browsers)', () => {
  const send = createXhrPostTransport({
    baseURL: '/fb/',
    token: () => 'jwt',
    XMLHttpRequest: FakeXhr,
  });
  const current = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!FakeXhr.last) throw new Error('no request');
    return FakeXhr.last;
  };

  it('posts the Blob to the encoded path with the token and reports upload progress', async () => {
    const progress: number[] = [];
    const done = send(request({ overwrite: true, onProgress: (sent) => progress.push(sent) }));
    const xhr = await current();
    expect(xhr.opened).toBe('POST /fb/api/resources/a%20b/c.txt?override=true');
    expect(xhr.headers).toEqual({ 'X-Auth': 'jwt' });
    xhr.upload.onprogress?.({ loaded: 5 });
    xhr.answer(200);
    await done;
    expect(progress).toEqual([5]);
  });

  it('rejects with 409, the body, a connection error, and aborts on the signal', async () => {
    const results: string[] = [];
    const catchMessage = (promise: Promise<void>) =>
      promise.catch((error: unknown) => results.push((error as Error).message));
    let done = catchMessage(send(request()));
    (await current()).answer(409, '409 Conflict');
    await done;
    done = catchMessage(send(request()));
    (await current()).answer(500, '500 Internal Server Error');
    await done;
    done = catchMessage(send(request()));
    (await current()).onerror?.();
    await done;
    const controller = new AbortController();
    done = catchMessage(send(request({ signal: controller.signal })));
    await current();
    controller.abort();
    await done;
    expect(results).toEqual([
      '409',
      '500 Internal Server Error',
      '001 Connection aborted',
      'Upload aborted',
    ]);
  });
});
