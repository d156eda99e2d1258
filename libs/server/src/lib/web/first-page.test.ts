import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { firstPageUrl } from './first-page';

/** A built page as the web app's build writes it: the startup marker and the boot script. */
const PAGE = [
  '<html><head><title>x</title><!--fb:startup-->',
  '<script>var screen = /* fb:first-screen */ ["assets/files.js","assets/files.css"];</script>',
  '<link rel="stylesheet" crossorigin href="./assets/app.css">',
  '</head><body><div id="loading"></div></body></html>',
].join('');

/** A name with what could end a script element or be read as a replacement pattern. */
const AWKWARD = "<!--<script>&$&$'.txt";

/**
 * The first page a page carries, read back as the page's script reads it: the request its head
 * names, and the data at its end (null when it ended without).
 */
function carried(html: string): { url: string | undefined; page: unknown } | null {
  const promised = /<meta name="fb-first-page" content="([^"]*)">/.exec(html);
  const found = /<script type="application\/json" id="fb-first-page">(.*?)<\/script>/s.exec(html);
  if (!found) return null;
  const url = promised?.[1]?.replace(/&#38;/g, '&');
  return { url, page: JSON.parse(found[1] ?? '') as unknown };
}

describe("a folder's page comes with its first page", () => {
  let test: TestServer;
  let token: string;

  beforeAll(async () => {
    const fixture: Record<string, string | null> = {
      'web/index.html': PAGE,
      'web/assets/app.css': 'body{}',
      'data/big/sub': null,
      [`data/big/${AWKWARD}`]: 'x',
    };
    for (let index = 0; index < 250; index++) {
      fixture[`data/big/file-${String(index).padStart(3, '0')}.txt`] = 'x';
    }
    test = await startTestServer(fixture, { webRoot: 'web' });
    token = await test.login();
  });

  afterAll(async () => {
    await test.close();
  });

  const page = (path: string, cookie?: string) =>
    test.request(path, cookie === undefined ? {} : { headers: { Cookie: cookie } });

  it('answers what the API answers for the first page, with the files screen styles linked after the app own', async () => {
    const response = await test.request('/files/big/', {
      headers: { Cookie: `theme=dark; auth=${token}`, 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    // ~40 KB of names cross a slow link compressed, as the API's own answer would.
    expect(response.headers.get('content-encoding')).toBe('br');
    const html = await response.text();
    const sent = carried(html);
    // Named in the head (the page's script reads that first), sent at the end of the body.
    expect(html.indexOf('<meta name="fb-first-page"')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('id="fb-first-page"')).toBeGreaterThan(html.indexOf('id="loading"'));
    expect(sent?.url).toBe('/api/resources/big/?limit=200&offset=0');
    const api = await test.request('/api/resources/big/?limit=200&offset=0', { token });
    expect(sent?.page).toEqual(await api.json());
    expect(sent?.page).toMatchObject({ numDirs: 1, numFiles: 251 });
    // The awkward name survives, and nothing in it reached the page as markup.
    expect(JSON.stringify(sent?.page)).toContain(JSON.stringify(AWKWARD).slice(1, -1));
    expect(html).not.toContain('<!--<script>');
    const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (link) => link[1],
    );
    expect(styles).toEqual(['/static/assets/app.css', '/static/assets/files.css']);
  });

  it('writes the request as the page does, for names that need encoding', () => {
    expect(firstPageUrl('', '/files/a%20b/%C3%A9t%C3%A9/')).toBe(
      '/api/resources/a%20b/%C3%A9t%C3%A9/?limit=200&offset=0',
    );
    expect(firstPageUrl('/fb', "/fb/files/it's/")).toBe(
      "/fb/api/resources/it's/?limit=200&offset=0",
    );
    expect(firstPageUrl('', '/files/bad%E0%A4%A/')).toBeUndefined();
  });

  it('comes without it when there is no session, a bad one, no folder, or an error', async () => {
    // [address, cookie, whether the head promised it (a folder's address and a cookie)]
    const cases: [string, string | undefined, boolean][] = [
      ['/files/big/', undefined, false],
      ['/files/big/', 'auth=not.a.token', true],
      ['/files/big/', `auth=${token.slice(0, -2)}xx`, true],
      ['/files/big/file-001.txt', `auth=${token}`, false],
      ['/files/missing/', `auth=${token}`, true],
      ['/settings/', `auth=${token}`, false],
      ['/login', `auth=${token}`, false],
    ];
    for (const [path, cookie, promised] of cases) {
      const response = await page(path, cookie);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(carried(html), `${path} ${String(cookie)}`).toBeNull();
      // The page is whole all the same: its script asks for itself.
      expect(html, path).toMatch(/<div id="loading"><\/div><\/body><\/html>$/);
      expect(html.includes('<meta name="fb-first-page"'), path).toBe(promised);
      expect(html.includes('href="/static/assets/files.css"'), path).toBe(promised);
    }
  });

  it('follows the listing: a file added since is on the next page load', async () => {
    const before = carried(await (await page('/files/big/sub/', `auth=${token}`)).text());
    expect(before?.page).toMatchObject({ numFiles: 0 });
    const saved = await test.request('/api/resources/big/sub/new.txt', {
      method: 'POST',
      token,
      body: 'new',
    });
    expect(saved.status).toBe(200);
    const after = carried(await (await page('/files/big/sub/', `auth=${token}`)).text());
    expect(after?.page).toMatchObject({ numFiles: 1, items: [{ name: 'new.txt' }] });
  });
});
