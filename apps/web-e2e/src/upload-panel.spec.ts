import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { adminToken, submitLogin } from './shell-helpers';

/** A fresh, empty folder of the admin's scope, opened in the files screen as the admin. */
async function openEmptyFolder(page: Page, name: string): Promise<string> {
  const token = await adminToken(page.request);
  const headers = { 'X-Auth': token };
  expect((await page.request.post(`/api/resources/${name}/`, { headers })).ok()).toBe(true);
  await page.goto(`/login?redirect=${encodeURIComponent(`/files/${name}/`)}`);
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/files/${name}/$`));
  return token;
}

/** Holds each matching request of `method` for `ms` before it goes on, so the panel stays up. */
async function slowDown(page: Page, pattern: string, method: string, ms: number): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    if (route.request().method() === method) {
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    // An aborted upload's request is gone by then: nothing left to continue.
    await route.continue().catch(() => undefined);
  });
}

const panel = (page: Page) => page.getByRole('region', { name: /^Uploading \d+ files…$/ });
const globalBar = (page: Page) => page.locator('.fb-progress--global [role="progressbar"]');
const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });

test('upload several files and a folder: the panel shows the progress, then goes', async ({
  page,
}) => {
  await openEmptyFolder(page, 'panel');
  const local = mkdtempSync(join(tmpdir(), 'fb-e2e-panel-'));
  mkdirSync(join(local, 'album'));
  writeFileSync(join(local, 'album', 'one.txt'), 'one\n');
  writeFileSync(join(local, 'album', 'two.txt'), 'two\n');
  await slowDown(page, '**/api/resources/panel/**', 'POST', 2500);

  await uploadButton(page).click();
  await page.getByTestId('upload-files').setInputFiles(
    ['a.txt', 'b.txt', 'c.txt'].map((name) => ({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(`${name}\n`.repeat(1000)),
    })),
  );
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toContainText(/\d+\.\d{2}% completed/);
  // The requests are held back, so the server has acknowledged nothing: no speed and no time
  // left are guessed (issue 30).
  await expect(panel(page)).toContainText('--:--:-- remaining');
  await expect(panel(page)).not.toContainText(/\/s/);
  await expect(panel(page)).toContainText(/B \/ 17\.6 KiB$/);
  await expect(uploadButton(page)).toHaveClass(/fb-upload-button--uploading/);
  // The thin bar at the top of the page follows the batch too.
  await expect(globalBar(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Show the files' }).click();
  await expect(panel(page).getByRole('progressbar', { name: 'a.txt' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Hide the files' }).click();
  await expect(panel(page).getByRole('progressbar', { name: 'a.txt' })).toHaveCount(0);

  await expect(panel(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(globalBar(page)).toHaveCount(0);
  await expect(uploadButton(page)).toHaveClass(/fb-upload-button--done/);
  for (const name of ['a.txt', 'b.txt', 'c.txt']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }

  await uploadButton(page).click();
  await page.getByTestId('upload-folder').setInputFiles(join(local, 'album'));
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('album', { exact: true })).toBeVisible();
  await page.getByText('album', { exact: true }).dblclick();
  await expect(page.getByText('one.txt')).toBeVisible();
  await expect(page.getByText('two.txt')).toBeVisible();
});

test('abort an upload: asked first, then the panel goes and no complete file is left', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const token = await openEmptyFolder(page, 'abort');
  const local = mkdtempSync(join(tmpdir(), 'fb-e2e-abort-'));
  const size = 40 * 1024 * 1024;
  writeFileSync(join(local, 'big.bin'), Buffer.alloc(size, 7));
  // Large files go up in 10 MiB tus chunks: each chunk waits, so there is time to stop.
  await slowDown(page, '**/api/tus/**', 'PATCH', 1500);

  await uploadButton(page).click();
  await page.getByTestId('upload-files').setInputFiles(join(local, 'big.bin'));
  await expect(panel(page)).toBeVisible();

  // Leaving the page while files go up asks first; staying keeps the upload going.
  let leaving = '';
  page.once('dialog', (dialog) => {
    leaving = dialog.type();
    void dialog.dismiss();
  });
  await page.evaluate(() => {
    window.location.reload();
  });
  await expect.poll(() => leaving).toBe('beforeunload');
  await expect(panel(page)).toBeVisible();

  // Our own prompt, not the browser's: Escape keeps the upload going.
  const ask = page.getByRole('alertdialog', { name: 'Stop the upload' });
  await panel(page).getByRole('button', { name: 'Stop the upload' }).click();
  await expect(ask).toContainText('1 upload will be stopped.');
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(panel(page)).toBeVisible();

  await panel(page).getByRole('button', { name: 'Stop the upload' }).click();
  await ask.getByRole('button', { name: 'Stop the upload' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(uploadButton(page)).not.toHaveClass(/fb-upload-button--(uploading|done)/);

  const response = await page.request.get('/api/resources/abort/big.bin', {
    headers: { 'X-Auth': token },
  });
  if (response.ok()) {
    const info = (await response.json()) as { size: number };
    expect(info.size).toBeLessThan(size);
  } else {
    expect(response.status()).toBe(404);
  }
});

test('uploads go on when the screen remounts (the sidebar New folder)', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await openEmptyFolder(page, 'remount');
  const local = mkdtempSync(join(tmpdir(), 'fb-e2e-remount-'));
  const size = 15 * 1024 * 1024;
  writeFileSync(join(local, 'kept.bin'), Buffer.alloc(size, 3));
  await slowDown(page, '**/api/tus/**', 'PATCH', 1000);

  await uploadButton(page).click();
  await page.getByTestId('upload-files').setInputFiles(join(local, 'kept.bin'));
  await expect(panel(page)).toBeVisible();
  await page.getByRole('button', { name: 'New folder' }).first().click();
  await expect(page.getByRole('dialog', { name: 'New folder' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'New folder' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(panel(page)).toBeVisible();

  await expect(panel(page)).toHaveCount(0, { timeout: 40_000 });
  const response = await page.request.get('/api/resources/remount/kept.bin', {
    headers: { 'X-Auth': token },
  });
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { size: number }).size).toBe(size);
});
