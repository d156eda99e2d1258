import fc from 'fast-check';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import type { PatchFlags } from '../../testing/resources';
import { patchQuery } from '../../testing/resources';

// Issue #25 (data safety): names at the file system's limit (NAME_MAX, 255 bytes of UTF-8)
// round-trip through every write and read path; temp names never push a name past it; one byte
// more is a clean 400 naming the limit, and a path past PATH_MAX a 414 or 400. Never a 500.

const NAME_MAX = 255;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Characters of 1 to 4 bytes in UTF-8; none is `/` or NUL. */
const pieces = fc.constantFrom(
  'a',
  'Z',
  '7',
  '-',
  '_',
  ' ',
  '.',
  '(',
  ')',
  "'",
  '%',
  '+',
  '#',
  '?',
  '&',
  'é',
  'ß',
  'Ж',
  '€',
  '中',
  'ー',
  '😀',
  '𝄞',
);

/** A name of exactly `size` bytes built from `chars`, padded with ASCII. */
function exactly(chars: string[], size: number, pad = 'x'): string {
  // A name of dots only (`.`, `..`) means something else; a letter first keeps it a plain name.
  let name = 'n';
  for (const char of chars) {
    if (bytes(name) + bytes(char) > size) break;
    name += char;
  }
  while (bytes(name) < size) name += pad;
  return name;
}

/** Names of exactly 255 bytes: ASCII, multi-byte and mixed. */
const longNames = fc.oneof(
  fc.array(pieces, { minLength: 0, maxLength: 260 }).map((chars) => exactly(chars, NAME_MAX)),
  fc.constantFrom(
    '€'.repeat(85),
    'a'.repeat(NAME_MAX),
    `${'😀'.repeat(63)}abc`,
    `${'é'.repeat(125)}.txt1`,
    `${'x'.repeat(251)}.txt`,
  ),
);

describe('names of 255 bytes through every path (issue #25)', () => {
  let test: TestServer;
  let admin: string;
  let run = 0;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.login();
  });
  afterAll(async () => {
    await test.close();
  });

  /** A scope path (no leading slash) as a URL path: each name percent-encoded. */
  const url = (path: string) => `/${path.split('/').map(encodeURIComponent).join('/')}`;
  const settle = async (response: Promise<Response>) => {
    const settled = await response;
    return { status: settled.status, body: await settled.text() };
  };
  const post = (path: string, body: string | undefined, override = false) =>
    settle(
      test.request(`/api/resources${url(path)}?override=${String(override)}`, {
        method: 'POST',
        token: admin,
        ...(body !== undefined && { body }),
      }),
    );
  const put = (path: string, body: string) =>
    settle(test.request(`/api/resources${url(path)}`, { method: 'PUT', token: admin, body }));
  const patch = (path: string, action: 'copy' | 'rename', to: string, flags: PatchFlags = {}) =>
    settle(
      test.request(`/api/resources${url(path)}${patchQuery(action, to, flags)}`, {
        method: 'PATCH',
        token: admin,
      }),
    );
  const del = (path: string) =>
    settle(test.request(`/api/resources${url(path)}`, { method: 'DELETE', token: admin }));
  const raw = (path: string) => settle(test.request(`/api/raw${url(path)}`, { token: admin }));
  const listing = async (folder: string) => {
    const response = await test.request(`/api/resources${url(folder)}/`, { token: admin });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { items?: { name: string }[] };
    return (json.items ?? []).map((item) => item.name).sort();
  };
  const noTemps = (folder: string) => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.includes('.fb-')) found.push(entry.name);
        else if (entry.isDirectory()) walk(join(dir, entry.name));
      }
    };
    walk(join(test.root, folder));
    expect(found).toEqual([]);
  };
  const ok = (answer: { status: number; body: string }, status = 200) => {
    expect(answer.status, answer.body).toBe(status);
  };
  /** A 4xx with its cause in the body: `"<code> <reason> (<cause>)\n"`. */
  const clean4xx = /^4\d\d [A-Za-z -]+ \(.+\)\n$/s;

  it('sanity: the generated names are exactly 255 bytes', () => {
    fc.assert(
      fc.property(longNames, (name) => bytes(name) === NAME_MAX && !name.includes('/')),
      { numRuns: 200 },
    );
  });

  it('POST, POST override, PUT, GET, raw, copy, move, keep-both and DELETE round-trip the name', async () => {
    await fc.assert(
      fc.asyncProperty(longNames, async (name) => {
        const dir = `run-${String(run++)}`;
        const file = `${dir}/${name}`;
        ok(await post(`${dir}/`, undefined));

        // Create, then a second create of the same name is refused, then override replaces it.
        ok(await post(file, 'first'));
        expect(await listing(dir)).toEqual([name]);
        expect(await raw(file)).toEqual({ status: 200, body: 'first' });
        expect((await post(file, 'again')).status).toBe(409);
        ok(await post(file, 'second', true));
        expect(await raw(file)).toEqual({ status: 200, body: 'second' });
        ok(await put(file, 'third'));
        expect(await raw(file)).toEqual({ status: 200, body: 'third' });
        noTemps(dir);

        // The same name as a folder (create, list).
        ok(await post(`${dir}/folders/${name}/`, undefined));
        expect(await listing(`${dir}/folders`)).toEqual([name]);

        // Copy into another folder under the same name, then over it with override.
        ok(await patch(file, 'copy', `${dir}/copies/${name}`));
        expect(await raw(`${dir}/copies/${name}`)).toEqual({ status: 200, body: 'third' });
        ok(await patch(file, 'copy', `${dir}/copies/${name}`, { override: true }));
        expect(await listing(`${dir}/copies`)).toEqual([name]);

        // Keep both where the name is taken: `(1)` would make it 258 bytes. Whatever the server
        // does about it, it says so cleanly, and nothing is half-made.
        const keepBoth = await patch(file, 'copy', file, { rename: true });
        expect(keepBoth.status, keepBoth.body).not.toBe(500);
        if (keepBoth.status !== 200) {
          expect([400, 409], keepBoth.body).toContain(keepBoth.status);
          expect(keepBoth.body).toMatch(clean4xx);
          expect(await listing(dir)).toEqual(['copies', 'folders', name].sort());
        } else {
          // A free name within the limit was found: it is listed and holds the bytes.
          const names = await listing(dir);
          const made = names.filter((entry) => !['copies', 'folders', name].includes(entry));
          expect(made).toHaveLength(1);
          expect(bytes(made[0] ?? '')).toBeLessThanOrEqual(NAME_MAX);
          expect(await raw(`${dir}/${made[0] ?? ''}`)).toEqual({ status: 200, body: 'third' });
        }
        noTemps(dir);

        // Move a folder holding the name, and the file itself.
        ok(await patch(`${dir}/copies`, 'rename', `${dir}/moved-folder`));
        expect(await listing(`${dir}/moved-folder`)).toEqual([name]);
        ok(await patch(file, 'rename', `${dir}/moved/${name}`));
        expect(existsSync(join(test.root, file))).toBe(false);
        expect(await raw(`${dir}/moved/${name}`)).toEqual({ status: 200, body: 'third' });
        expect((await raw(file)).status).toBe(404);
        noTemps(dir);

        // Delete.
        ok(await del(`${dir}/moved/${name}`), 204);
        expect(await listing(`${dir}/moved`)).toEqual([]);
        ok(await del(`${dir}/folders/${name}`), 204);
        expect(await listing(`${dir}/folders`)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });

  describe('past the limits', () => {
    const tooLong = (name: string) =>
      fc.asyncProperty(fc.constant(name), async () => {
        const answers = {
          create: await post(`over/${name}`, 'x'),
          mkdir: await post(`over/${name}/`, undefined),
          copy: await patch('over-src.txt', 'copy', `over/${name}`),
          move: await patch('over-src.txt', 'rename', `over/${name}`),
        };
        for (const [what, answer] of Object.entries(answers)) {
          expect(answer.status, `${what}: ${answer.body}`).toBe(400);
          expect(answer.body, what).toMatch(clean4xx);
          expect(answer.body, what).toContain('255');
        }
        expect(existsSync(join(test.root, 'over-src.txt'))).toBe(true);
        if (existsSync(join(test.root, 'over'))) expect(await listing('over')).toEqual([]);
      });

    beforeAll(async () => {
      ok(await post('over-src.txt', 'source'));
    });

    it.each([
      ['ASCII', 'a'.repeat(NAME_MAX + 1)],
      ['multi-byte', `${'€'.repeat(85)}a`],
      ['4-byte characters', '😀'.repeat(64)],
    ])('a name of 256+ bytes (%s) is a 400 naming the limit', async (_, name) => {
      expect(bytes(name)).toBeGreaterThan(NAME_MAX);
      await fc.assert(tooLong(name), { numRuns: 1 });
    });

    it('PUT of a name over 255 bytes is a 4xx, never a 500', async () => {
      const answer = await put(`over/${'b'.repeat(300)}`, 'x');
      expect([400, 404], answer.body).toContain(answer.status);
    });

    it('a path over PATH_MAX (4096 bytes) is a 414 or 400, never a 500', async () => {
      // 20 folders of 250 bytes: every name within NAME_MAX, the path over 5,000 bytes.
      const deep = Array.from({ length: 20 }, (_, index) => String(index).padEnd(250, 'd'));
      const path = deep.join('/');
      expect(bytes(path)).toBeGreaterThan(4096);
      const answers = {
        create: await post(`${path}/file.txt`, 'x'),
        mkdir: await post(`${path}/`, undefined),
        copy: await patch('over-src.txt', 'copy', path),
        get: await settle(test.request(`/api/resources${url(path)}`, { token: admin })),
      };
      for (const [what, answer] of Object.entries(answers)) {
        expect([400, 404, 414], `${what}: ${String(answer.status)} ${answer.body}`).toContain(
          answer.status,
        );
        if (what !== 'get') expect([400, 414], `${what}: ${answer.body}`).toContain(answer.status);
      }
      expect(existsSync(join(test.root, deep[0] ?? ''))).toBe(false);
    });
  });
});
