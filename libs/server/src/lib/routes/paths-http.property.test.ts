import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { rawPath } from '../../testing/path-arbitraries';
import { rawRequest } from '../../testing/raw-http';

/*
 * The resolver's property (files/paths.property.test.ts) seen from outside: hostile request
 * paths sent byte for byte to the real server never get anything from outside the scope
 * (security-requirements K01, K02, K10, K12, issue 17), never a 5xx, and any redirect stays on
 * this origin (K94).
 */

const SECRET = 'TOP-SECRET-OUTSIDE-THE-SCOPE';

/** Keeps the path's ASCII as sent (`%`, `\`, `..` included); escapes what HTTP cannot carry. */
function onTheWire(path: string): string {
  let wire = '';
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    const carried = code > 0x20 && code < 0x7f && char !== '?' && char !== '#';
    wire += carried ? char : Buffer.from(char).toString('hex').replace(/../g, '%$&');
  }
  return wire.startsWith('/') ? wire : `/${wire}`;
}

describe('request paths against the real server (property)', () => {
  let test: TestServer;
  let token: string;

  beforeAll(async () => {
    test = await startTestServer({
      'data/docs/a.txt': 'a',
      'data/docs/deeper/b.txt': 'b',
      'data/escape': { link: 'outside' },
      'data/self': { link: 'data' },
      'data/docs/evil': { link: 'data-evil' },
      'data/docs/up': { link: '.' },
      'data/ancestor': { link: 'outside/secret.txt' },
      'data/dangling-out': { link: 'outside/missing.txt' },
      'outside/secret.txt': SECRET,
      'data-evil/secret.txt': SECRET,
    });
    token = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  const send = (path: string) => rawRequest(test.url, path, { headers: { 'X-Auth': token } });

  it('never serves a byte from outside the scope, whatever the path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/resources', '/api/raw', '/api/usage', '/api/subtitle'),
        rawPath,
        fc.constantFrom('', '?algo=tar', '?checksum=md5'),
        async (route, path, query) => {
          const first = await send(`${route}${onTheWire(path)}${query}`);
          const answers = [first];
          if (first.status === 301) {
            const location = String(first.headers.location);
            expect(location).toMatch(/^\/(?![/\\])/);
            // Outside /api the web app answers (503 here: the test server has no built app).
            if (location.startsWith('/api/')) answers.push(await send(location));
          }
          for (const answer of answers) {
            expect(answer.status).toBeLessThan(500);
            expect(answer.body).not.toContain(SECRET);
            expect(answer.body).not.toContain(test.base);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
