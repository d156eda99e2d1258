import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../testing/test-server';
import { AdminPasswordError } from './bootstrap';
import { createServer } from './create-server';
import { openOfflineAdmin } from './admin/offline-admin';

describe('File Browser server (real folder, real SQLite file)', () => {
  let test: TestServer;
  let url: string;

  const login = (password = TEST_ADMIN_PASSWORD) =>
    fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, recaptcha: '' }),
    });

  beforeAll(async () => {
    test = await startTestServer(
      {
        'data/Photos': null,
        'data/notes.txt': 'hello',
        'data/report 2.pdf': '%PDF-1.4',
        outside: null,
        'data/escape': { link: 'outside' },
        'web/index.html':
          '<html><head><title>x</title><script type="module" src="./assets/app.js"></script><!--fb:startup--></head></html>',
        'web/assets/app.js': 'console.log(1)',
      },
      { baseURL: '/fb/', webRoot: 'web' },
    );
    url = test.url;
  });

  afterAll(async () => {
    await test.close();
  });

  it('answers health under the base URL', async () => {
    expect(url).toMatch(/\/fb$/);
    const response = await fetch(`${url}/health`);
    expect(await response.json()).toEqual({ status: 'OK' });
  });

  it('does not report a password it was given', () => {
    expect(test.server.generatedAdminPassword).toBeUndefined();
  });

  it('logs in with the right password and refuses a wrong one', async () => {
    const good = await login();
    expect(good.status).toBe(200);
    expect((await good.text()).split('.')).toHaveLength(3);
    const bad = await login('wrong');
    expect(bad.status).toBe(403);
    expect(await bad.text()).toBe('403 Forbidden\n');
  });

  it('says what is wrong with a malformed login body', async () => {
    const response = await fetch(`${url}/api/login`, { method: 'POST', body: '{"username":' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('400 Bad Request (request body is not valid JSON)\n');
  });

  it('lists the root folder, folders first, without links that leave the scope', async () => {
    const token = await (await login()).text();
    const response = await fetch(`${url}/api/resources/`, { headers: { 'X-Auth': token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    const listing = (await response.json()) as {
      path: string;
      name: string;
      numDirs: number;
      numFiles: number;
      items: { name: string; type: string; path: string }[];
    };
    expect(listing).toMatchObject({ path: '/', name: '', numDirs: 1, numFiles: 2 });
    expect(listing.items.map((item) => [item.name, item.type])).toEqual([
      ['Photos', ''],
      ['notes.txt', 'text'],
      ['report 2.pdf', 'pdf'],
    ]);
  });

  it('returns a text file with its content, decoding the path once', async () => {
    const token = await (await login()).text();
    const response = await fetch(`${url}/api/resources/notes.txt`, {
      headers: { 'X-Auth': token },
    });
    expect(await response.json()).toMatchObject({ path: '/notes.txt', content: 'hello' });
    const pdf = await fetch(`${url}/api/resources/report%202.pdf`, {
      headers: { 'X-Auth': token },
    });
    expect(await pdf.json()).toMatchObject({ name: 'report 2.pdf', type: 'pdf' });
  });

  it('refuses requests without a valid token, and links out of scope', async () => {
    expect((await fetch(`${url}/api/resources/`)).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjp7fX0.c2lnbmF0dXJl';
    expect((await fetch(`${url}/api/resources/`, { headers: { 'X-Auth': forged } })).status).toBe(
      401,
    );
    const token = await (await login()).text();
    const escape = await fetch(`${url}/api/resources/escape/`, { headers: { 'X-Auth': token } });
    expect(escape.status).toBe(403);
    const missing = await fetch(`${url}/api/resources/nope`, { headers: { 'X-Auth': token } });
    expect(missing.status).toBe(404);
  });

  it('accepts the auth cookie for GET only (K57)', async () => {
    const token = await (await login()).text();
    const cookie = { Cookie: `auth=${token}` };
    expect((await fetch(`${url}/api/resources/`, { headers: cookie })).status).toBe(200);
    expect((await fetch(`${url}/api/renew`, { method: 'POST', headers: cookie })).status).toBe(401);
    const renewed = await fetch(`${url}/api/renew`, {
      method: 'POST',
      headers: { 'X-Auth': token },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('x-renew-token')).toBe('false');
  });

  it('serves the web app with the startup object for any other GET', async () => {
    const response = await fetch(`${url}/files/some/folder/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('src="/fb/static/assets/app.js"');
    const config = /window\.FileBrowser = (\{.*?\});/.exec(html)?.[1];
    expect(JSON.parse(config ?? '{}')).toMatchObject({
      BaseURL: '/fb',
      StaticURL: '/fb/static',
      EnableThumbs: true,
      ResizePreview: true,
      EnableExec: false,
    });
    const asset = await fetch(`${url}/static/assets/app.js`);
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('answers 404 for unknown API routes and 301 for the bare base URL', async () => {
    expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404);
    const bare = await fetch(url, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/fb/');
  });
});

describe('startup object options', () => {
  it('tells the web app when thumbnails, preview resizing and the command runner are set', async () => {
    const files = { 'web/index.html': '<html><head><!--fb:startup--></head></html>' };
    const server = await startTestServer(files, {
      webRoot: 'web',
      previews: { thumbnails: false, resizePreview: false },
      enableExec: true,
    });
    const html = await (await fetch(`${server.url}/files/`)).text();
    await server.close();
    const config = /window\.FileBrowser = (\{.*?\});/.exec(html)?.[1];
    expect(JSON.parse(config ?? '{}')).toMatchObject({
      EnableThumbs: false,
      ResizePreview: false,
      EnableExec: true,
    });
  });
});

describe('stopping', () => {
  it('cuts a connection still open after the grace instead of waiting for it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fb-stop-'));
    const server = await createServer({
      root: join(dir, 'data'),
      database: join(dir, 'fb.db'),
      adminPassword: TEST_ADMIN_PASSWORD,
      stopGraceMs: 300,
    });
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    // A client that sent half a request and went quiet: the server waits on it.
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write('GET /api/resources/ HTTP/1.1\r\nHost: x\r\n');
    const closed = once(socket, 'close');
    const started = performance.now();
    await server.close();
    const took = performance.now() - started;
    await closed;
    rmSync(dir, { recursive: true, force: true });
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(10_000);
  });
});

describe('first run', () => {
  it('creates admin with a random password it reports once', async () => {
    const base = mkdtempSync(join(tmpdir(), 'fb-first-'));
    const options = { root: join(base, 'data'), database: join(base, 'fb.db') };
    const first = await createServer(options);
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{16}$/);
    await first.close();
    const second = await createServer(options);
    expect(second.generatedAdminPassword).toBeUndefined();
    await second.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('holds a chosen admin password to the users API policy, creating nothing when weak (issue 27)', async () => {
    const base = mkdtempSync(join(tmpdir(), 'fb-first-'));
    const options = { root: join(base, 'data'), database: join(base, 'fb.db') };
    try {
      for (const [password, problem] of [
        ['admin', 'password is too short, minimum length is 12'],
        ['password1234', 'password is too easy'],
        ['PassWordPassWord', 'password is too easy'],
        ['x'.repeat(73), 'password is too long, maximum length is 72 bytes'],
      ]) {
        const refused = createServer({ ...options, adminPassword: password });
        await expect(refused).rejects.toThrow(AdminPasswordError);
        await expect(refused).rejects.toMatchObject({ problem, minimumLength: 12 });
      }
      // Nothing was created, and the database was closed: it opens again at once.
      const offline = openOfflineAdmin(options.database, options.root);
      expect(await offline.listUsers()).toEqual([]);
      await offline.close();
      const good = await createServer({ ...options, adminPassword: 'a-strong-first-password' });
      await good.close();
      // Once a user exists the option is not used, so a weak value no longer matters.
      const again = await createServer({ ...options, adminPassword: 'admin' });
      const url = await again.listen({ host: '127.0.0.1', port: 0 });
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: 'a-strong-first-password' }),
      });
      expect(login.status).toBe(200);
      await again.close();
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
