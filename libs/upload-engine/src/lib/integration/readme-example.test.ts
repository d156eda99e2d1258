import type { TestServer } from '@file-browser/server/testing';
import { TEST_ADMIN_PASSWORD, startTestServer } from '@file-browser/server/testing';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { localFolder, writeLargeFile, writeSmallTree } from '../../testing/local-files';

const project = join(import.meta.dirname, '../../..');
const example = (name: string) => readFileSync(join(project, `src/examples/${name}`), 'utf8');

let test: TestServer;
let local: string;
beforeAll(async () => {
  test = await startTestServer({ 'data/uploads/': null, 'data/inbox/': null });
  local = localFolder();
  writeSmallTree(local, 12);
  writeLargeFile(join(local, 'tree/big.bin'), 12 * 1024 * 1024); // > one 10 MiB chunk: tus
  vi.stubEnv('FB_URL', test.url);
  vi.stubEnv('FB_PASSWORD', TEST_ADMIN_PASSWORD);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await test.close();
  rmSync(local, { recursive: true, force: true });
});

it('README shows the example files as they are', () => {
  const readme = readFileSync(join(project, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
  expect(blocks).toEqual([example('upload-folder.ts'), example('upload-events.ts')]);
});

it('the folder example uploads a local folder with a progress line', async () => {
  vi.stubEnv('FB_SOURCE', local);
  vi.stubEnv('FB_DEST', '/uploads/');
  const output: string[] = [];
  const write = vi
    .spyOn(process.stdout, 'write')
    .mockImplementation((chunk: string | Uint8Array) => {
      output.push(String(chunk));
      return true;
    });
  try {
    await import('../../examples/upload-folder');
  } finally {
    write.mockRestore();
  }

  const text = output.join('');
  // Speed and time left only once known; never a "0.00 MB/s" guess.
  expect(text).toMatch(/\r\d+\.\d\d%( · \d+\.\d\d MB\/s · \d\d:\d\d:\d\d remaining)? · \d+ left/);
  expect(text).not.toContain(' 0.00 MB/s');
  expect(text).toContain('\nuploaded 24 of 24\n'); // tree, 10 folders, 12 small files, big.bin
  expect(readFileSync(join(test.root, 'uploads/tree/big.bin')).length).toBe(12 * 1024 * 1024);
  expect(readFileSync(join(test.root, 'uploads/tree/part 3/file #3.txt'), 'utf8')).toBe(
    'file 3 '.repeat(203),
  );
});

it('the events example prints each file’s acknowledged progress, then its end', async () => {
  vi.stubEnv('FB_DEST', '/inbox/');
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: string) => {
    lines.push(line);
  });
  try {
    await import('../../examples/upload-events');
  } finally {
    log.mockRestore();
  }

  const size = 10 * 1024 * 1024 + 1024;
  expect(lines[0]).toBe('tus chunks of 10485760 bytes, 5 retries');
  const zeros = lines.filter((line) => line.startsWith('zeros.bin'));
  expect(zeros.at(-1)).toBe('zeros.bin: done');
  const offsets = zeros.slice(0, -1).map((line) => {
    const match = /^zeros\.bin: (\d+) of (\d+) \(batch \d+\.\d\d%\)$/.exec(line);
    expect(Number(match?.[2])).toBe(size);
    return Number(match?.[1]);
  });
  // tus progress is the server's offsets: whole chunks, growing, ending with the whole file.
  expect(offsets.every((offset) => offset === 10 * 1024 * 1024 || offset === size)).toBe(true);
  expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  expect(offsets.at(-1)).toBe(size);
  expect(lines).toContain('hello.txt: done');
  expect(lines.at(-1)).toBe('hello.txt done, zeros.bin done');
  expect(readFileSync(join(test.root, 'inbox/zeros.bin')).length).toBe(size);
});
