import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import {
  arrangeFiles,
  contentOf,
  expectFolderShown,
  namesIn,
  openAsAdmin,
  resetAdminView,
} from './journey-helpers';
import { submitLogin, updateSettings } from './shell-helpers';

// Files larger than one tus chunk go up by tus (POST then PATCHes to /api/tus), the others by a
// plain POST to /api/resources (frontend-behaviour §7–8; the chunk size is a global setting).

test('an admin sets a 4 KB tus chunk in the global settings: a folder and a replaced file go up by tus, small files by plain POST', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const previous = await updateSettings(page.request, {});
  try {
    await page.goto('/login?redirect=%2Fsettings%2Fglobal');
    await submitLogin(page, 'admin', ADMIN_PASSWORD);
    const chunk = page.getByLabel('Chunk size (for example 10MB)');
    await expect(chunk).toHaveValue('10MB');
    await chunk.fill('4KB');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    const saved = await updateSettings(page.request, {});
    expect((saved['tus'] as { chunkSize: number }).chunkSize).toBe(4096);

    await arrangeFiles(page.request, { 'tus-up/': null });
    // A fresh page load reads the new chunk size.
    await resetAdminView(page.request);
    await page.goto('/files/tus-up/');
    await expect(page.getByText('Nothing here yet.')).toBeVisible();
    const sent: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/tus/') || pathname.startsWith('/api/resources/tus-up')) {
        sent.push(`${request.method()} ${decodeURIComponent(pathname)}`);
      }
    });

    const local = mkdtempSync(join(tmpdir(), 'fb-e2e-tus-'));
    mkdirSync(join(local, 'album'));
    const big = Buffer.alloc(10_000, 'b');
    writeFileSync(join(local, 'album', 'big.bin'), big);
    writeFileSync(join(local, 'album', 'small.txt'), 'small\n');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByTestId('upload-folder').setInputFiles(join(local, 'album'));
    await expect(page.getByRole('row', { name: /album/ })).toBeVisible();
    await expect.poll(() => contentOf(page.request, '/tus-up/album/big.bin')).toBe(big.toString());
    expect(await contentOf(page.request, '/tus-up/album/small.txt')).toBe('small\n');
    // big.bin: created by tus and sent in three 4 KiB chunks; small.txt: one plain POST.
    expect(sent).toContain('POST /api/tus/tus-up/album/big.bin');
    expect(sent.filter((each) => each === 'PATCH /api/tus/tus-up/album/big.bin')).toHaveLength(3);
    expect(sent).toContain('POST /api/resources/tus-up/album/small.txt');
    expect(sent.some((each) => each.startsWith('POST /api/tus/tus-up/album/small.txt'))).toBe(
      false,
    );

    // The same name again, by tus: Replace overwrites it.
    const newer = Buffer.alloc(9_000, 'n');
    await page.getByRole('row', { name: /album/ }).dblclick();
    await expect(page).toHaveURL(/\/files\/tus-up\/album\/$/);
    await expectFolderShown(page, 'album');
    sent.length = 0;
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByTestId('upload-files')
      .setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: newer });
    const conflict = page.getByRole('dialog', { name: '"big.bin" already exists' });
    await conflict.getByRole('button', { name: 'Replace' }).click();
    await expect
      .poll(() => contentOf(page.request, '/tus-up/album/big.bin'))
      .toBe(newer.toString());
    expect(sent.filter((each) => each === 'PATCH /api/tus/tus-up/album/big.bin')).toHaveLength(3);
    expect(await namesIn(page.request, '/tus-up/album/')).toEqual(['big.bin', 'small.txt']);
  } finally {
    await updateSettings(page.request, { tus: previous['tus'] });
  }
});

test('an upload onto a taken name: Cancel keeps the old file and sends nothing', async ({
  page,
}) => {
  await arrangeFiles(page.request, { 'keep/kept.txt': 'old\n' });
  await openAsAdmin(page, '/files/keep/');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page
    .getByTestId('upload-files')
    .setInputFiles({ name: 'kept.txt', mimeType: 'text/plain', buffer: Buffer.from('new\n') });
  const conflict = page.getByRole('dialog', { name: '"kept.txt" already exists' });
  await expect(conflict).toContainText(/already/i);
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Uploading/ })).toHaveCount(0);
  expect(await contentOf(page.request, '/keep/kept.txt')).toBe('old\n');
  expect(await namesIn(page.request, '/keep/')).toEqual(['kept.txt']);
});
