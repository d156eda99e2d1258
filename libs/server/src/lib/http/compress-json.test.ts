import type { Listing } from '@file-browser/api-contract';
import Fastify from 'fastify';
import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { plainRequest } from '../../testing/plain-http';
import { startTestServer } from '../../testing/test-server';
import { compressJson, partsAsTheyCome } from './compress-json';

/** The answer as it crossed the wire (no coding asked for or undone but the test's own). */
const raw = (test: TestServer, path: string, headers: Record<string, string>, method = 'GET') =>
  plainRequest(test.url, path, headers, method);

describe('JSON answers compressed by Accept-Encoding (issue 28 item 11)', () => {
  let test: TestServer;
  let token: string;

  beforeAll(async () => {
    const files: Record<string, string> = { 'data/small/a.txt': 'a', 'data/file.js': 'x' };
    for (let i = 0; i < 5000; i++) files[`data/big/entry-${String(i)}.txt`] = 'x';
    test = await startTestServer(files);
    token = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  it('sends a large listing as brotli or gzip, as the client prefers, decoding to the same JSON', async () => {
    const plain = await raw(test, '/api/resources/big/', { 'X-Auth': token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
    const listing = JSON.parse(plain.body.toString()) as Listing;
    expect(listing.items).toHaveLength(5000);

    const br = await raw(test, '/api/resources/big/', {
      'X-Auth': token,
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(listing);

    const gz = await raw(test, '/api/resources/big/', {
      'X-Auth': token,
      'Accept-Encoding': 'br;q=0.5, gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(listing);

    // A page (not streamed) is compressed too once it is large enough.
    const page = await raw(test, '/api/resources/big/?limit=200&offset=0', {
      'X-Auth': token,
      'Accept-Encoding': 'br',
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect((JSON.parse(brotliDecompressSync(page.body).toString()) as Listing).items).toHaveLength(
      200,
    );
  });

  it('leaves small answers (a file info), HEAD, identity-only clients and file downloads as they are', async () => {
    const small = await raw(test, '/api/resources/small/a.txt', {
      'X-Auth': token,
      'Accept-Encoding': 'br',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ name: 'a.txt' });

    const refused = await raw(test, '/api/resources/big/', {
      'X-Auth': token,
      'Accept-Encoding': 'br;q=0, gzip;q=0',
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(refused.body.toString()) as Listing).items).toHaveLength(5000);

    const head = await raw(
      test,
      '/api/resources/big/',
      { 'X-Auth': token, 'Accept-Encoding': 'br' },
      'HEAD',
    );
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();

    const download = await raw(test, '/api/raw/big/entry-1.txt', {
      'X-Auth': token,
      'Accept-Encoding': 'br, gzip',
    });
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.body.toString()).toBe('x');
  });
});

describe('a page sent in parts (partsAsTheyCome)', () => {
  it('reaches the client a part at a time, each decodable as it comes, brotli and gzip', async () => {
    const app = Fastify();
    compressJson(app);
    let release = () => {};
    app.get('/page', (_request, reply) => {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      async function* parts() {
        yield Buffer.from('<html><head><link rel="stylesheet" href="a.css"></head><body>');
        await held;
        yield Buffer.from('<script type="application/json">{}</script></body></html>');
      }
      return reply.type('text/html; charset=utf-8').send(partsAsTheyCome(parts()));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      for (const coding of ['br', 'gzip'] as const) {
        const outgoing = request({ port, path: '/page', headers: { 'Accept-Encoding': coding } });
        outgoing.end();
        const [response] = (await once(outgoing, 'response')) as [
          import('node:http').IncomingMessage,
        ];
        expect(response.headers['content-encoding']).toBe(coding);
        const decoded = response.pipe(coding === 'br' ? createBrotliDecompress() : createGunzip());
        let text = '';
        decoded.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        // The head arrives while the rest is still being made: flushed, not held by the encoder.
        await expect.poll(() => text, { timeout: 2000 }).toContain('</head><body>');
        expect(text).not.toContain('</html>');
        release();
        await once(decoded, 'end');
        expect(text).toBe(
          '<html><head><link rel="stylesheet" href="a.css"></head><body>' +
            '<script type="application/json">{}</script></body></html>',
        );
      }
    } finally {
      await app.close();
    }
  });
});
