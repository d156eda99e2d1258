import { describe, expect, it } from 'vitest';
import { UploadError } from '../transport/errors';
import { fakeClient, fakeTime, fakeTransport, settle } from '../../testing/fake-environment';
import type { DrainedEvent, UploadEngineOptions, UploadErrorEvent } from './types';
import { createUploadEngine } from './upload-engine';

const bytes = (size: number) => new Uint8Array(size);
/** Shaped like the api-client's ApiError. */
const apiError = (message: string, status: number) => Object.assign(new Error(message), { status });

function setup(options: Partial<UploadEngineOptions> = {}) {
  const time = fakeTime();
  const post = fakeTransport();
  const { client, folders } = fakeClient();
  const engine = createUploadEngine({
    client,
    clock: time.clock,
    scheduler: time.scheduler,
    transports: { post: post.transport },
    ...options,
  });
  const drained: DrainedEvent[] = [];
  const errors: UploadErrorEvent[] = [];
  engine.on('drained', (event) => drained.push(event));
  engine.on('error', (event) => errors.push(event));
  return { engine, time, post, folders, drained, errors };
}

describe('createUploadEngine: order and concurrency', () => {
  it('starts items in order, at most `concurrency` at once, the next as one finishes', async () => {
    const { engine, post } = setup({ concurrency: 3 });
    engine.add(
      ['a', 'b', 'c', 'd', 'e'].map((name) => ({ path: `/${name}.txt`, file: bytes(10) })),
    );
    await settle();
    expect(post.calls.map((call) => call.path)).toEqual(['/a.txt', '/b.txt', '/c.txt']);
    expect(engine.getState().pendingCount).toBe(5);

    post.call('/b.txt').resolve();
    await settle();
    expect(post.calls.map((call) => call.path)).toEqual(['/a.txt', '/b.txt', '/c.txt', '/d.txt']);
    expect(engine.getState().active.map((item) => item.path)).toEqual([
      '/a.txt',
      '/c.txt',
      '/d.txt',
    ]);
  });

  it('defaults to 5 at once and keeps the limit within 1–10', async () => {
    const entries = Array.from({ length: 12 }, (_, index) => ({
      path: `/f${index}`,
      file: bytes(1),
    }));
    for (const [concurrency, expected] of [
      [undefined, 5],
      [0, 1],
      [20, 10],
      [Number.NaN, 5],
    ] as const) {
      const { engine, post } = setup({ concurrency });
      engine.add(entries);
      await settle();
      expect(post.calls).toHaveLength(expected);
    }
  });

  it('creates a folder before anything inside it starts', async () => {
    const time = fakeTime();
    const post = fakeTransport();
    let finishFolder: () => void = () => undefined;
    const { client } = fakeClient();
    const created: string[] = [];
    client.createFolder = (path) => {
      created.push(path);
      return new Promise<void>((resolve) => (finishFolder = resolve));
    };
    const engine = createUploadEngine({
      client,
      clock: time.clock,
      scheduler: time.scheduler,
      transports: { post: post.transport },
    });
    engine.add([
      { path: '/photos/', isDir: true },
      { path: '/photos/a.jpg', file: bytes(3) },
      { path: '/top.txt', file: bytes(3) },
    ]);
    await settle();
    expect(created).toEqual(['/photos/']);
    expect(post.calls).toHaveLength(0); // in order: top.txt waits behind photos/a.jpg

    finishFolder();
    await settle();
    expect(post.calls.map((call) => call.path)).toEqual(['/photos/a.jpg', '/top.txt']);
  });
});

/** Every event of the engine as `kind path bytes`, in the order they came. */
function eventLog(engine: ReturnType<typeof createUploadEngine>) {
  const log: string[] = [];
  engine.on('progress', ({ item, totals }) => {
    log.push(`progress ${item.path} ${item.sentBytes} (${totals.sentBytes}/${totals.totalBytes})`);
  });
  engine.on('complete', ({ item }) => log.push(`complete ${item.path}`));
  engine.on('error', ({ item, message }) => log.push(`error ${item.path} ${message}`));
  engine.on('retry', ({ item, attempt, delayMs }) => {
    log.push(`retry ${item.path} #${attempt} after ${delayMs} ms`);
  });
  engine.on('drained', ({ aborted }) => log.push(`drained aborted=${String(aborted)}`));
  return log;
}

describe('createUploadEngine: progress', () => {
  it('delivers acknowledged bytes per item and the state at the asked rate, the last at once', async () => {
    const { engine, post, time } = setup({ progressInterval: 250 });
    const log = eventLog(engine);
    const states: number[] = [];
    engine.subscribe((state) => states.push(state.sentBytes));
    engine.add([
      { path: '/a.bin', file: bytes(1000) },
      { path: '/b.bin', file: bytes(3000) },
    ]);
    await settle();
    post.call('/a.bin').onProgress(200);
    post.call('/a.bin').onProgress(500);
    post.call('/b.bin').onProgress(100);
    expect(log).toEqual([]); // held back until the next delivery
    expect(engine.getState().sentBytes).toBe(600); // getState is never held back

    time.tick(250);
    expect(log).toEqual(['progress /a.bin 500 (600/4000)', 'progress /b.bin 100 (600/4000)']);
    expect(states).toEqual([600]);
    time.tick(250);
    expect(log).toHaveLength(2); // nothing moved, nothing sent

    post.call('/a.bin').onProgress(700);
    post.call('/a.bin').resolve();
    await settle();
    expect(log.slice(2)).toEqual(['progress /a.bin 1000 (1100/4000)', 'complete /a.bin']);
    post.call('/b.bin').reject(new UploadError('500 Internal Server Error'));
    await settle();
    expect(log.slice(4)).toEqual([
      'error /b.bin 500 Internal Server Error',
      'drained aborted=false',
    ]);
    expect(states.at(-2)).toBe(1100); // the batch's last state, then the reset one
    expect(states.at(-1)).toBe(0);
  });

  it('delivers 10 times a second by default', async () => {
    const { engine, post, time } = setup();
    const log = eventLog(engine);
    engine.add([{ path: '/a.bin', file: bytes(1000) }]);
    await settle();
    post.call('/a.bin').onProgress(100);
    time.tick(100);
    expect(log).toEqual(['progress /a.bin 100 (100/1000)']);
  });

  it('holds an item one byte short until the server answered, and never goes back', async () => {
    const { engine, post } = setup();
    engine.add([{ path: '/a.bin', file: bytes(1000) }]);
    await settle();
    post.call('/a.bin').onProgress(600);
    post.call('/a.bin').onProgress(300);
    expect(engine.getState().items[0]).toMatchObject({ sentBytes: 600, percent: '60.00' });
    post.call('/a.bin').onProgress(1000); // all handed over, no answer yet
    expect(engine.getState().items[0]).toMatchObject({ sentBytes: 999, percent: '99.90' });
    post.call('/a.bin').resolve();
    const { items } = await engine.whenDrained();
    expect(items[0]).toMatchObject({ sentBytes: 1000, percent: '100.00' });
  });

  it('shows no speed or time left until there is enough data, then bytes over the last 5 s', async () => {
    const { engine, post, time } = setup();
    engine.add([{ path: '/a.bin', file: bytes(19_000) }]);
    await settle();
    time.tick(300);
    post.call('/a.bin').onProgress(100);
    expect(engine.getState()).toMatchObject({
      bytesPerSecond: null,
      etaSeconds: null,
      eta: '--:--:--',
    });
    time.tick(700);
    post.call('/a.bin').onProgress(1000);
    expect(engine.getState()).toMatchObject({
      bytesPerSecond: 1000,
      etaSeconds: 18,
      eta: '00:00:18',
    });
    for (let second = 1; second <= 5; second++) {
      time.tick(1000);
      post.call('/a.bin').onProgress(1000 + second * 2000);
    }
    expect(engine.getState()).toMatchObject({ bytesPerSecond: 2000, eta: '00:00:04' });
  });

  it('says `--:--:--` until a speed is known and counts folders and empty files as 1 byte', () => {
    const { engine } = setup();
    engine.add([{ path: '/empty.txt', file: bytes(0) }, { path: '/dir/' }]);
    expect(engine.getState()).toMatchObject({ totalBytes: 2, eta: '--:--:--', percent: '0.00' });
  });

  it('credits a finished file in full and drops the unsent rest of a failed one', async () => {
    const { engine, post } = setup();
    engine.add([
      { path: '/ok.bin', file: bytes(1000) },
      { path: '/bad.bin', file: bytes(1000) },
      { path: '/later.bin', file: bytes(1000) },
    ]);
    await settle();
    post.call('/ok.bin').onProgress(100);
    post.call('/bad.bin').onProgress(400);
    post.call('/ok.bin').resolve();
    post.call('/bad.bin').reject(new UploadError('500 Internal Server Error'));
    await settle();
    const state = engine.getState();
    expect(state.sentBytes).toBe(1400);
    expect(state.totalBytes).toBe(2400); // 600 bytes that never went are out of the total
    expect(state.items.map((item) => item.status)).toEqual(['done', 'failed', 'uploading']);
  });

  it("reports a transport's retries between the progress of the item", async () => {
    const { engine, post } = setup();
    const log = eventLog(engine);
    engine.add([{ path: '/a.bin', file: bytes(10) }]);
    await settle();
    post.call('/a.bin').onProgress(4);
    post.call('/a.bin').onRetry({ attempt: 1, delayMs: 0, message: '000 No connection' });
    post.call('/a.bin').resolve();
    await engine.whenDrained();
    expect(log).toEqual([
      'retry /a.bin #1 after 0 ms',
      'progress /a.bin 10 (10/10)',
      'complete /a.bin',
      'drained aborted=false',
    ]);
  });
});

describe('createUploadEngine: drain, errors and abort', () => {
  it('fires drained with every outcome, then resets the state and stops sampling', async () => {
    const { engine, post, time, drained, errors } = setup();
    engine.add([
      { path: '/a.txt', file: bytes(5) },
      { path: '/b.txt', file: bytes(5) },
    ]);
    const whenDrained = engine.whenDrained();
    await settle();
    post.call('/a.txt').resolve();
    post.call('/b.txt').reject(new UploadError('409'));
    const event = await whenDrained;

    expect(event.aborted).toBe(false);
    expect(event.items.map((item) => [item.path, item.status, item.error])).toEqual([
      ['/a.txt', 'done', undefined],
      ['/b.txt', 'failed', '409'],
    ]);
    expect(drained).toHaveLength(1);
    expect(errors.map((error) => [error.item.path, error.message])).toEqual([['/b.txt', '409']]);
    expect(engine.getState()).toMatchObject({
      uploading: false,
      items: [],
      totalBytes: 0,
      sentBytes: 0,
    });
    expect(time.running()).toBe(0);
  });

  it('reports unknown failures as "Upload failed" and failed folders by their status', async () => {
    const time = fakeTime();
    const post = fakeTransport();
    const { client } = fakeClient(new Map([['/locked/', apiError('403 Forbidden', 403)]]));
    const engine = createUploadEngine({
      client,
      clock: time.clock,
      scheduler: time.scheduler,
      transports: { post: post.transport },
    });
    const errors: string[] = [];
    engine.on('error', (event) => errors.push(event.message));
    engine.add([{ path: '/locked/' }, { path: '/x.txt', file: bytes(1) }]);
    await settle();
    post.call('/x.txt').reject(new TypeError('boom'));
    await engine.whenDrained();
    expect(errors).toEqual(['403 Forbidden', 'Upload failed']);
  });

  it('aborts: pending items skipped, active ones cancelled silently, then drained and reset', async () => {
    const { engine, post, drained, errors } = setup({ concurrency: 2 });
    engine.add(['a', 'b', 'c', 'd'].map((name) => ({ path: `/${name}`, file: bytes(10) })));
    await settle();
    for (const call of post.calls)
      call.signal.addEventListener('abort', () => {
        call.reject(new UploadError('Upload aborted'));
      });

    await engine.abort();
    expect(post.calls.map((call) => call.signal.aborted)).toEqual([true, true]);
    expect(drained[0]?.aborted).toBe(true);
    expect(drained[0]?.items.map((item) => item.status)).toEqual([
      'aborted',
      'aborted',
      'skipped',
      'skipped',
    ]);
    expect(errors).toEqual([]);
    expect(engine.getState().items).toEqual([]);

    engine.add([{ path: '/after', file: bytes(1) }]); // the queue works again after a reset
    await settle();
    expect(post.calls.at(-1)?.path).toBe('/after');
  });
});

describe('createUploadEngine: resumable tus uploads', () => {
  const tus = { chunkSize: 100, retryCount: 3 };
  const url = 'http://fb.test/api/tus/a.bin';

  it('keeps a tus upload on abort({ resumable }), with its URL on the aborted item', async () => {
    const tusTransport = fakeTransport();
    const { engine, drained } = setup({ tus, transports: { tus: tusTransport.transport } });
    engine.add([{ path: '/a.bin', file: bytes(1000) }]);
    await settle();
    const call = tusTransport.call('/a.bin');
    expect(call.uploadUrl).toBeUndefined();
    call.onUploadUrl?.(url);
    call.onProgress(300);
    call.signal.addEventListener('abort', () => {
      call.reject(new UploadError('Upload aborted'));
    });

    await engine.abort({ resumable: true });
    expect(call.signal.reason).toBe('resumable'); // the tus transport does not terminate it
    expect(drained[0]?.items[0]).toMatchObject({
      status: 'aborted',
      sentBytes: 300,
      tusUploadUrl: url,
    });
  });

  it("resumes from an entry's tus URL; the server's earlier bytes show, but not as speed", async () => {
    const tusTransport = fakeTransport();
    const { engine, time } = setup({ tus, transports: { tus: tusTransport.transport } });
    engine.add([{ path: '/a.bin', file: bytes(10_000), tusUploadUrl: url }]);
    await settle();
    const call = tusTransport.call('/a.bin');
    expect(call.uploadUrl).toBe(url);
    call.onResumed?.(6000); // the server's offset when the upload was joined
    expect(engine.getState()).toMatchObject({ sentBytes: 6000, percent: '60.00' });
    time.tick(1000);
    call.onProgress(7000);
    expect(engine.getState()).toMatchObject({ bytesPerSecond: 1000, etaSeconds: 3 });
  });
});

describe('createUploadEngine: transports and sources', () => {
  const tus = { chunkSize: 100, retryCount: 3 };

  it('sends files larger than one chunk by tus, the rest and streams by POST', async () => {
    const tusTransport = fakeTransport();
    const post = fakeTransport();
    const engine = createUploadEngine({
      ...fakeClient(),
      clock: () => 0,
      scheduler: fakeTime().scheduler,
      tus,
      transports: { post: post.transport, tus: tusTransport.transport },
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes(500));
        controller.close();
      },
    });
    engine.add([
      { path: '/small', file: bytes(100) },
      { path: '/large', file: new Blob([bytes(101)]) },
      { path: '/stream', file: stream, size: 500 },
    ]);
    await settle();
    expect(post.calls.map((call) => call.path)).toEqual(['/small', '/stream']);
    expect(tusTransport.calls.map((call) => [call.path, call.size])).toEqual([['/large', 101]]);
  });

  it('asks the server for the tus settings once when none are given', async () => {
    const tusTransport = fakeTransport();
    const post = fakeTransport();
    const { client } = fakeClient();
    let asked = 0;
    client.getPublicSettings = () => {
      asked++;
      return Promise.resolve({ tus });
    };
    const engine = createUploadEngine({
      client,
      scheduler: fakeTime().scheduler,
      transports: { post: post.transport, tus: tusTransport.transport },
    });
    engine.add([
      { path: '/large', file: new Blob([bytes(101)]) },
      { path: '/small', file: new Blob([bytes(100)]) },
      { path: '/larger', file: new Blob([bytes(500)]) },
    ]);
    await settle();
    expect(asked).toBe(1);
    expect(tusTransport.calls.map((call) => call.path)).toEqual(['/large', '/larger']);
    expect(post.calls.map((call) => call.path)).toEqual(['/small']);
  });

  it('asks again for the next file when the settings could not be read', async () => {
    const post = fakeTransport();
    const { client } = fakeClient();
    let asked = 0;
    client.getPublicSettings = () =>
      ++asked === 1
        ? Promise.reject(Object.assign(new Error('000 No connection'), { status: 0 }))
        : Promise.resolve({ tus });
    const tusTransport = fakeTransport();
    const engine = createUploadEngine({
      client,
      concurrency: 1,
      scheduler: fakeTime().scheduler,
      transports: { post: post.transport, tus: tusTransport.transport },
    });
    engine.add([
      { path: '/first', file: new Blob([bytes(500)]) },
      { path: '/second', file: new Blob([bytes(500)]) },
    ]);
    await settle();
    post.call('/first').resolve(); // without settings: plain POST
    await settle();
    expect(asked).toBe(2);
    expect(tusTransport.calls.map((call) => call.path)).toEqual(['/second']);
  });

  it('uses POST only when the server has no public settings (upstream: 404)', async () => {
    const { engine, post } = setup();
    engine.add([{ path: '/big', file: new Blob([bytes(1000)]) }]);
    await settle();
    expect(post.calls.map((call) => call.path)).toEqual(['/big']);
  });

  it('uses POST only without tus settings, and fails loudly on malformed ones', async () => {
    const { engine, post } = setup({ tus: null });
    engine.add([{ path: '/big', file: bytes(10_000) }]);
    await settle();
    expect(post.calls.map((call) => call.path)).toEqual(['/big']);

    const broken = setup({ tus: { chunkSize: Number.NaN, retryCount: 1 } });
    broken.engine.add([{ path: '/big', file: bytes(10_000) }]);
    const event = await broken.engine.whenDrained();
    expect(event.items[0]).toMatchObject({
      status: 'failed',
      error: 'Tus.io settings are not defined',
    });
  });

  it('opens local paths with openFile and learns their size', async () => {
    const opened: string[] = [];
    const { engine, post } = setup({
      openFile: (path) => {
        opened.push(path);
        return Promise.resolve(new Blob([bytes(250)]));
      },
    });
    engine.add([{ path: '/remote.bin', file: '/local/file.bin' }]);
    await settle();
    expect(opened).toEqual(['/local/file.bin']);
    expect(post.call('/remote.bin').size).toBe(250);
    expect(engine.getState().totalBytes).toBe(250);
  });

  it('passes the overwrite flag and names items after their last segment', async () => {
    const { engine, post } = setup();
    engine.add([
      { path: '/docs/a b.txt', file: new Blob(['x'], { type: 'text/plain' }), overwrite: true },
    ]);
    await settle();
    expect(post.call('/docs/a b.txt').overwrite).toBe(true);
    expect(engine.getState().items[0]).toMatchObject({
      name: 'a b.txt',
      type: 'text',
      isDir: false,
    });
  });
});
