import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Upload } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The real `file-browser` command (the built bundle: this project's test target depends on its
// build), killed with SIGKILL in the middle of writes: nothing may be left half-written under
// a file's real name, and the next start must carry on (spec: "a failed upload leaves the old
// file intact"; issue 17 "crash consistency").
const BIN = fileURLToPath(new URL('../bin/file-browser.cjs', import.meta.url));
const PASSWORD = 'crash-test-admin-password';
const MiB = 1024 * 1024;

interface Running {
  child: ChildProcess;
  base: string;
  token: string;
}

async function start(dir: string): Promise<Running> {
  const child = spawn(
    process.execPath,
    [BIN, '--root', join(dir, 'data'), '--database', join(dir, 'fb.db'), '--port', '0'],
    { env: { ...process.env, FB_ADMIN_PASSWORD: PASSWORD }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    // Lines for people (where it listens) come on stderr; stdout holds only JSON logs.
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /is serving .* at (http:\/\/[^/]+)\//.exec(output)?.[1];
      if (address) resolve(address);
    });
    child.on('exit', (code) => {
      reject(new Error(`the server stopped (${String(code)}): ${output}`));
    });
  });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const token = (await login.text()).trim();
  // One request first: the per-root case probe writes a temp file of its own, which the tests'
  // waits for "the temp file" of a write would otherwise catch (and kill the server on).
  const warm = await fetch(`${base}/api/resources/`, { headers: { 'X-Auth': token } });
  await warm.arrayBuffer();
  return { child, base, token };
}

async function kill(running: Running): Promise<void> {
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGKILL');
  await exited;
}

/** Starts a request whose body is `total` bytes but sends only `sent` (bytes or a count). */
function halfSent(
  running: Running,
  method: string,
  path: string,
  total: number,
  sent: number | Buffer,
  headers: Record<string, string> = {},
): void {
  const url = new URL(path, running.base);
  const outgoing = httpRequest(url, {
    method,
    headers: { 'X-Auth': running.token, 'Content-Length': String(total), ...headers },
  });
  outgoing.on('error', () => undefined);
  outgoing.write(typeof sent === 'number' ? Buffer.alloc(sent, 0x62) : sent);
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const tempsIn = (folder: string) => readdirSync(folder).filter((name) => name.includes('.fb-'));

/** {@link filesBelow} while the server moves them: undefined when a folder vanishes mid-scan. */
function filesBelowWhileMoving(folder: string): string[] | undefined {
  try {
    return filesBelow(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Every file below `folder` (relative paths), folders left out. */
function filesBelow(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

/** Writes `count` small files, 100 to a folder, each holding its own path; answers the paths. */
function manyFiles(folder: string, count: number): string[] {
  const paths: string[] = [];
  for (let index = 0; index < count; index++) {
    const path = join(`sub-${String(Math.floor(index / 100))}`, `file-${String(index)}.txt`);
    mkdirSync(join(folder, dirname(path)), { recursive: true });
    writeFileSync(join(folder, path), `content of ${path}\n`.repeat(8));
    paths.push(path);
  }
  return paths.sort();
}

describe('kill -9 in the middle of writes (crash consistency)', () => {
  let dir: string;
  let data: string;
  let running: Running | undefined;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fb-crash-'));
    data = join(dir, 'data');
    mkdirSync(data);
  });
  afterEach(async () => {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      await kill(running);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['an upload over a file (POST override)', 'POST', '?override=true'],
    ['a save (PUT)', 'PUT', ''],
  ])(
    '%s: the original stays whole and nothing partial takes its name',
    async (_, method, query) => {
      writeFileSync(join(data, 'keep.txt'), 'the original\n');
      running = await start(dir);
      halfSent(running, method, `/api/resources/keep.txt${query}`, 64 * MiB, 8 * MiB);
      await until(() => tempsIn(data).length > 0, 'the temp file');
      await kill(running);

      expect(readFileSync(join(data, 'keep.txt'), 'utf8')).toBe('the original\n');
      expect(tempsIn(data)).toHaveLength(1);
      // A restart on the same database and folder removes the temp file the kill left, and
      // still serves the original.
      running = await start(dir);
      expect(tempsIn(data)).toEqual([]);
      const raw = await fetch(`${running.base}/api/raw/keep.txt`, {
        headers: { 'X-Auth': running.token },
      });
      expect(await raw.text()).toBe('the original\n');
    },
  );

  it('a new upload cut off leaves no file under its name', async () => {
    running = await start(dir);
    halfSent(running, 'POST', '/api/resources/new.bin', 64 * MiB, 8 * MiB);
    await until(() => tempsIn(data).length > 0, 'the temp file');
    await kill(running);
    expect(existsSync(join(data, 'new.bin'))).toBe(false);
    running = await start(dir);
    expect(tempsIn(data)).toEqual([]);
  });

  it('a copy or a move cut off: the source is whole, the target absent or whole', async () => {
    const size = 256 * MiB;
    writeFileSync(join(data, 'big.bin'), Buffer.alloc(size, 0x61));
    running = await start(dir);
    const patch = (action: string, to: string) =>
      void fetch(
        `${running?.base ?? ''}/api/resources/big.bin?action=${action}&destination=${to}`,
        {
          method: 'PATCH',
          headers: { 'X-Auth': running?.token ?? '' },
        },
      ).catch(() => undefined);
    patch('copy', '%2Fcopy.bin');
    await until(() => existsSync(join(data, 'copy.bin')) || tempsIn(data).length > 0, 'the copy');
    await kill(running);
    expect(statSync(join(data, 'big.bin')).size).toBe(size);
    if (existsSync(join(data, 'copy.bin')))
      expect(statSync(join(data, 'copy.bin')).size).toBe(size);

    running = await start(dir);
    expect(tempsIn(data)).toEqual([]);
    patch('rename', '%2Fmoved.bin');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await kill(running);
    const whole = ['big.bin', 'moved.bin'].filter(
      (name) => existsSync(join(data, name)) && statSync(join(data, name)).size === size,
    );
    expect(whole).toHaveLength(1);
  });

  it('a tus upload killed mid-PATCH resumes from the saved offset after a restart', async () => {
    running = await start(dir);
    const tus = (method: string, headers: Record<string, string>, body?: Buffer) =>
      fetch(`${running?.base ?? ''}/api/tus/t.bin`, {
        method,
        headers: { 'X-Auth': running?.token ?? '', 'Tus-Resumable': '1.0.0', ...headers },
        ...(body && { body: new Uint8Array(body) }),
      });
    const content = Buffer.alloc(12 * MiB);
    for (let index = 0; index < content.length; index++) content[index] = index % 251;
    expect((await tus('POST', { 'Upload-Length': String(content.length) })).status).toBe(201);
    const first = await tus(
      'PATCH',
      { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      content.subarray(0, 4 * MiB),
    );
    expect(first.status).toBe(204);
    // The next PATCH is cut off by the kill with part of its body sent.
    halfSent(running, 'PATCH', '/api/tus/t.bin', 8 * MiB, content.subarray(4 * MiB, 6 * MiB), {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(4 * MiB),
      'Content-Type': 'application/offset+octet-stream',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await kill(running);
    expect(existsSync(join(data, 't.bin'))).toBe(false);

    running = await start(dir);
    const head = await tus('HEAD', {});
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(4 * MiB);
    expect(offset).toBeLessThanOrEqual(6 * MiB);
    const rest = await tus(
      'PATCH',
      { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      content.subarray(offset),
    );
    expect(rest.status).toBe(204);
    expect(readFileSync(join(data, 't.bin')).equals(content)).toBe(true);
  });

  it('a folder copy of 2,000 files cut off: nothing under the final name, the retry copies all', async () => {
    const paths = manyFiles(join(data, 'src'), 2000);
    running = await start(dir);
    const copy = (to: string) =>
      fetch(`${running?.base ?? ''}/api/resources/src?action=copy&destination=${to}`, {
        method: 'PATCH',
        headers: { 'X-Auth': running?.token ?? '' },
      });
    void copy('%2Fdst').catch(() => undefined);
    // Killed once the copy is being built: its hidden temp folder holds some files.
    await until(
      () => tempsIn(data).some((temp) => filesBelow(join(data, temp)).length > 50),
      'the half-built copy',
    );
    await kill(running);
    // Nothing under the final name, or (had it finished first) the whole copy.
    if (existsSync(join(data, 'dst'))) expect(filesBelow(join(data, 'dst'))).toEqual(paths);
    expect(filesBelow(join(data, 'src'))).toEqual(paths);

    running = await start(dir);
    expect(tempsIn(data)).toEqual([]);
    if (!existsSync(join(data, 'dst'))) {
      const retried = await copy('%2Fdst');
      expect(retried.status, await retried.text()).toBe(200);
    }
    expect(filesBelow(join(data, 'dst'))).toEqual(paths);
    for (const path of paths) {
      expect(readFileSync(join(data, 'dst', path), 'utf8')).toBe(
        readFileSync(join(data, 'src', path), 'utf8'),
      );
    }
    expect(tempsIn(data)).toEqual([]);
  }, 60_000);

  it('a merge move cut off: every file exists exactly once, in the source or the target, whole', async () => {
    const paths = manyFiles(join(data, 'src'), 3000);
    const expected = new Map(
      paths.map((path) => [path, readFileSync(join(data, 'src', path), 'utf8')]),
    );
    // The target folder exists and is not empty, with a sub-folder the merge goes into.
    mkdirSync(join(data, 'dst', 'sub-0'), { recursive: true });
    writeFileSync(join(data, 'dst', 'own.txt'), 'the target’s own');
    writeFileSync(join(data, 'dst', 'sub-0', 'own-too.txt'), 'also the target’s own');
    running = await start(dir);
    void fetch(`${running.base}/api/resources/src?action=rename&destination=%2Fdst&override=true`, {
      method: 'PATCH',
      headers: { 'X-Auth': running.token },
    }).catch(() => undefined);
    await until(() => {
      // A folder gone in the middle of the scan: the merge is under way.
      const left = filesBelowWhileMoving(join(data, 'src'));
      return left === undefined || left.length < paths.length;
    }, 'the merge to start');
    await kill(running);

    const inSource = new Set(filesBelow(join(data, 'src')));
    const inTarget = new Set(filesBelow(join(data, 'dst')));
    for (const [path, content] of expected) {
      const places = [inSource.has(path) && 'src', inTarget.has(path) && 'dst'].filter(Boolean);
      expect(places, path).toHaveLength(1);
      expect(readFileSync(join(data, String(places[0]), path), 'utf8'), path).toBe(content);
    }
    expect(readFileSync(join(data, 'dst', 'own.txt'), 'utf8')).toBe('the target’s own');
    expect(readFileSync(join(data, 'dst', 'sub-0', 'own-too.txt'), 'utf8')).toBe(
      'also the target’s own',
    );
    expect([...inSource].filter((path) => !expected.has(path))).toEqual([]);

    running = await start(dir);
    expect(tempsIn(data)).toEqual([]);
  }, 60_000);

  it('a tus completion across file systems killed mid-copy resumes with tus-js-client after a restart', async (context) => {
    // The target folder is a tmpfs inside the root, the staging folder beside the database is
    // not: completing the upload copies it across, and the kill lands in that copy.
    const target = join(data, 'mnt');
    mkdirSync(target);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1g', 'tmpfs', target], { stdio: 'pipe' });
    } catch (error) {
      console.warn(`skipped: cannot mount a tmpfs here (${String(error)})`);
      context.skip();
    }
    try {
      const content = randomBytes(384 * MiB);
      running = await start(dir);
      const url = `${running.base}/api/tus/mnt/big.bin`;
      const tus = (method: string, headers: Record<string, string>, body?: Buffer) =>
        fetch(url, {
          method,
          headers: { 'X-Auth': running?.token ?? '', 'Tus-Resumable': '1.0.0', ...headers },
          ...(body && { body: new Uint8Array(body) }),
        });
      const patchHeaders = (offset: number) => ({
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      });
      expect((await tus('POST', { 'Upload-Length': String(content.length) })).status).toBe(201);
      const most = content.length - 1;
      expect((await tus('PATCH', patchHeaders(0), content.subarray(0, most))).status).toBe(204);
      // The last byte starts the completion; the kill comes once its copy is being written.
      void tus('PATCH', patchHeaders(most), content.subarray(most)).catch(() => undefined);
      await until(() => tempsIn(target).length > 0, 'the cross-disk copy');
      await kill(running);
      expect(existsSync(join(target, 'big.bin'))).toBe(false);

      running = await start(dir);
      expect(tempsIn(target)).toEqual([]);
      const { base, token } = running;
      const resumeAt = `${base}/api/tus/mnt/big.bin`;
      await new Promise<void>((resolve, reject) => {
        const upload = new Upload(content, {
          endpoint: resumeAt,
          uploadUrl: resumeAt,
          chunkSize: 64 * MiB,
          retryDelays: [],
          storeFingerprintForResuming: false,
          headers: { 'X-Auth': token },
          onSuccess: () => {
            resolve();
          },
          onError: reject,
        });
        upload.start();
      });
      expect(readFileSync(join(target, 'big.bin')).equals(content)).toBe(true);
      expect(tempsIn(target)).toEqual([]);
    } finally {
      if (running) await kill(running);
      execFileSync('umount', ['-l', target]);
    }
  }, 120_000);
});
