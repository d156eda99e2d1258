import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { plainRequest } from '../../testing/plain-http';
import { startTestServer } from '../../testing/test-server';

const SCRIPT = `export const words = ${JSON.stringify('lorem ipsum dolor sit amet '.repeat(400))};\n`;
const HASHED = 'assets/index-AbC_12-x.js';

describe('the built web app under /static (issue 28)', () => {
  let webRoot: string;
  let test: TestServer;
  const br = brotliCompressSync(SCRIPT);
  const gz = gzipSync(SCRIPT);

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'fb-web-'));
    mkdirSync(join(webRoot, 'assets'));
    mkdirSync(join(webRoot, 'img'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<html><head><title>File Browser</title><!--fb:startup-->' +
        `<script type="module" src="./${HASHED}"></script></head><body></body></html>`,
    );
    writeFileSync(join(webRoot, HASHED), SCRIPT);
    writeFileSync(join(webRoot, `${HASHED}.br`), br);
    writeFileSync(join(webRoot, `${HASHED}.gz`), gz);
    writeFileSync(join(webRoot, 'assets/only-gzip-Zz9_Zz9_.css'), 'a{}'.repeat(500));
    writeFileSync(join(webRoot, 'assets/only-gzip-Zz9_Zz9_.css.gz'), gzipSync('a{}'.repeat(500)));
    writeFileSync(join(webRoot, 'img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(webRoot, 'other.html'), '<html><script>alert(1)</script></html>');
    writeFileSync(join(webRoot, '.secret'), 'dotfile');
    test = await startTestServer({}, { webRoot, baseURL: '/fb' });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const origin = () => new URL(test.url).origin;
  const fetchStatic = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    plainRequest(origin(), `/fb/static/${path}`, headers, method);

  it('sends the brotli or gzip copy by Accept-Encoding, q-values respected (issue 28 item 11)', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br;q=0.8', 'br'],
      ['br;q=0.4, gzip;q=0.9', 'gzip'],
      ['identity, br;q=0.5', undefined],
      ['*', 'br'],
      ['*;q=0.5, identity;q=0.1', 'br'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['', undefined],
      [undefined, undefined],
    ];
    const etags = new Set<string>();
    for (const [accept, coding] of cases) {
      const answer = await fetchStatic(
        HASHED,
        accept === undefined ? {} : { 'Accept-Encoding': accept },
      );
      const label = `Accept-Encoding: ${String(accept)}`;
      expect(answer.status, label).toBe(200);
      expect(answer.headers['content-encoding'], label).toBe(coding);
      expect(answer.headers['content-type'], label).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.vary, label).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length']), label).toBe(answer.body.length);
      const expected = coding === 'br' ? br : coding === 'gzip' ? gz : Buffer.from(SCRIPT);
      expect(answer.body.equals(expected), label).toBe(true);
      const decoded =
        coding === 'br'
          ? brotliDecompressSync(answer.body)
          : coding === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(decoded.toString(), label).toBe(SCRIPT);
      etags.add(`${String(coding)} ${String(answer.headers.etag)}`);
    }
    // One ETag per coding, never shared between two of them.
    const byCoding = [...etags].map((entry) => entry.split(' '));
    expect(byCoding).toHaveLength(3);
    expect(new Set(byCoding.map(([, etag]) => etag)).size).toBe(3);
    // A file with only a gzip copy falls back to it, or to the plain bytes.
    const css = await fetchStatic('assets/only-gzip-Zz9_Zz9_.css', { 'Accept-Encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('a{}'.repeat(500));
    const cssGzip = await fetchStatic('assets/only-gzip-Zz9_Zz9_.css', {
      'Accept-Encoding': 'br, gzip',
    });
    expect(cssGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(cssGzip.body).toString()).toBe('a{}'.repeat(500));
  });

  it('answers Range with the plain bytes and conditional requests per coding (issue 28 item 11)', async () => {
    const part = await fetchStatic(HASHED, { 'Accept-Encoding': 'br, gzip', Range: 'bytes=7-12' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 7-12/${String(Buffer.byteLength(SCRIPT))}`);
    expect(part.body.toString()).toBe(SCRIPT.slice(7, 13));
    const outside = await fetchStatic(HASHED, { Range: 'bytes=999999-' });
    expect(outside.status).toBe(416);

    const brotli = await fetchStatic(HASHED, { 'Accept-Encoding': 'br' });
    const plain = await fetchStatic(HASHED);
    const brTag = String(brotli.headers.etag);
    const again = await fetchStatic(HASHED, { 'Accept-Encoding': 'br', 'If-None-Match': brTag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(brTag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The plain bytes' tag does not stand for the brotli body, nor the other way round.
    const other = await fetchStatic(HASHED, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(plain.headers.etag),
    });
    expect(other.status).toBe(200);
    expect((await fetchStatic(HASHED, { 'If-None-Match': brTag })).status).toBe(200);
    // A stale If-Range gets the whole file.
    const stale = await fetchStatic(HASHED, { Range: 'bytes=0-1', 'If-Range': brTag });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe(SCRIPT);
    const head = await fetchStatic(HASHED, { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(br.length));
    expect(head.body.length).toBe(0);
  });

  it('caches hashed assets for a year, immutable, and revalidates the rest (issue 28 item 11)', async () => {
    const hashed = await fetchStatic(HASHED, { 'Accept-Encoding': 'br' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await fetchStatic('img/logo.svg', { 'Accept-Encoding': 'br' });
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    // Nothing to choose between, so nothing varies.
    expect(logo.headers.vary).toBeUndefined();
    const page = await plainRequest(origin(), '/fb/files/');
    expect(page.headers['cache-control']).toMatch(/no-cache/);
  });

  it('serves only the files of the build: no copies by name, no dotfiles', async () => {
    expect((await fetchStatic(`${HASHED}.br`)).status).toBe(404);
    expect((await fetchStatic(`${HASHED}.gz`)).status).toBe(404);
    expect((await fetchStatic('.secret')).status).toBe(404);
    expect((await fetchStatic('missing.js')).status).toBe(404);
    expect((await fetchStatic('')).status).toBe(404);
    expect((await fetchStatic('assets')).status).toBe(404);
    expect((await fetchStatic('%E0%A4%A')).status).toBe(400);
  });

  it('sends every HTML page with the app page’s CSP: /, client routes, /static/index.html (issue 27 item 5)', async () => {
    const pages = await Promise.all(
      ['/fb/', '/fb/files/some/folder/', '/fb/static/index.html', '/fb/login'].map((path) =>
        plainRequest(origin(), path),
      ),
    );
    const policies = new Set<string>();
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'sha256-[^' ]+'(;|$)/);
      expect(csp).toMatch(/frame-ancestors 'self'/);
      policies.add(csp);
      // The rendered page, asset URLs pointing at the static folder.
      expect(page.body.toString()).toContain(`src="/fb/static/${HASHED}"`);
      expect(page.body.toString()).toContain('window.FileBrowser = ');
    }
    expect(policies.size).toBe(1);
    const other = await fetchStatic('other.html');
    expect(other.status).toBe(200);
    expect(other.headers['content-security-policy']).toBe([...policies][0]);
  });
});
