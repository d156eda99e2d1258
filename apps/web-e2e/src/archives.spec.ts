import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { adminToken, submitLogin } from './shell-helpers';

/** How to list an archive of each format with the system's tools (names, one per line). */
const LIST: Record<string, string> = {
  zip: 'unzip -Z1 "$1"',
  tar: 'tar tf "$1"',
  'tar.gz': 'tar tzf "$1"',
  'tar.bz2': 'bzip2 -dc "$1" | tar tf -',
  'tar.xz': 'xz -dc "$1" | tar tf -',
  'tar.lz4': 'lz4 -dc "$1" | tar tf -',
  'tar.br': 'brotli -dc "$1" | tar tf -',
  'tar.zst': 'zstd -dc "$1" | tar tf -',
};
// Debian has no tool for the snappy framing format: its stream header is checked instead.
const SNAPPY_STREAM = Buffer.from([0xff, 0x06, 0x00, 0x00, 0x73, 0x4e, 0x61, 0x50, 0x70, 0x59]);

test('download the selection in every archive format, each checked with the system tools', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const headers = { 'X-Auth': await adminToken(page.request) };
  for (const [path, data] of [
    ['formats/one.txt', 'one\n'],
    ['formats/sub/two.txt', 'two\n'],
  ]) {
    const response = await page.request.post(`/api/resources/${path}?override=true`, {
      headers,
      data,
    });
    expect(response.ok()).toBe(true);
  }
  await page.goto('/login?redirect=%2Ffiles%2Fformats%2F');
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page.getByText('one.txt')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');

  const folder = mkdtempSync(join(tmpdir(), 'fb-e2e-formats-'));
  for (const format of [...Object.keys(LIST), 'tar.sz']) {
    await page.getByRole('button', { name: /^Download/ }).click();
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('dialog', { name: 'Download files' })
      .getByRole('button', { name: format, exact: true })
      .click();
    const archive = join(folder, `selection.${format}`);
    await (await downloading).saveAs(archive);
    if (format === 'tar.sz') {
      expect(readFileSync(archive).subarray(0, SNAPPY_STREAM.length)).toEqual(SNAPPY_STREAM);
      continue;
    }
    const listed = execFileSync('sh', ['-c', LIST[format] ?? '', 'list', archive], {
      encoding: 'utf8',
    });
    const files = listed
      .split('\n')
      .filter((name) => name !== '' && !name.endsWith('/'))
      .sort();
    expect(files, format).toEqual(['one.txt', 'sub/two.txt']);
  }
});
