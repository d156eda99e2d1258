import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

/** Larger than what the kernel buffers on both ends of a local connection hold. */
const BIG_BYTES = 32 * 1024 * 1024;

/**
 * Downloads `/api/raw/big.bin`, pausing `pauseMs` after every chunk read, or once for
 * `stallMs` after the first: how many bytes arrived before the connection ended.
 */
function download(
  base: string,
  token: string,
  pauses: { pauseMs: number } | { stallMs: number },
): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    let received = 0;
    const outgoing = request(
      { hostname, port, path: '/api/raw/big.bin', headers: { 'X-Auth': token } },
      (response) => {
        response.on('data', (chunk: Buffer) => {
          const first = received === 0;
          received += chunk.length;
          if ('pauseMs' in pauses || first) {
            response.pause();
            const ms = 'pauseMs' in pauses ? pauses.pauseMs : pauses.stallMs;
            setTimeout(() => response.resume(), ms);
          }
        });
        response.on('error', () => undefined);
      },
    );
    outgoing.on('error', () => undefined);
    outgoing.on('close', () => {
      resolve(received);
    });
    outgoing.end();
  });
}

describe('slow clients (issue 17 limits)', () => {
  let test: TestServer;
  let admin: string;
  beforeAll(async () => {
    // One second: short for the tests, long enough for a login on a busy machine.
    test = await startTestServer(
      { 'data/big.bin': 'x'.repeat(BIG_BYTES) },
      { idleTimeoutMs: 1000 },
    );
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  /** Opens a raw connection, sends `text`, and resolves with how long until the server closed it. */
  const closedAfter = (text: string) =>
    new Promise<number>((resolve) => {
      const { port } = new URL(test.url);
      const started = Date.now();
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(text);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        resolve(Date.now() - started);
      });
    });

  it('closes a connection that stalls in the middle of its headers', async () => {
    expect(await closedAfter('GET /api/resources/ HTTP/1.1\r\nHost: x\r\n')).toBeLessThan(3000);
  });

  it('closes an upload whose body stalls, leaving neither the file nor its temp file', async () => {
    const head =
      `POST /api/resources/stalled.bin HTTP/1.1\r\nHost: x\r\nX-Auth: ${admin}\r\n` +
      'Content-Length: 1000000\r\n\r\npartial body';
    expect(await closedAfter(head)).toBeLessThan(3000);
    await expect
      .poll(() => readdirSync(test.root).filter((name) => name.includes('.fb-')))
      .toEqual([]);
    expect(existsSync(join(test.root, 'stalled.bin'))).toBe(false);
  });

  it('keeps a connection that goes on sending for longer than the idle timeout', async () => {
    const { port } = new URL(test.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => {
        resolve(text);
      });
    });
    const chunks = 10;
    socket.write(
      `POST /api/resources/trickle.txt HTTP/1.1\r\nHost: x\r\nX-Auth: ${admin}\r\n` +
        `Connection: close\r\nContent-Length: ${String(chunks)}\r\n\r\n`,
    );
    // 10 × 250 ms = 2.5 s in all, well over the 1 s idle limit, never idle for that long.
    for (let index = 0; index < chunks; index++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      socket.write('x');
    }
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    expect(existsSync(join(test.root, 'trickle.txt'))).toBe(true);
  });

  it('sends a large download whole to a slow reader that keeps reading', async () => {
    // A pause after every chunk; the download spans many idle timeouts, never idle for one.
    expect(await download(test.url, admin, { pauseMs: 5 })).toBe(BIG_BYTES);
  });

  it('closes a download whose reader stopped reading for longer than the idle timeout', async () => {
    // Once the kernel buffers are full nothing moves for 3 s: the server gives up, and the reader
    // resuming gets only what was buffered.
    expect(await download(test.url, admin, { stallMs: 3000 })).toBeLessThan(BIG_BYTES);
  });
});
