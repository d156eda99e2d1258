import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mountSmallFs,
  mountSupport,
  remountReadOnly,
  remountReadWrite,
  unmount,
} from '../../testing/small-fs';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import type { PatchFlags } from '../../testing/resources';
import { patchQuery } from '../../testing/resources';

// Issue #25 (data safety) on real small file systems: a 1 MiB tmpfs inside the served root
// fills up, a second one is made read-only, a third stands for "another disk" for moves across
// file systems. Every failure is a 4xx/507 with its cause, and leaves nothing half-written.
// Mounting needs root (CI runs as root); elsewhere these tests are skipped, loudly.

const support = mountSupport();
if (!support.ok) {
  console.warn(`write-faults.test.ts: skipped, no real small file system: ${support.reason}`);
}

const KiB = 1024;
const MiB = 1024 * KiB;
/** Bytes of a full-disk body: twice the small file system. */
const TOO_BIG = 2 * MiB;

describe.skipIf(!support.ok)('writes on a full or read-only file system (issue #25)', () => {
  let test: TestServer;
  let admin: string;
  const mounted: string[] = [];

  beforeAll(async () => {
    const fixture: Record<string, string> = {
      'data/big.bin': 'x'.repeat(TOO_BIG),
      'data/plain.txt': 'plain',
    };
    // A folder bigger than the small file system, in files that each fit: it runs out midway.
    for (let index = 0; index < 8; index++) {
      fixture[`data/bigdir/part-${String(index)}.bin`] = String(index).repeat(256 * KiB);
    }
    test = await startTestServer(fixture);
    admin = await test.login();
    for (const [name, size] of [
      ['small', MiB],
      ['ro', MiB],
      ['other', 16 * MiB],
    ] as const) {
      mountSmallFs(join(test.root, name), size);
      mounted.push(join(test.root, name));
    }
  });
  afterAll(async () => {
    for (const dir of mounted.reverse()) unmount(dir);
    await test.close();
  });

  const onDisk = (path: string) => join(test.root, path);
  const read = (path: string) => readFileSync(onDisk(path), 'utf8');
  const url = (path: string) => path.split('/').map(encodeURIComponent).join('/');
  const post = (path: string, body?: string | Uint8Array<ArrayBuffer>, override = false) =>
    test.request(`/api/resources${url(path)}?override=${String(override)}`, {
      method: 'POST',
      token: admin,
      ...(body !== undefined && { body }),
    });
  const put = (path: string, body: string | Uint8Array<ArrayBuffer>) =>
    test.request(`/api/resources${url(path)}`, { method: 'PUT', token: admin, body });
  const patch = (path: string, action: 'copy' | 'rename', to: string, flags: PatchFlags = {}) =>
    test.request(`/api/resources${url(path)}${patchQuery(action, to, flags)}`, {
      method: 'PATCH',
      token: admin,
    });
  const del = (path: string) =>
    test.request(`/api/resources${url(path)}`, { method: 'DELETE', token: admin });
  /**
   * A write with a body bigger than the disk, on a fresh connection of its own: the server
   * answers 507 before it has read the whole body, and undici's fetch, reusing a keep-alive
   * socket after such an answer, sometimes never saw the next answer (one run in two, never
   * with node:http). Times out with a clear message instead of hanging the test.
   */
  const sendBig = (method: string, path: string, query = '') =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(new URL(`${test.url}/api/resources${url(path)}${query}`), {
        method,
        agent: false,
        headers: { 'X-Auth': admin, 'Content-Length': String(TOO_BIG) },
      });
      const timer = setTimeout(() => {
        outgoing.destroy();
        reject(new Error(`no answer to ${method} ${path} within 5 s`));
      }, 5000);
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          clearTimeout(timer);
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
      });
      outgoing.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      outgoing.end(Buffer.alloc(TOO_BIG, 0x7a));
    });
  /** Status and body of an answer. */
  const settle = async (response: Promise<Response>) => {
    const settled = await response;
    return { status: settled.status, body: await settled.text() };
  };
  /** Every `.fb-` entry below a folder on disk, at any depth. */
  const tempsBelow = (folder: string): string[] => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.includes('.fb-')) found.push(join(dir, entry.name));
        else if (entry.isDirectory()) walk(join(dir, entry.name));
      }
    };
    walk(onDisk(folder));
    return found;
  };
  const listed = async (folder: string) => {
    const response = await test.request(`/api/resources/${url(folder)}/`, { token: admin });
    expect(response.status).toBe(200);
    const json = (await response.json()) as { items?: { name: string }[] };
    return (json.items ?? []).map((item) => item.name).sort();
  };
  const fullDisk = /^507 Insufficient Storage \(.+\)\n$/;
  const readOnly = /^403 Forbidden \(.+\)\n$/;

  describe('a full disk', () => {
    it('POST of a new file bigger than the free space: 507 with the cause, nothing left', async () => {
      const answer = await sendBig('POST', '/small/new.bin', '?override=false');
      expect(answer.status, answer.body).toBe(507);
      expect(answer.body).toMatch(fullDisk);
      expect(existsSync(onDisk('small/new.bin'))).toBe(false);
      expect(tempsBelow('small')).toEqual([]);
      expect(await listed('small')).toEqual([]);
    });

    it('a refused body is read to its end: fetch on a kept-alive connection sees each 507', async () => {
      // The rest of a refused body is drained (within the tus bound), so a client that is still
      // sending gets its answer and the connection stays usable for the next request.
      for (let round = 0; round < 3; round++) {
        const answer = await Promise.race([
          settle(post('/small/again.bin', new Uint8Array(TOO_BIG))),
          new Promise<never>((_, reject) =>
            setTimeout(() => {
              reject(new Error(`round ${String(round)}: no answer within 5 s`));
            }, 5000),
          ),
        ]);
        expect(answer.status, answer.body).toBe(507);
      }
      expect(existsSync(onDisk('small/again.bin'))).toBe(false);
    });

    it('POST override=true over an existing file: 507, the old bytes kept, no temp', async () => {
      writeFileSync(onDisk('small/keep.txt'), 'the old bytes');
      const answer = await sendBig('POST', '/small/keep.txt', '?override=true');
      expect(answer.status, answer.body).toBe(507);
      expect(answer.body).toMatch(fullDisk);
      expect(read('small/keep.txt')).toBe('the old bytes');
      expect(tempsBelow('small')).toEqual([]);
    });

    it('PUT bigger than the free space: 507, the old content kept, no temp', async () => {
      writeFileSync(onDisk('small/edit.txt'), 'before the save');
      const answer = await sendBig('PUT', '/small/edit.txt');
      expect(answer.status, answer.body).toBe(507);
      expect(answer.body).toMatch(fullDisk);
      expect(read('small/edit.txt')).toBe('before the save');
      expect(tempsBelow('small')).toEqual([]);
    });

    it('PATCH copy of a big file from the normal disk into the small one: 507, nothing placed', async () => {
      const answer = await settle(patch('/big.bin', 'copy', '/small/big.bin'));
      expect(answer.status, answer.body).toBe(507);
      expect(answer.body).toMatch(fullDisk);
      expect(existsSync(onDisk('small/big.bin'))).toBe(false);
      expect(statSync(onDisk('big.bin')).size).toBe(TOO_BIG);
      expect(tempsBelow('small')).toEqual([]);
    });

    it('PATCH move of a big file onto the full disk: 507, the source kept whole, nothing placed', async () => {
      const answer = await settle(patch('/big.bin', 'rename', '/small/moved-big.bin'));
      expect(answer.status, answer.body).toBe(507);
      expect(answer.body).toMatch(fullDisk);
      expect(existsSync(onDisk('small/moved-big.bin'))).toBe(false);
      expect(statSync(onDisk('big.bin')).size).toBe(TOO_BIG);
      expect(tempsBelow('small')).toEqual([]);
    });

    it('PATCH copy of a folder that runs out of space midway: 507, nothing under the final name', async () => {
      const answer = await settle(patch('/bigdir', 'copy', '/small/bigdir'));
      expect(answer.status, answer.body).toBe(507);
      expect(answer.body).toMatch(fullDisk);
      expect(existsSync(onDisk('small/bigdir'))).toBe(false);
      expect(tempsBelow('small')).toEqual([]);
      expect(readdirSync(onDisk('bigdir'))).toHaveLength(8);
    });

    it('after all that, the space is free again: a file that fits is saved', async () => {
      const fits = 'f'.repeat(100 * KiB);
      expect((await settle(post('/small/fits.txt', fits))).status).toBe(200);
      expect(read('small/fits.txt')).toBe(fits);
      expect(await listed('small')).toEqual(['edit.txt', 'fits.txt', 'keep.txt']);
    });
  });

  describe('a read-only file system', () => {
    beforeAll(() => {
      mkdirSync(onDisk('ro/dir'));
      writeFileSync(onDisk('ro/keep.txt'), 'read-only bytes');
      writeFileSync(onDisk('ro/dir/inner.txt'), 'inner');
      remountReadOnly(onDisk('ro'));
    });
    afterAll(() => {
      remountReadWrite(onDisk('ro'));
    });
    const unchanged = async () => {
      expect(await listed('ro')).toEqual(['dir', 'keep.txt']);
      expect(read('ro/keep.txt')).toBe('read-only bytes');
      expect(readdirSync(onDisk('ro/dir'))).toEqual(['inner.txt']);
      expect(readFileSync(onDisk('plain.txt'), 'utf8')).toBe('plain');
    };

    it.each([
      ['POST of a new file', () => post('/ro/new.txt', 'new')],
      ['POST override=true', () => post('/ro/keep.txt', 'replaced', true)],
      ['PUT', () => put('/ro/keep.txt', 'replaced')],
      ['POST of a folder (mkdir)', () => post('/ro/newdir/')],
      ['POST of a folder below a folder', () => post('/ro/dir/a/b/')],
      ['PATCH copy into it', () => patch('/plain.txt', 'copy', '/ro/plain.txt')],
      ['PATCH copy of a folder into it', () => patch('/bigdir', 'copy', '/ro/bigdir')],
      ['PATCH move into it', () => patch('/plain.txt', 'rename', '/ro/plain.txt')],
      ['PATCH rename inside it', () => patch('/ro/keep.txt', 'rename', '/ro/renamed.txt')],
      ['PATCH move out of it', () => patch('/ro/keep.txt', 'rename', '/moved-out.txt')],
      ['PATCH move of a folder out of it', () => patch('/ro/dir', 'rename', '/moved-dir')],
      ['DELETE in it', () => del('/ro/keep.txt')],
    ])('%s: 403 with the cause, nothing changed anywhere', async (_, request) => {
      try {
        const answer = await settle(request());
        expect(answer.status, answer.body).toBe(403);
        expect(answer.body).toMatch(readOnly);
        await unchanged();
        // Nothing appeared on the writable disk either (a move out must not leave a copy).
        expect(existsSync(onDisk('moved-out.txt')), 'moved-out.txt exists').toBe(false);
        expect(existsSync(onDisk('moved-dir')), 'moved-dir exists').toBe(false);
      } finally {
        // Whatever a failed case left on the writable disk must not fail the cases after it.
        rmSync(onDisk('moved-out.txt'), { force: true });
        rmSync(onDisk('moved-dir'), { recursive: true, force: true });
      }
    });
  });

  describe('moves across file systems', () => {
    it('a file: 200, the source removed, the bytes at the target', async () => {
      writeFileSync(onDisk('across.txt'), 'going across');
      const answer = await settle(patch('/across.txt', 'rename', '/other/across.txt'));
      expect(answer.status, answer.body).toBe(200);
      expect(existsSync(onDisk('across.txt'))).toBe(false);
      expect(read('other/across.txt')).toBe('going across');
      expect(tempsBelow('other')).toEqual([]);
    });

    it('a folder: 200, the source removed, every file at the target', async () => {
      for (let index = 0; index < 20; index++) {
        mkdirSync(onDisk('tree/sub'), { recursive: true });
        writeFileSync(onDisk(`tree/sub/f${String(index)}.txt`), `file ${String(index)}`);
      }
      const answer = await settle(patch('/tree', 'rename', '/other/tree'));
      expect(answer.status, answer.body).toBe(200);
      expect(existsSync(onDisk('tree'))).toBe(false);
      for (let index = 0; index < 20; index++) {
        expect(read(`other/tree/sub/f${String(index)}.txt`)).toBe(`file ${String(index)}`);
      }
      expect(tempsBelow('other')).toEqual([]);
    });

    it('a folder merged into an existing folder on the other disk: 200, all there, source gone', async () => {
      mkdirSync(onDisk('merge-src/sub'), { recursive: true });
      mkdirSync(onDisk('other/merge-dst/sub'), { recursive: true });
      writeFileSync(onDisk('merge-src/a.txt'), 'new a');
      writeFileSync(onDisk('merge-src/sub/b.txt'), 'new b');
      writeFileSync(onDisk('other/merge-dst/a.txt'), 'old a');
      writeFileSync(onDisk('other/merge-dst/sub/c.txt'), 'old c');
      const answer = await settle(
        patch('/merge-src', 'rename', '/other/merge-dst', { override: true }),
      );
      expect(answer.status, answer.body).toBe(200);
      expect(existsSync(onDisk('merge-src'))).toBe(false);
      expect(read('other/merge-dst/a.txt')).toBe('new a');
      expect(read('other/merge-dst/sub/b.txt')).toBe('new b');
      expect(read('other/merge-dst/sub/c.txt')).toBe('old c');
      expect(tempsBelow('other')).toEqual([]);
    });

    it('a folder whose files are saved during the move: nothing lost, 409 naming what stayed', async () => {
      const files = 300;
      mkdirSync(onDisk('busy'), { recursive: true });
      for (let index = 0; index < files; index++) {
        writeFileSync(onDisk(`busy/f${String(index).padStart(3, '0')}.txt`), 'x'.repeat(2 * KiB));
      }
      // Saves go to files near the end of the copy order while the move runs.
      const targets = ['busy/f299.txt', 'busy/f298.txt', 'busy/f297.txt'];
      const lastSaved = new Map<string, string>();
      let moving = true;
      let sequence = 0;
      const saver = async (path: string) => {
        while (moving) {
          const body = `saved ${String(sequence++)} into ${path}`;
          const response = await put(`/${path}`, body);
          await response.text();
          if (response.status === 200) lastSaved.set(path, body);
          else expect([404, 409]).toContain(response.status);
        }
      };
      const savers = targets.map((path) => saver(path));
      const answer = await settle(patch('/busy', 'rename', '/other/busy'));
      moving = false;
      await Promise.all(savers);

      expect([200, 409], answer.body).toContain(answer.status);
      for (const [path, body] of lastSaved) {
        const name = path.slice('busy/'.length);
        const inSource = existsSync(onDisk(path)) ? read(path) : undefined;
        const inTarget = existsSync(onDisk(`other/busy/${name}`))
          ? read(`other/busy/${name}`)
          : undefined;
        // The last saved bytes survive somewhere; in the source only with a 409 naming it.
        expect([inSource, inTarget], `${path}; move: ${answer.body}`).toContain(body);
        if (inSource === body) {
          expect(answer.status, answer.body).toBe(409);
          expect(answer.body).toContain(name);
        }
      }
      for (let index = 0; index < files - 3; index++) {
        const name = `f${String(index).padStart(3, '0')}.txt`;
        expect(read(`other/busy/${name}`)).toBe('x'.repeat(2 * KiB));
        expect(existsSync(onDisk(`busy/${name}`))).toBe(false);
      }
      expect(tempsBelow('other')).toEqual([]);
    });
  });
});
