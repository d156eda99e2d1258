import { shareSchema } from '@file-browser/api-contract';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser, denyRule } from '../../testing/resources';

/*
 * Rows of security-requirements.md (issue 17) that no route test named yet, each checked
 * against the real server over HTTP, the way a caller (or an attacker) would see it.
 */

const EVIL_NAME = '<img src=x onerror=alert(1)>.txt';

describe('security requirements against the real server', () => {
  let test: TestServer;
  let admin: string;
  let ruled: string;
  let homed: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/uploads/x.txt': 'upload',
      'data/uploads_backup/y.txt': 'backup',
      'data/home/own.txt': 'own',
      'data/home/sib': { link: 'data/home-evil' },
      'data/home-evil/secret.txt': 'neighbour',
      'data/private/secret.txt': 'private',
      'data/private/movie.srt': '1\n00:00:01,000 --> 00:00:02,000\nhi\n',
      'data/escape': { link: 'outside' },
      'data/public/readme.txt': 'readme',
      'data/public/other.txt': 'other',
      'data/notes.md': '# Title\n<script>alert(1)</script>',
      'data/book.epub': 'PK\u0003\u0004 not really an epub',
      'data/image.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      [`data/${EVIL_NAME}`]: 'named',
      'outside/secret.txt': 'outside',
      'outside/movie.srt': '1\n00:00:01,000 --> 00:00:02,000\nout\n',
    });
    admin = await test.login();
    ruled = await addTestUser(test, 'ruled', {
      rules: [denyRule('/uploads'), denyRule('/private')],
    });
    homed = await addTestUser(test, 'homed', { scope: '/home' });
  });
  afterAll(async () => {
    await test.close();
  });

  const get = (path: string, token = admin, init: RequestInit = {}) =>
    test.request(path, { token, ...init });
  const share = async (path: string, token = admin, body: object = {}) => {
    const response = await test.request(`/api/share${path}`, {
      method: 'POST',
      token,
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return shareSchema.parse(await response.json()).hash;
  };

  it('matches prefix rules and the scope on a path boundary only (K02)', async () => {
    expect((await get('/api/resources/uploads/x.txt', ruled)).status).toBe(403);
    expect((await get('/api/resources/uploads', ruled)).status).toBe(403);
    const sibling = await get('/api/resources/uploads_backup/y.txt', ruled);
    expect(sibling.status).toBe(200);
    expect(await sibling.json()).toMatchObject({ content: 'backup' });
    // Scope `/home` must not admit `/home-evil`, even through a link inside the scope.
    expect((await get('/api/resources/own.txt', homed)).status).toBe(200);
    expect((await get('/api/resources/sib/secret.txt', homed)).status).toBe(403);
    expect((await get('/api/raw/sib/secret.txt', homed)).status).toBe(403);
    const listing = (await (await get('/api/resources/', homed)).json()) as {
      items: { name: string }[];
    };
    expect(listing.items.map((item) => item.name)).toEqual(['own.txt']);
  });

  it('sends every path-taking endpoint through the same resolver and rules (K09, K12)', async () => {
    const refused = async (path: string, token: string, init: RequestInit = {}) => {
      const response = await get(path, token, init);
      const body = await response.text();
      expect([path, response.status]).toEqual([path, 403]);
      expect(body).not.toMatch(/private|outside|hi\n/);
    };
    for (const [token, place] of [
      [ruled, '/private'],
      [admin, '/escape'],
    ] as const) {
      await refused(`/api/resources${place}/secret.txt`, token);
      await refused(`/api/resources${place}/secret.txt?checksum=sha256`, token);
      await refused(`/api/raw${place}/secret.txt`, token);
      await refused(`/api/raw${place}/`, token);
      await refused(`/api/subtitle${place}/movie.srt`, token);
      await refused(`/api/usage${place}/`, token);
      await refused(`/api/preview/thumb${place}/secret.txt`, token);
      await refused(`/api/share${place}/secret.txt`, token, { method: 'POST', body: '{}' });
      await refused(`/api/resources${place}/new.txt`, token, { method: 'POST', body: 'x' });
      await refused(`/api/tus${place}/new.txt`, token, {
        method: 'POST',
        headers: { 'Upload-Length': '1', 'Tus-Resumable': '1.0.0' },
      });
    }
    expect(existsSync(join(test.base, 'outside/new.txt'))).toBe(false);
    expect(existsSync(join(test.root, 'private/new.txt'))).toBe(false);
    // Walks (recursive listing, search) leave them out rather than failing.
    const everything = await (await get('/api/resources/recursive?path=/', ruled)).text();
    const found = await (await get('/api/search/?query=secret', ruled)).text();
    for (const text of [everything, found]) {
      expect(text).not.toContain('private');
      // A link out of scope may be listed as the link itself, never with anything below it.
      expect(text).not.toContain('/escape/');
    }
  });

  it('confines every parameter that names a file, not just the URL path (K11)', async () => {
    const copy = await get(
      `/api/resources/public/readme.txt?action=copy&destination=${encodeURIComponent('/../../outside/copied.txt')}`,
      admin,
      { method: 'PATCH' },
    );
    // The destination is canonicalised inside the scope: it lands at /outside/ in the root.
    expect(copy.status).toBe(200);
    expect(existsSync(join(test.base, 'outside/copied.txt'))).toBe(false);
    expect(readFileSync(join(test.root, 'outside/copied.txt'), 'utf8')).toBe('readme');
    const archive = await get(
      `/api/raw/public/?algo=tar&files=${encodeURIComponent('../escape/secret.txt')}`,
    );
    expect(Buffer.from(await archive.arrayBuffer()).toString('latin1')).not.toContain('outside');
  });

  it('archives a name listed many times only once (K34)', async () => {
    const files = Array.from({ length: 300 }, () => 'readme.txt,other.txt').join(',');
    const archive = await get(`/api/raw/public/?algo=tar&files=${files}`);
    expect(archive.status).toBe(200);
    const body = Buffer.from(await archive.arrayBuffer()).toString('latin1');
    expect(body.split('readme.txt').length - 1).toBe(1);
    expect(body.split('other.txt').length - 1).toBe(1);
  });

  it('never shows a non-admin their scope or the server folder (K25)', async () => {
    const whoAmI = (await (await get('/api/users', admin)).json()) as {
      id: number;
      username: string;
    }[];
    const homedId = whoAmI.find((user) => user.username === 'homed')?.id ?? 0;
    const self = await get(`/api/users/${String(homedId)}`, homed);
    expect(self.status).toBe(200);
    const text = await self.text();
    expect(JSON.parse(text)).toMatchObject({ scope: '' });
    expect(text).not.toContain(test.root);
    const root = (await (await get('/api/resources/', homed)).json()) as unknown;
    expect(root).toMatchObject({ path: '/', name: '' });
    expect(JSON.stringify(root)).not.toContain(test.base);
  });

  it('never accepts a session token from the query string (K55)', async () => {
    for (const path of [
      `/api/resources/public/readme.txt?auth=${admin}`,
      `/api/raw/public/readme.txt?auth=${admin}`,
      `/api/usage/?auth=${admin}`,
    ]) {
      expect([path, (await test.request(path)).status]).toEqual([path, 401]);
    }
  });

  it('serves Markdown only as a JSON string or an attachment (K74)', async () => {
    const info = await get('/api/resources/notes.md');
    expect(info.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await info.json()).toMatchObject({ content: '# Title\n<script>alert(1)</script>' });
    const raw = await get('/api/raw/notes.md');
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(raw.headers.get('content-type')).toBe('application/octet-stream');
    const inline = await get('/api/raw/notes.md?inline=true');
    expect(inline.headers.get('content-type')).not.toMatch(/html/);
    expect(inline.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves EPUB and other inline content under a script-less sandbox (K75)', async () => {
    const inline = await get('/api/raw/book.epub?inline=true');
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('puts the same headers on public downloads as on authenticated ones (K77)', async () => {
    const hash = await share('/image.svg');
    for (const path of [`/api/public/dl/${hash}?inline=true`, `/api/public/dl/${hash}`]) {
      const response = await test.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const inline = await test.request(`/api/public/dl/${hash}?inline=true`);
    expect(inline.headers.get('content-security-policy')).toMatch(/script-src 'none'.*sandbox/);
    const attachment = await test.request(`/api/public/dl/${hash}`);
    expect(attachment.headers.get('content-type')).toBe('application/octet-stream');
    const info = await test.request(`/api/public/share/${hash}`);
    expect(info.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('returns names only inside JSON or plain text, RFC 5987-encoded in headers (K78)', async () => {
    const listing = await get('/api/resources/');
    expect(listing.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await listing.text();
    expect(text).not.toContain('<img');
    const items = (JSON.parse(text) as { items: { name: string }[] }).items;
    expect(items.map((item) => item.name)).toContain(EVIL_NAME);
    const raw = await get(`/api/raw/${encodeURIComponent(EVIL_NAME)}`);
    const disposition = raw.headers.get('content-disposition') ?? '';
    const encoded = /^attachment; filename\*=utf-8''([^\s"<>]+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(EVIL_NAME);
    const missing = await get(`/api/resources/${encodeURIComponent(`missing ${EVIL_NAME}`)}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await missing.text()).not.toContain('<img');
  });

  it('reflects no request parameter into HTML and no CR/LF into a header (K80)', async () => {
    const probes = [
      '/api/resources/public/?x=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/api/search/?query=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/api/raw/public/?algo=%3Cscript%3E',
      '/api/nothing?%3Cscript%3E',
      '/api/raw/public/readme.txt?inline=%0d%0aSet-Cookie:%20a=1',
    ];
    for (const path of probes) {
      const response = await get(path);
      // An error may quote the value, but only as plain text a browser will not sniff.
      expect([path, response.headers.get('content-type') ?? '']).not.toEqual([
        path,
        expect.stringMatching(/html|xml/),
      ]);
      expect([path, response.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('takes the upload target only from the canonical URL path (K95)', async () => {
    const response = await get('/api/resources/public/landed.txt?fullpath=/outside/x.txt', admin, {
      method: 'POST',
      body: 'landed',
      headers: { 'X-File-Path': '/../outside/x.txt', 'Upload-Path': '/outside/x.txt' },
    });
    expect(response.status).toBe(200);
    expect(readFileSync(join(test.root, 'public/landed.txt'), 'utf8')).toBe('landed');
    expect(existsSync(join(test.base, 'outside/x.txt'))).toBe(false);
    expect(existsSync(join(test.root, 'outside/x.txt'))).toBe(false);
  });

  it('keeps another user’s share when you delete the same logical path in your scope (K36)', async () => {
    mkdirSync(join(test.root, 'home/a'), { recursive: true });
    writeFileSync(join(test.root, 'home/a/file.txt'), 'homed');
    mkdirSync(join(test.root, 'a'), { recursive: true });
    writeFileSync(join(test.root, 'a/file.txt'), 'admin');
    const adminShare = await share('/a/file.txt');
    const adminFolderShare = await share('/a');
    // `homed` has scope /home: their `/a` is the real /home/a, not the admin's /a.
    const removal = await get('/api/resources/a', homed, { method: 'DELETE' });
    expect(removal.status).toBe(204);
    expect(existsSync(join(test.root, 'home/a'))).toBe(false);
    expect(await (await test.request(`/api/public/dl/${adminShare}`)).text()).toBe('admin');
    expect((await test.request(`/api/public/share/${adminFolderShare}`)).status).toBe(200);
  });

  it('ends a folder share deleted with a trailing slash, even once it is re-created (K37)', async () => {
    mkdirSync(join(test.root, 'trail'), { recursive: true });
    writeFileSync(join(test.root, 'trail/a.txt'), 'a');
    const hash = await share('/trail/');
    expect((await test.request(`/api/public/share/${hash}`)).status).toBe(200);
    expect((await get('/api/resources/trail/', admin, { method: 'DELETE' })).status).toBe(204);
    mkdirSync(join(test.root, 'trail'));
    writeFileSync(join(test.root, 'trail/new.txt'), 'new');
    expect((await test.request(`/api/public/share/${hash}`)).status).toBe(404);
  });

  it('ends a share when another user deletes the file in a shared scope (K38)', async () => {
    writeFileSync(join(test.root, 'public/common.txt'), 'original');
    const other = await addTestUser(test, 'other');
    const hash = await share('/public/common.txt');
    expect(
      (await get('/api/resources/public/common.txt', other, { method: 'DELETE' })).status,
    ).toBe(204);
    // Whatever appears at the path later is not served through the old link.
    const again = await get('/api/resources/public/common.txt', other, {
      method: 'POST',
      body: 'impostor',
    });
    expect(again.status).toBe(200);
    expect((await test.request(`/api/public/dl/${hash}`)).status).toBe(404);
  });

  it('lets only the user who started a tus upload terminate it (K19)', async () => {
    const tus = (method: string, token: string, headers: Record<string, string> = {}) =>
      get('/api/tus/public/upload.bin', token, {
        method,
        headers: { 'Tus-Resumable': '1.0.0', ...headers },
      });
    expect((await tus('POST', admin, { 'Upload-Length': '5' })).status).toBe(201);
    const stranger = await addTestUser(test, 'stranger');
    expect([403, 404]).toContain((await tus('DELETE', stranger)).status);
    expect((await tus('HEAD', admin)).status).toBe(200);
    expect((await tus('DELETE', admin)).status).toBe(204);
  });

  it('refuses an upload the disk cannot hold before staging anything (K26)', async () => {
    const staged = () => readdirSync(join(test.base, 'fb.db.uploads')).length;
    const before = staged();
    const petabyte = await get('/api/tus/public/petabyte.bin', admin, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(2 ** 50) },
    });
    // 507, not 413: the request is within the server's limits, the disk is what is full.
    expect(petabyte.status).toBe(507);
    expect(await petabyte.text()).toMatch(/^507 Insufficient Storage \(the upload needs/);
    expect(staged()).toBe(before);
    expect(existsSync(join(test.root, 'public/petabyte.bin'))).toBe(false);
  });

  it('hands out the bypass token only after the password, bound to the share (K43)', async () => {
    writeFileSync(join(test.root, 'public/locked.txt'), 'locked');
    const response = await test.request('/api/share/public/locked.txt', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ password: 'share-secret-1' }),
    });
    const created = (await response.json()) as Record<string, unknown>;
    expect(created).not.toHaveProperty('token');
    const hash = String(created['hash']);
    const before = await test.request(`/api/public/share/${hash}`);
    expect(before.status).toBe(401);
    expect(await before.text()).not.toMatch(/token/i);
    const after = await test.request(`/api/public/share/${hash}`, {
      headers: { 'X-SHARE-PASSWORD': 'share-secret-1' },
    });
    const { token } = (await after.json()) as { token: string };
    expect(token.length).toBeGreaterThanOrEqual(16);
    const download = `/api/public/dl/${hash}?token=${encodeURIComponent(token)}`;
    expect(await (await test.request(download)).text()).toBe('locked');
    expect((await test.request(`/api/public/dl/${hash}?token=wrong`)).status).toBe(401);
    expect((await get(`/api/share/${hash}`, admin, { method: 'DELETE' })).status).toBe(200);
    expect((await test.request(download)).status).toBe(404);
  });
});

describe('entries that cannot be read or copied (K86)', () => {
  it('lists a folder holding a loop, a FIFO and a socket, and copies all the rest (K86)', async () => {
    const test = await startTestServer({ 'data/tree/a.txt': 'a', 'data/tree/sub/b.txt': 'b' });
    const socket = createNetServer();
    try {
      const admin = await test.login();
      symlinkSync('loop', join(test.root, 'tree/loop'));
      execFileSync('mkfifo', [join(test.root, 'tree/pipe')]);
      await new Promise<void>((resolve) => socket.listen(join(test.root, 'tree/sock'), resolve));
      const listing = await test.request('/api/resources/tree/', { token: admin });
      expect(listing.status).toBe(200);
      const names = ((await listing.json()) as { items: { name: string }[] }).items.map(
        (item) => item.name,
      );
      // The loop itself may be left out; everything else is listed.
      expect(names).toEqual(expect.arrayContaining(['a.txt', 'pipe', 'sock', 'sub']));
      const walk = await test.request('/api/resources/recursive?path=/tree', { token: admin });
      expect(walk.status).toBe(200);
      // The copy does everything it can, then reports what it could not do; nothing hangs.
      const copy = await test.request(
        `/api/resources/tree?action=copy&destination=${encodeURIComponent('/copy')}`,
        { method: 'PATCH', token: admin },
      );
      expect(copy.status).toBe(500);
      expect(readFileSync(join(test.root, 'copy/a.txt'), 'utf8')).toBe('a');
      expect(readFileSync(join(test.root, 'copy/sub/b.txt'), 'utf8')).toBe('b');
      expect(existsSync(join(test.root, 'copy/pipe'))).toBe(false);
      const archive = await test.request('/api/raw/tree/?algo=tar', { token: admin });
      expect(archive.status).toBe(200);
      expect((await archive.arrayBuffer()).byteLength).toBeGreaterThan(0);
      expect((await test.request('/api/resources/tree/a.txt', { token: admin })).status).toBe(200);
    } finally {
      socket.close();
      await test.close();
    }
  });
});

describe('the maximum upload size (K26)', () => {
  let test: TestServer;
  let admin: string;
  beforeAll(async () => {
    test = await startTestServer({ 'data/kept.txt': 'kept' }, { maxUploadBytes: 1000 });
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  /** A body sent chunked, without a Content-Length the server could refuse up front. */
  const chunked = (size: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < size; sent += 100) controller.enqueue(new Uint8Array(100));
        controller.close();
      },
    });
  const send = (method: string, path: string, body: BodyInit) =>
    test.request(`/api/resources${path}`, {
      method,
      token: admin,
      body,
      ...({ duplex: 'half' } as object),
    });
  const leftovers = () => readdirSync(test.root).filter((name) => name.endsWith('.tmp'));

  it('holds POST, PUT and tus to the configured maximum, writing nothing (K26)', async () => {
    expect((await send('POST', '/small.bin', new Uint8Array(1000))).status).toBe(200);
    expect((await send('POST', '/declared.bin', new Uint8Array(1001))).status).toBe(413);
    expect((await send('POST', '/streamed.bin', chunked(5000))).status).toBe(413);
    expect((await send('PUT', '/kept.txt', chunked(5000))).status).toBe(413);
    expect(existsSync(join(test.root, 'declared.bin'))).toBe(false);
    expect(existsSync(join(test.root, 'streamed.bin'))).toBe(false);
    expect(readFileSync(join(test.root, 'kept.txt'), 'utf8')).toBe('kept');
    expect(leftovers()).toEqual([]);
    const tus = await test.request('/api/tus/big.bin', {
      method: 'POST',
      token: admin,
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1001' },
    });
    expect(tus.status).toBe(413);
    // The server still answers after refusing a body it did not read to the end.
    expect((await test.request('/api/resources/kept.txt', { token: admin })).status).toBe(200);
  });
});

describe('sessions and the web app against the real server', () => {
  it('refuses a token once it has expired (K56)', async () => {
    // Expiry is in whole seconds: a 3 s token is good for at least 2 s, however busy the machine.
    const test = await startTestServer({ 'data/a.txt': 'a' }, { tokenLifetimeSeconds: 3 });
    try {
      const token = await test.login();
      expect((await test.request('/api/resources/a.txt', { token })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 4100));
      expect((await test.request('/api/resources/a.txt', { token })).status).toBe(401);
      expect((await test.request('/api/renew', { method: 'POST', token })).status).toBe(401);
    } finally {
      await test.close();
    }
  });

  it('ends a session at its absolute lifetime, however often it is renewed (K53)', async () => {
    const test = await startTestServer({ 'data/a.txt': 'a' }, { maxSessionSeconds: 2 });
    try {
      const token = await test.login();
      const renew = await test.request('/api/renew', { method: 'POST', token });
      expect(renew.status).toBe(200);
      const renewed = await renew.text();
      const claims = (jwt: string) =>
        JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
          auth_time: number;
          exp: number;
        };
      expect(claims(renewed).auth_time).toBe(claims(token).auth_time);
      expect(claims(renewed).exp).toBeLessThanOrEqual(claims(token).auth_time + 2);
      expect((await test.request('/api/resources/a.txt', { token: renewed })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      for (const old of [token, renewed]) {
        expect((await test.request('/api/renew', { method: 'POST', token: old })).status).toBe(401);
      }
      expect(
        (await test.request('/api/resources/a.txt', { token: await test.login() })).status,
      ).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('escapes the branding name in the index and sends a CSP with it (K76)', async () => {
    const test = await startTestServer(
      {
        'web/index.html':
          '<html><head><title>File Browser</title><!--fb:startup--></head><body></body></html>',
      },
      { webRoot: 'web' },
    );
    try {
      const admin = await test.login();
      const current = (await (await test.request('/api/settings', { token: admin })).json()) as {
        branding: Record<string, unknown>;
      };
      const hostile = '</script><script>alert(1)</script>"\'<!--';
      const saved = await test.request('/api/settings', {
        method: 'PUT',
        token: admin,
        body: JSON.stringify({ ...current, branding: { ...current.branding, name: hostile } }),
      });
      expect(saved.status).toBe(200);
      const page = await test.request('/files/');
      expect(page.status).toBe(200);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(csp).toMatch(/frame-ancestors 'self'/);
      const html = await page.text();
      expect(html).not.toContain('</script><script>alert(1)');
      // The one inline script is the startup object, allowed by its hash and nothing else.
      const inline = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
      const digest = createHash('sha256').update(inline).digest('base64');
      expect(csp).toContain(`'sha256-${digest}'`);
      expect(html.match(/<script/g)?.length ?? 0).toBeLessThanOrEqual(1);
      const startup = /window\.FileBrowser = (\{.*?\});/.exec(html)?.[1] ?? '{}';
      expect((JSON.parse(startup) as { Name: string }).Name).toBe(hostile);
    } finally {
      await test.close();
    }
  });
});
