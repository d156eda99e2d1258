import type { TestServer } from '@file-browser/server/testing';
import { TEST_ADMIN_PASSWORD, startTestServer } from '@file-browser/server/testing';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { localFolder, writeLargeFile, writeSmallTree } from './integration-support';

const project = join(import.meta.dirname, '../../..');
const exampleSource = readFileSync(join(project, 'src/examples/upload-folder.ts'), 'utf8');

let test: TestServer;
let local: string;
beforeAll(async () => {
  test = await startTestServer({ 'data/uploads/': null });
  local = localFolder();
  writeSmallTree(local, 12);
  writeLargeFile(join(local, 'tree/big.bin'), 12 * 1024 * 1024); // > one 10 MiB chunk: tus
});
afterAll(async () => {
  await test.close();
  rmSync(local, { recursive: true, force: true });
});

it('README shows the example file as it is', () => {
  const readme = readFileSync(join(project, 'README.md'), 'utf8');
  const block = /## Node example[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBe(exampleSource);
});

it('the README example uploads a local folder with a progress line', async () => {
  vi.stubEnv('FB_URL', test.url);
  vi.stubEnv('FB_PASSWORD', TEST_ADMIN_PASSWORD);
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
    vi.unstubAllEnvs();
  }

  const text = output.join('');
  expect(text).toMatch(
    /\r\d+\.\d\d% · \d+\.\d\d MB\/s · (\d\d:\d\d:\d\d|--:--:--) remaining · \d+ left/,
  );
  expect(text).toContain('\nuploaded 24 of 24\n'); // tree, 10 folders, 12 small files, big.bin
  expect(readFileSync(join(test.root, 'uploads/tree/big.bin')).length).toBe(12 * 1024 * 1024);
  expect(readFileSync(join(test.root, 'uploads/tree/part 3/file #3.txt'), 'utf8')).toBe(
    'file 3 '.repeat(203),
  );
});
