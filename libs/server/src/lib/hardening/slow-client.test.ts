import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

describe('slow clients (issue 17 limits)', () => {
  let test: TestServer;
  let admin: string;
  beforeAll(async () => {
    test = await startTestServer({}, { idleTimeoutMs: 400 });
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

  it('keeps a connection that goes on sending, however long it takes', async () => {
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
    const chunks = 6;
    socket.write(
      `POST /api/resources/trickle.txt HTTP/1.1\r\nHost: x\r\nX-Auth: ${admin}\r\n` +
        `Connection: close\r\nContent-Length: ${String(chunks)}\r\n\r\n`,
    );
    // 6 × 250 ms = 1.5 s in all, well over the 400 ms idle limit, never idle for that long.
    for (let index = 0; index < chunks; index++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      socket.write('x');
    }
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    expect(existsSync(join(test.root, 'trickle.txt'))).toBe(true);
  });
});
