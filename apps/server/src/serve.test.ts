import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openOfflineAdmin } from '@file-browser/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options';
import { serve } from './serve';
import { testServeOptions } from './testing/serve-options';

describe('serve', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-serve-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets an in-flight request finish on SIGTERM, then closes the database', async () => {
    let signal: ((name: string) => void) | undefined;
    const lines: string[] = [];
    const options = testServeOptions(dir, { index: true });
    const exit = serve(options, {
      onSignal: (handler) => (signal = handler),
      out: (text) => lines.push(text),
      version: 'test',
    });
    await expect
      .poll(() => lines.find((line) => line.startsWith('File Browser is serving')))
      .toBeDefined();
    const port = Number(/:(\d+)\/$/.exec(lines.at(-1) ?? '')?.[1]);
    const body = JSON.stringify({ username: 'admin', password: 'test-admin-password' });
    const socket = connect(port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => {
        resolve(text);
      });
    });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n`);
    socket.write(`Content-Length: ${String(body.length)}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    signal?.('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(body.slice(10));
    expect(await answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(await exit).toBe(0);
    expect(lines).toContain('Received SIGTERM: finishing requests, then stopping.');
    expect(existsSync(join(dir, 'fb.db-search'))).toBe(true);
    // Closed cleanly: the database opens again at once.
    const admin = openOfflineAdmin(options.database, options.root);
    expect((await admin.listUsers()).map((user) => user.username)).toEqual(['admin']);
    await admin.close();
  });

  it('passes --no-index on: search walks the folder', async () => {
    let signal: ((name: string) => void) | undefined;
    const lines: string[] = [];
    const exit = serve(testServeOptions(dir), {
      onSignal: (handler) => (signal = handler),
      out: (text) => lines.push(text),
      version: 't',
    });
    await expect
      .poll(() => lines.find((line) => line.startsWith('File Browser is serving')))
      .toBeDefined();
    const base = /(http:\/\/\S+?)\/?$/.exec(lines.at(-1) ?? '')?.[1] ?? '';
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: 'test-admin-password' }),
    });
    const search = await fetch(`${base}/api/search/?query=anything`, {
      headers: { 'X-Auth': await login.text() },
    });
    await search.text();
    expect(search.headers.get('x-search-source')).toBe('walk');
    // No index file next to the database (the index would live in `<database>-search`).
    expect(existsSync(join(dir, 'fb.db-search'))).toBe(false);
    signal?.('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('issues tokens for --token-expiration-time, over the stored setting (issue 29 item 5)', async () => {
    const admin = openOfflineAdmin(join(dir, 'fb.db'), join(dir, 'data'));
    await admin.updateConfig({ settings: { tokenExpirationTime: '3h' } });
    await admin.close();
    const flags = ['-r', join(dir, 'data'), '-d', join(dir, 'fb.db'), '-p', '0'];
    const parsed = parseCliOptions([...flags, '--token-expiration-time', '10m'], {
      FB_ADMIN_PASSWORD: 'test-admin-password',
      FB_TOKEN_EXPIRATION_TIME: '5m',
    });
    if (parsed.kind !== 'run') throw new Error(`unexpected ${parsed.kind}`);
    let signal: ((name: string) => void) | undefined;
    const lines: string[] = [];
    const exit = serve(
      { ...parsed.options, index: false },
      { onSignal: (handler) => (signal = handler), out: (text) => lines.push(text), version: 't' },
    );
    await expect
      .poll(() => lines.find((line) => line.startsWith('File Browser is serving')))
      .toBeDefined();
    const base = /(http:\/\/\S+?)\/?$/.exec(lines.at(-1) ?? '')?.[1] ?? '';
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: 'test-admin-password' }),
    });
    const claims = JSON.parse(
      Buffer.from((await login.text()).split('.')[1] ?? '', 'base64url').toString(),
    ) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(600);
    signal?.('SIGTERM');
    expect(await exit).toBe(0);
  });
});
