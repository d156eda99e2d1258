import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { TEST_ADMIN_PASSWORD, startTestServer } from '../../testing/test-server';
import { rawExchange, rawRequest } from '../../testing/raw-http';

/** Every file and folder below `root` with its content, to prove bad requests changed nothing. */
function snapshot(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name));
      return entry.isFile() ? `${path}=${readFileSync(join(root, path), 'utf8')}` : `${path}/`;
    })
    .sort();
}

describe('request hardening (real server, raw HTTP)', () => {
  let test: TestServer;
  let token: string;
  let before: string[];

  beforeAll(async () => {
    test = await startTestServer(
      {
        'data/docs/a.txt': 'alpha',
        'data/docs/sub/b.txt': 'beta',
        'data/private/secret.txt': 'secret',
        'outside/victim.txt': 'victim',
      },
      { baseURL: '/fb' },
    );
    token = await test.login();
    before = snapshot(test.base);
  });

  afterAll(async () => {
    await test.close();
  });

  const get = (path: string, method = 'GET') =>
    rawRequest(test.url, path, { method, headers: { 'X-Auth': token } });

  it('redirects paths with //, /./ or /../ to the cleaned path, base URL and query kept (K01)', async () => {
    const cases: [string, string][] = [
      ['/fb/api/resources//docs/', '/fb/api/resources/docs/'],
      ['/fb/api/resources/docs/./a.txt?x=1&y=%20', '/fb/api/resources/docs/a.txt?x=1&y=%20'],
      ['/fb/api/resources/docs/sub/..', '/fb/api/resources/docs'],
      ['/fb/api/resources/docs%2F..%2Fprivate/', '/fb/api/resources/private/'],
      ['/fb/files/../../../etc/passwd', '/fb/etc/passwd'],
      ['/fb/static/..%2f..%2fapi/resources/', '/fb/api/resources/'],
    ];
    for (const [path, location] of cases) {
      const response = await get(path);
      expect([path, response.status, response.headers.location]).toEqual([path, 301, location]);
    }
  });

  it('redirects every method, so traversal never reaches a handler (K01, K10)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await get('/fb/api/resources/docs/../../outside/victim.txt', method);
      expect(response.status).toBe(301);
    }
  });

  it('only ever redirects to a same-origin path, never carrying CR or LF (K80, K94)', async () => {
    const offsite = await get('//evil.example/%2e%2e/fb/api/');
    expect(offsite.status).toBe(301);
    expect(offsite.headers.location).toBe('/fb/api/');
    const injected = await get('/fb/x//y%0d%0aSet-Cookie:%20a=1');
    expect(injected.status).toBe(301);
    expect(injected.headers.location).toBe('/fb/x/y%0D%0ASet-Cookie%3A%20a%3D1');
    expect(injected.headers['set-cookie']).toBeUndefined();
  });

  it('refuses malformed percent-encoding, overlong UTF-8 and NUL bytes with a clear 400 (K10)', async () => {
    const malformed = '400 Bad Request (malformed percent-encoding in path)\n';
    for (const path of [
      '/fb/api/resources/%E0%A4%A',
      '/fb/api/resources/%ZZ',
      '/fb/files/%C0%AE%C0%AE/',
      '/fb/api/resources/%C0%AF',
    ]) {
      const response = await get(path);
      expect([path, response.status, response.body]).toEqual([path, 400, malformed]);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    const nul = await get('/fb/api/resources/docs/a.txt%00.jpg');
    expect(nul.status).toBe(400);
    expect(nul.body).toBe('400 Bad Request (NUL byte in path)\n');
  });

  it('says what is wrong with a JSON body, and refuses bodies over 1 MiB with 413', async () => {
    const login = (body: string | Buffer) =>
      rawRequest(test.url, '/fb/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    expect((await login('{"username":')).body).toBe(
      '400 Bad Request (request body is not valid JSON)\n',
    );
    expect((await login('')).body).toBe('400 Bad Request (empty request body)\n');
    const huge = JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) });
    const tooLarge = await login(huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toBe('413 Payload Too Large\n');
  });

  it('answers malformed or oversized JSON on every JSON endpoint with a 4xx and changes nothing (K51)', async () => {
    const state = async () =>
      Promise.all(
        ['/fb/api/users', '/fb/api/settings', '/fb/api/shares'].map(
          async (path) => (await get(path)).body,
        ),
      );
    const stateBefore = await state();
    const endpoints: [string, string][] = [
      ['POST', '/fb/api/login'],
      ['POST', '/fb/api/users'],
      ['PUT', '/fb/api/users/1'],
      ['DELETE', '/fb/api/users/1'],
      ['PUT', '/fb/api/settings'],
      ['POST', '/fb/api/share/docs/a.txt'],
    ];
    // Well-formed JSON whose strings hold bytes that are not UTF-8: a stray continuation byte,
    // a cut-off sequence, an overlong `/` and an encoded surrogate (issue 27).
    const notUtf8 = ['ff', 'c3', 'c0af', 'eda080'].map((hex) =>
      Buffer.concat([
        Buffer.from('{"what":"user","password":"'),
        Buffer.from(hex, 'hex'),
        Buffer.from('"}'),
      ]),
    );
    const huge = `{"what":"user","data":"${'x'.repeat(2 * 1024 * 1024)}"}`;
    for (const [method, path] of endpoints) {
      const headers = { 'X-Auth': token, 'Content-Type': 'application/json' };
      const malformed = await rawRequest(test.url, path, { method, headers, body: '{"what":' });
      expect([method, path, malformed.status]).toEqual([method, path, 400]);
      expect(malformed.body).toMatch(/^400 Bad Request \(.+\)\n$/);
      for (const body of notUtf8) {
        const answer = await rawRequest(test.url, path, { method, headers, body });
        expect([method, path, answer.status, answer.body]).toEqual([
          method,
          path,
          400,
          '400 Bad Request (request body is not valid UTF-8)\n',
        ]);
      }
      const tooLarge = await rawRequest(test.url, path, { method, headers, body: huge });
      expect([method, path, tooLarge.status]).toEqual([method, path, 413]);
    }
    expect(await state()).toEqual(stateBefore);
  });

  it('closes the connection on smuggling attempts with a plain 400 (K93)', async () => {
    const attempts = [
      // Content-Length together with Transfer-Encoding.
      'POST /fb/api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /fb/health HTTP/1.1\r\nHost: x\r\n\r\n',
      // A chunk-size line ended by a bare LF.
      'POST /fb/api/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n' +
        '2\nab\r\n0\r\n\r\n',
      // An obs-fold header continuation.
      'GET /fb/health HTTP/1.1\r\nHost: x\r\nX-Folded: a\r\n b\r\n\r\n',
    ];
    for (const bytes of attempts) {
      const answer = await rawExchange(test.url, bytes);
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toContain('\r\n\r\n400 Bad Request (malformed HTTP request)\n');
      expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    }
  });

  it('sends the security headers of api-contract §0.3', async () => {
    const listing = await get('/fb/api/resources/docs/');
    expect(listing.status).toBe(200);
    expect(listing.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(listing.headers['content-security-policy']).toBe(
      "default-src 'self'; style-src 'unsafe-inline';",
    );
    const denied = await rawRequest(test.url, '/fb/api/resources/docs/');
    expect(denied.status).toBe(401);
    expect(denied.headers['x-content-type-options']).toBe('nosniff');
    const health = await rawRequest(test.url, '/fb/health');
    expect(health.headers['cache-control']).toBeUndefined();
  });

  it('changed nothing on disk and left the account usable', async () => {
    expect(snapshot(test.base).filter((path) => !path.startsWith('fb.db'))).toEqual(
      before.filter((path) => !path.startsWith('fb.db')),
    );
    expect(await test.login('admin', TEST_ADMIN_PASSWORD)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
