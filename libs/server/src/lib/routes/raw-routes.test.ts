import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { addTestUser, denyRule, uploadFiles } from '../../testing/resources';

describe('GET /api/raw', () => {
  let test: TestServer;
  let admin: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/document.pdf': '%PDF-1.4 fake',
      'data/my file.txt': '0123456789',
      'data/日本語.txt': 'nihongo',
      'data/page.html': '<script>alert(1)</script>',
      'data/image.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'data/Secret.txt': 'secret',
      'data/src/secret/marker.txt': 'marker',
      'data/srcdir/link.txt': { link: 'outside/secret.txt' },
      'data/folder/a.txt': 'a',
      'outside/secret.txt': 'outside',
    });
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  const raw = (path: string, init: RequestInit & { token?: string } = {}) =>
    test.request(`/api/raw${path}`, { token: admin, ...init });

  it('downloads as an attachment, forced to octet-stream, with the raw-content headers (K79)', async () => {
    const response = await raw('/document.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=utf-8''document.pdf",
    );
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(await response.text()).toBe('%PDF-1.4 fake');
  });

  it('serves inline with the type from the name, escaping names as upstream does', async () => {
    const pdf = await raw('/document.pdf?inline=true');
    expect(pdf.headers.get('content-disposition')).toBe("inline; filename*=utf-8''document.pdf");
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const spaced = await raw('/my%20file.txt');
    expect(spaced.headers.get('content-disposition')).toBe(
      "attachment; filename*=utf-8''my%20file.txt",
    );
    const japanese = await raw(`/${encodeURIComponent('日本語.txt')}`);
    expect(japanese.headers.get('content-disposition')).toBe(
      "attachment; filename*=utf-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.txt",
    );
  });

  it('never lets HTML or SVG run: sandboxed and script-less inline (K72, K73)', async () => {
    for (const path of ['/page.html', '/image.svg']) {
      const response = await raw(`${path}?inline=true`);
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none'.*sandbox/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await raw('/page.html')).headers.get('content-type')).toBe('application/octet-stream');
  });

  it('sends a TypeScript .ts inline as text, and a transport stream .ts as video (issue 28 item 4)', async () => {
    const packets = new Uint8Array(188 * 4);
    for (let at = 0; at < packets.length; at += 188) packets[at] = 0x47;
    const files = {
      'app.ts': 'export const answer: number = 42;\n',
      'clip.ts': new Blob([packets]),
    };
    await uploadFiles(test, admin, '/typed', files);
    const source = await raw('/typed/app.ts?inline=true');
    expect(source.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await source.text()).toBe('export const answer: number = 42;\n');
    const clip = await raw('/typed/clip.ts?inline=true');
    expect(clip.headers.get('content-type')).toBe('video/mp2t');
  });

  it('sends uploaded scripts and markup inline as text/plain, SVG sandboxed, media and PDF viewable (issue 27 item 5)', async () => {
    const uploads: Record<string, string> = {
      'x.js': 'navigator.serviceWorker.register("/x.js")',
      'x.mjs': 'export default 1',
      'x.html': '<script>alert(1)</script>',
      'x.xhtml': '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      'x.xml': '<?xml-stylesheet href="x.xsl" type="text/xsl"?><a/>',
      'x.xsl': '<xsl:stylesheet version="1.0"/>',
      'x.rss': '<rss/>',
      'x.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'x.png': 'not really a png',
      'x.mp4': 'not really a video',
    };
    await uploadFiles(test, admin, '/active', uploads);
    const sandboxed = "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; sandbox";
    for (const name of ['x.js', 'x.mjs', 'x.html', 'x.xhtml', 'x.xml', 'x.xsl', 'x.rss']) {
      const inline = await raw(`/active/${name}?inline=true`);
      expect(inline.status, name).toBe(200);
      expect(inline.headers.get('content-type'), name).toBe('text/plain; charset=utf-8');
      expect(inline.headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(inline.headers.get('content-security-policy'), name).toBe(sandboxed);
      expect(inline.headers.get('content-disposition'), name).toBe(
        `inline; filename*=utf-8''${name}`,
      );
      expect(await inline.text(), name).toBe(uploads[name]);
    }
    // SVG keeps its type for <img>, but opened on its own it runs nothing and reaches nothing.
    const svg = await raw('/active/x.svg?inline=true');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toBe(sandboxed);
    expect((await raw('/active/x.png?inline=true')).headers.get('content-security-policy')).toBe(
      sandboxed,
    );
    // The browser's media and PDF viewers fetch the file again from this origin: no sandbox.
    for (const path of ['/active/x.mp4?inline=true', '/document.pdf?inline=true']) {
      const csp = (await raw(path)).headers.get('content-security-policy') ?? '';
      expect(csp, path).toBe("default-src 'self'; script-src 'none'; style-src 'unsafe-inline'");
    }
    for (const name of Object.keys(uploads)) {
      const attachment = await raw(`/active/${name}`);
      expect(attachment.headers.get('content-type'), name).toBe('application/octet-stream');
      expect(attachment.headers.get('content-disposition'), name).toBe(
        `attachment; filename*=utf-8''${name}`,
      );
      expect(attachment.headers.get('content-security-policy'), name).toBe(sandboxed);
    }
  });

  it('answers Range requests with 206 and unsatisfiable ones with 416', async () => {
    const part = await raw('/my%20file.txt', { headers: { Range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    const tail = await raw('/my%20file.txt', { headers: { Range: 'bytes=-3' } });
    expect(await tail.text()).toBe('789');
    const outside = await raw('/my%20file.txt', { headers: { Range: 'bytes=50-60' } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */10');
    const garbage = await raw('/my%20file.txt', { headers: { Range: 'pages=1' } });
    expect(garbage.status).toBe(200);
  });

  it('honours conditional requests by ETag and date', async () => {
    const first = await raw('/my%20file.txt');
    const etag = first.headers.get('etag') ?? '';
    const lastModified = first.headers.get('last-modified') ?? '';
    expect((await raw('/my%20file.txt', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect(
      (await raw('/my%20file.txt', { headers: { 'If-Modified-Since': lastModified } })).status,
    ).toBe(304);
    expect((await raw('/my%20file.txt', { headers: { 'If-Match': '"other"' } })).status).toBe(412);
    const stale = await raw('/my%20file.txt', {
      headers: { Range: 'bytes=0-1', 'If-Range': '"old"' },
    });
    expect(stale.status).toBe(200);
    const fresh = await raw('/my%20file.txt', {
      headers: { Range: 'bytes=0-1', 'If-Range': etag },
    });
    expect(fresh.status).toBe(206);
  });

  it('needs download (403), respects rules (403), scope (403) and existence (404)', async () => {
    const noDownload = await addTestUser(test, 'nodl', { perm: { download: false } });
    expect((await raw('/document.pdf', { token: noDownload })).status).toBe(403);
    expect((await raw('/missing', { token: noDownload })).status).toBe(403);
    const ruled = await addTestUser(test, 'ruled', {
      rules: [denyRule('/Secret.txt'), denyRule('/src/secret')],
    });
    expect((await raw('/Secret.txt', { token: ruled })).status).toBe(403);
    expect((await raw('/src/secret/marker.txt', { token: ruled })).status).toBe(403);
    expect((await raw('/srcdir/link.txt')).status).toBe(403);
    expect((await raw('/missing')).status).toBe(404);
    expect((await raw('/document.pdf', { token: '' })).status).toBe(401);
  });

  it('accepts the auth cookie, as browsers download with it', async () => {
    const response = await test.request('/api/raw/document.pdf', {
      headers: { Cookie: `auth=${admin}` },
    });
    expect(response.status).toBe(200);
  });

  it('downloads a folder as a zip named after it', async () => {
    const response = await raw('/folder');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=utf-8''folder.zip",
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers ?checksum= with the streamed digest, only with download (K23)', async () => {
    const response = await raw('/my%20file.txt?checksum=sha256');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      `${createHash('sha256').update('0123456789').digest('hex')}\n`,
    );
    expect((await raw('/my%20file.txt?checksum=md5')).status).toBe(200);
    expect((await raw('/my%20file.txt?checksum=crc32')).status).toBe(400);
    expect((await raw('/folder?checksum=sha1')).status).toBe(400);
    const noDownload = await addTestUser(test, 'nodl-sum', { perm: { download: false } });
    expect((await raw('/my%20file.txt?checksum=sha1', { token: noDownload })).status).toBe(403);
  });

  it('answers a named pipe at once with an empty body (K32)', async () => {
    execFileSync('mkfifo', [join(test.root, 'pipe')]);
    const response = await raw('/pipe');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
