import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { createServer } from '../create-server';

/**
 * The sum of the samples named `name` whose labels include `labels` (0 when there are none),
 * read from Prometheus' text format the way a scraper reads it.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = new Map<string, string>();
    for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(
      /(\w+)="((?:[^"\\]|\\.)*)"/g,
    )) {
      found.set(key, value);
    }
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** Sends the first `sent` bytes of a `total`-byte POST body and leaves the rest pending. */
function stalledUpload(url: string, token: string, sent: number, total: number) {
  const request = httpRequest(url, {
    method: 'POST',
    headers: { 'X-Auth': token, 'Content-Length': String(total) },
  });
  request.on('error', () => undefined);
  request.write(Buffer.alloc(sent, 1));
  return request;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; !(await check()); tries++) {
    if (tries > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function start(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  const server = await startTestServer(...args);
  servers.push(server);
  return server;
}

describe('/metrics', () => {
  it('is not there unless enabled', async () => {
    const test = await start({}, { baseURL: '/fb' });
    expect((await test.request('/metrics')).status).toBe(404);
    expect(test.server.metricsURL).toBeUndefined();
  });

  it('times requests by route pattern, method and status class, never by path', async () => {
    const test = await start(
      { 'data/secret-name.txt': 'x' },
      { baseURL: '/fb', metrics: { enabled: true } },
    );
    expect(test.server.metricsURL).toBe(`${test.url}/metrics`);
    const token = await test.login();
    for (let i = 0; i < 3; i++) await test.request('/api/resources/secret-name.txt', { token });
    await test.request('/api/resources/missing.txt', { token });
    await test.request('/api/no-such-route');

    const text = await scrape(`${test.url}/metrics`);
    const count = 'filebrowser_http_request_duration_seconds_count';
    expect(sample(text, count, { route: '/api/resources/*', method: 'GET', status: '2xx' })).toBe(
      3,
    );
    expect(sample(text, count, { route: '/api/resources/*', method: 'GET', status: '4xx' })).toBe(
      1,
    );
    expect(sample(text, count, { route: '/api/login', method: 'POST', status: '2xx' })).toBe(1);
    expect(sample(text, count, { route: 'unmatched', status: '4xx' })).toBe(1);
    expect(text).not.toContain('secret-name');
    expect(text).not.toContain('missing.txt');
    // Node's own process metrics come along.
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
  });

  it('counts bytes up after an upload and bytes down after a download', async () => {
    const test = await start({}, { metrics: { enabled: true } });
    const token = await test.login();
    const before = await scrape(`${test.url}/metrics`);
    const upload = await test.request('/api/resources/big.bin', {
      method: 'POST',
      token,
      body: Buffer.alloc(300_000, 7),
    });
    expect(upload.status).toBe(200);
    const afterUpload = await scrape(`${test.url}/metrics`);
    const received = 'filebrowser_http_received_bytes_total';
    expect(sample(afterUpload, received) - sample(before, received)).toBeGreaterThanOrEqual(
      300_000,
    );

    const download = await test.request('/api/raw/big.bin', { token });
    expect((await download.arrayBuffer()).byteLength).toBe(300_000);
    const afterDownload = await scrape(`${test.url}/metrics`);
    const sent = 'filebrowser_http_sent_bytes_total';
    expect(sample(afterDownload, sent) - sample(afterUpload, sent)).toBeGreaterThanOrEqual(300_000);
  });

  it('counts an upload in flight until its body is in, and tus uploads begun', async () => {
    const test = await start({}, { metrics: { enabled: true } });
    const token = await test.login();
    const metrics = `${test.url}/metrics`;
    const inFlight = async () =>
      sample(await scrape(metrics), 'filebrowser_uploads_in_flight', { kind: 'post' });
    expect(await inFlight()).toBe(0);

    const upload = stalledUpload(`${test.url}/api/resources/slow.bin`, token, 1000, 2000);
    const answered = new Promise<number>((resolve) => {
      upload.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
    });
    await until(async () => (await inFlight()) === 1);
    upload.end(Buffer.alloc(1000, 2));
    expect(await answered).toBe(200);
    await until(async () => (await inFlight()) === 0);

    const created = await test.request('/api/tus/resumable.bin', {
      method: 'POST',
      token,
      headers: { 'Upload-Length': '10', 'Tus-Resumable': '1.0.0' },
    });
    expect(created.status).toBe(201);
    expect(sample(await scrape(metrics), 'filebrowser_tus_uploads_pending')).toBe(1);
  });

  it('counts the throttle refusals of a failed login burst', async () => {
    const test = await start({}, { metrics: { enabled: true }, rateLimit: { maxAttempts: 2 } });
    const rejections = async () =>
      sample(await scrape(`${test.url}/metrics`), 'filebrowser_rate_limit_rejections_total', {
        route: '/api/login',
      });
    expect(await rejections()).toBe(0);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await test.request('/api/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: 'wrong password!' }),
      });
      statuses.push(response.status);
    }
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(0);
    expect(await rejections()).toBe(refused);
  });

  it('reports the search index size, readiness and lag', async () => {
    const test = await start(
      { 'data/a/b.txt': 'b', 'data/c.txt': 'c' },
      { metrics: { enabled: true } },
    );
    const metrics = `${test.url}/metrics`;
    await until(async () => sample(await scrape(metrics), 'filebrowser_search_index_ready') === 1);
    const text = await scrape(metrics);
    expect(sample(text, 'filebrowser_search_index_entries')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'filebrowser_search_index_bytes')).toBeGreaterThan(0);
    const entries = sample(text, 'filebrowser_search_index_entries');

    // A write is pending until the index applies it; then the lag is back to nothing.
    const token = await test.login();
    await test.request('/api/resources/new.txt', { method: 'POST', token, body: 'new' });
    await until(async () => {
      const now = await scrape(metrics);
      return (
        sample(now, 'filebrowser_search_index_entries') === entries + 1 &&
        sample(now, 'filebrowser_search_index_pending_writes') === 0 &&
        sample(now, 'filebrowser_search_index_lag_seconds') === 0
      );
    });
  });

  it('listens on its own address when given one, and not on the main port', async () => {
    const test = await start(
      {},
      { metrics: { enabled: true, address: { host: '127.0.0.1', port: 0 } } },
    );
    const url = test.server.metricsURL;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(url ?? '').port).not.toBe(new URL(test.url).port);
    expect((await test.request('/metrics')).status).toBe(404);
    await test.login();
    expect(
      sample(await scrape(url ?? ''), 'filebrowser_http_request_duration_seconds_count', {
        route: '/api/login',
      }),
    ).toBe(1);
    expect((await fetch(new URL('/api/login', url))).status).toBe(404);
  });

  it('says which address it could not listen on', async () => {
    const taken = createHttpServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    const dir = mkdtempSync(join(tmpdir(), 'fb-metrics-taken-'));
    const server = await createServer({
      root: join(dir, 'data'),
      database: join(dir, 'fb.db'),
      adminPassword: 'metrics-test-password',
      metrics: { enabled: true, address: { host: '127.0.0.1', port } },
    });
    try {
      await expect(server.listen({ host: '127.0.0.1', port: 0 })).rejects.toThrow(
        `metrics cannot listen on 127.0.0.1:${String(port)}: listen EADDRINUSE`,
      );
    } finally {
      await server.close();
      taken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps each server its own counters', async () => {
    const first = await start({}, { metrics: { enabled: true } });
    const second = await start({}, { metrics: { enabled: true } });
    await first.login();
    await first.login();
    const count = 'filebrowser_http_request_duration_seconds_count';
    const logins = { route: '/api/login' };
    expect(sample(await scrape(`${first.url}/metrics`), count, logins)).toBe(2);
    expect(sample(await scrape(`${second.url}/metrics`), count, logins)).toBe(0);
  });
});
