import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canMount,
  mountSmallFs,
  mountSupport,
  remountReadOnly,
  remountReadWrite,
  unmount,
} from '../../testing/small-fs';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';
import { clientUpload, pattern, tusClient } from '../../testing/tus-uploads';

// Issue #25: a tus upload is complete only once the file is at its final name. These tests put
// the target folder, or the staging folder itself, on a real 1 MiB tmpfs and fill it or make it
// read-only: the PATCH carrying the last byte says why it failed, the upload stays one byte
// short, nothing appears at the final name, and tus-js-client then resumes it to success.

const mountable = canMount();
if (!mountable) {
  console.warn(`tus small file system tests skipped: ${mountSupport().reason}`);
}

/** Fills the file system holding `dir` to the last block, or to `leave` bytes from full. */
function fill(dir: string, leave = 0): string {
  const filler = join(dir, 'filler.bin');
  const { bavail, bsize } = statfsSync(dir);
  try {
    writeFileSync(filler, new Uint8Array(Math.max(bavail * bsize - leave, 0)));
    if (leave === 0) writeFileSync(filler, new Uint8Array(bsize), { flag: 'a' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  return filler;
}

describe.skipIf(!mountable)('tus onto a small file system beside the staging one', () => {
  let test: TestServer;
  let admin: string;
  let tus: ReturnType<typeof tusClient>;
  let small: string;
  const staged = () => readdirSync(`${join(test.base, 'fb.db')}.uploads`);

  beforeAll(async () => {
    test = await startTestServer({});
    admin = await test.login();
    tus = tusClient(test, admin);
    small = join(test.root, 'small');
    mountSmallFs(small, 1024 * 1024);
  });
  afterAll(async () => {
    unmount(small);
    await test.close();
  });

  /** Sends all but the last byte, then the last one, and returns the last PATCH's answer. */
  async function allButLast(path: string, data: Buffer): Promise<void> {
    expect((await tus.create(path, data.length, '?override=false')).status).toBe(201);
    const body = new Uint8Array(data.subarray(0, data.length - 1));
    expect((await tus.patch(path, 0, body)).status).toBe(204);
  }
  const lastByte = (path: string, data: Buffer) =>
    tus.patch(path, data.length - 1, new Uint8Array(data.subarray(data.length - 1)));
  const resume = (path: string, data: Buffer) =>
    clientUpload(`${test.url}/api/tus${path}?override=false`, admin, data, {
      uploadUrl: `${test.url}/api/tus${path}`,
    }).done;

  it('refuses at POST an upload the target disk cannot hold, with the cause (507)', async () => {
    const declared = await tus.create('/small/huge.bin', 100 * 1024 * 1024);
    const body = await declared.text();
    expect(declared.status).toBe(507);
    expect(body).toMatch(
      /^507 Insufficient Storage \(the upload needs 104857600 bytes, the target folder's disk has \d+ free\)\n$/,
    );
    expect(staged()).toEqual([]);
    expect(readdirSync(small)).toEqual([]);
  });

  it('keeps the upload when the target disk fills up before completion, then resumes', async () => {
    const data = pattern(200 * 1024 + 5, 1);
    await allButLast('/small/full.bin', data);
    const filler = fill(small);

    const failed = await lastByte('/small/full.bin', data);
    expect(failed.status).toBe(507);
    expect(await failed.text()).toBe(
      '507 Insufficient Storage (not enough free space on the disk; the upload is kept: send its last byte again to retry)\n',
    );
    const head = await tus.head('/small/full.bin');
    expect([head.status, head.headers.get('upload-offset')]).toEqual([
      200,
      String(data.length - 1),
    ]);
    // Nothing at the final name, and no half-written copy left beside it.
    expect(readdirSync(small)).toEqual(['filler.bin']);

    rmSync(filler);
    await resume('/small/full.bin', data);
    expect(readFileSync(join(small, 'full.bin')).equals(data)).toBe(true);
    expect(statSync(join(small, 'full.bin')).mode & 0o777).toBe(0o640);
    expect(readdirSync(small)).toEqual(['full.bin']);
    expect(staged()).toEqual([]);
    rmSync(join(small, 'full.bin'));
  });

  it('keeps the upload when the target folder turns read-only, then resumes', async () => {
    const data = pattern(64 * 1024 + 1, 2);
    await allButLast('/small/ro.bin', data);
    remountReadOnly(small);
    try {
      const failed = await lastByte('/small/ro.bin', data);
      expect(failed.status).toBe(403);
      expect(await failed.text()).toBe(
        '403 Forbidden (the folder is on a read-only file system; the upload is kept: send its last byte again to retry)\n',
      );
      const head = await tus.head('/small/ro.bin');
      expect(head.headers.get('upload-offset')).toBe(String(data.length - 1));
      // Sending the last byte again is a retry, and fails the same way while nothing changed.
      expect((await lastByte('/small/ro.bin', data)).status).toBe(403);
      expect(readdirSync(small)).toEqual([]);
    } finally {
      remountReadWrite(small);
    }
    await resume('/small/ro.bin', data);
    expect(readFileSync(join(small, 'ro.bin')).equals(data)).toBe(true);
    expect(staged()).toEqual([]);
    rmSync(join(small, 'ro.bin'));
  });

  it('answers 409 and drops the upload when the name was taken meanwhile', async () => {
    const data = pattern(1000, 3);
    await allButLast('/small/taken.bin', data);
    writeFileSync(join(small, 'taken.bin'), 'first');
    const lost = await lastByte('/small/taken.bin', data);
    expect(lost.status).toBe(409);
    expect(readFileSync(join(small, 'taken.bin'), 'utf8')).toBe('first');
    expect((await tus.head('/small/taken.bin')).status).toBe(404);
    expect(staged()).toEqual([]);
    expect(readdirSync(small)).toEqual(['taken.bin']);
    rmSync(join(small, 'taken.bin'));
  });
});

describe.skipIf(!mountable)('tus with the staging folder on a small file system', () => {
  let disk: string;
  let test: TestServer;
  let admin: string;
  let tus: ReturnType<typeof tusClient>;
  const stagingDir = () => `${join(test.base, 'fb.db')}.uploads`;

  beforeAll(async () => {
    // The whole test server (database, staging, served folder) lives on a 4 MiB tmpfs.
    disk = mkdtempSync(join(tmpdir(), 'fb-small-staging-'));
    mountSmallFs(disk, 4 * 1024 * 1024);
    const before = process.env['TMPDIR'];
    process.env['TMPDIR'] = disk;
    try {
      test = await startTestServer({});
    } finally {
      if (before === undefined) delete process.env['TMPDIR'];
      else process.env['TMPDIR'] = before;
    }
    admin = await test.login();
    tus = tusClient(test, admin);
  });
  afterAll(async () => {
    await test.close();
    unmount(disk);
    rmSync(disk, { recursive: true, force: true });
  });

  it('answers 507 when a chunk fills the staging disk, keeping the bytes on disk', async () => {
    const data = pattern(1024 * 1024, 4);
    expect((await tus.create('/chunk.bin', data.length)).status).toBe(201);
    const filler = fill(disk, 256 * 1024);

    const failed = await tus.patch('/chunk.bin', 0, new Uint8Array(data));
    expect(failed.status).toBe(507);
    expect(await failed.text()).toMatch(
      /^507 Insufficient Storage \(not enough free space on the disk; the upload is kept at \d+ bytes\)\n$/,
    );
    const part = readdirSync(stagingDir()).find((name) => name.endsWith('.part')) ?? '';
    const onDisk = statSync(join(stagingDir(), part)).size;
    const head = await tus.head('/chunk.bin');
    expect(head.headers.get('upload-offset')).toBe(String(onDisk));
    expect(onDisk).toBeLessThan(data.length);
    expect(readFileSync(join(stagingDir(), part)).equals(data.subarray(0, onDisk))).toBe(true);

    rmSync(filler);
    await clientUpload(`${test.url}/api/tus/chunk.bin`, admin, data, {
      uploadUrl: `${test.url}/api/tus/chunk.bin`,
    }).done;
    expect(readFileSync(join(test.root, 'chunk.bin')).equals(data)).toBe(true);
    expect(readdirSync(stagingDir())).toEqual([]);
  });
});
