import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { arrangeFiles, openAsAdmin, rowScrolledTo } from './journey-helpers';
import { adminToken, submitLogin } from './shell-helpers';

/** A 1×1 PNG, so the preview has a real picture to decode. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NOTES = 'shared bytes\n';

/** As admin, through the API: a folder with a text file, a picture and a subfolder, shared. */
async function arrangeShare(request: APIRequestContext, name: string): Promise<string> {
  const headers = { 'X-Auth': await adminToken(request) };
  const put = async (path: string, data?: string | Buffer) => {
    const response = await request.post(`/api/resources/${path}?override=true`, {
      headers,
      ...(data !== undefined && { data }),
    });
    expect(response.ok(), path).toBe(true);
  };
  await put(`${name}/`);
  await put(`${name}/notes.txt`, NOTES);
  await put(`${name}/pixel.png`, PIXEL);
  await put(`${name}/inner/`);
  await put(`${name}/inner/deep.txt`, 'deep\n');
  const created = await request.post(`/api/share/${name}/`, {
    headers,
    data: { password: 'open sesame', expires: '2', unit: 'hours' },
  });
  expect(created.ok()).toBe(true);
  const share = (await created.json()) as { hash: string; expire: number };
  // Expires in about two hours (the server reads any unit but the three named as hours).
  expect(share.expire - Date.now() / 1000).toBeGreaterThan(7000);
  return share.hash;
}

test('an anonymous visitor opens a password-protected share, previews and downloads', async ({
  browser,
  request,
}) => {
  const hash = await arrangeShare(request, 'share-trip');

  // A fresh context: no session, no cookie.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/share/${hash}/`);
  await page.getByLabel('Password').fill('wrong');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toContainText('Wrong username or password');
  await page.getByLabel('Password').fill('open sesame');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'share-trip' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/share/${hash}/$`));

  // One picture selected: its preview (the header's Preview), decoded from the token-carrying
  // inline link.
  await page.getByRole('row', { name: /pixel\.png/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Preview' }).click();
  const picture = page.getByRole('dialog', { name: 'pixel.png' }).getByRole('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.keyboard.press('Escape');

  // One file selected: the header's download saves exactly its bytes.
  await page.getByRole('row', { name: /notes\.txt/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 1', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('notes.txt');
  const folder = mkdtempSync(join(tmpdir(), 'fb-e2e-share-'));
  await download.saveAs(join(folder, 'notes.txt'));
  expect(readFileSync(join(folder, 'notes.txt'), 'utf8')).toBe(NOTES);

  // Two selected: an archive in the chosen format.
  await page.keyboard.down('Control');
  await page.getByRole('row', { name: /pixel\.png/ }).click();
  await page.keyboard.up('Control');
  await page.getByRole('button', { name: 'Download 2', exact: true }).click();
  const archiving = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Download files' })
    .getByRole('button', { name: 'tar.gz' })
    .click();
  const archive = join(folder, 'selection.tar.gz');
  await (await archiving).saveAs(archive);
  const listed = execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n');
  expect(listed.sort()).toEqual(['notes.txt', 'pixel.png']);

  // A subfolder opens under the same hash, without asking for the password again.
  await page.getByRole('row', { name: /inner/ }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/share/${hash}/inner/$`));
  await expect(page.getByRole('row', { name: /deep\.txt/ })).toBeVisible();
  await visitor.close();
});

test('a refused share password leaves a signed-in user signed in', async ({ page, request }) => {
  const hash = await arrangeShare(request, 'share-session');
  await page.goto('/login');
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/files\/$/);

  await page.goto(`/share/${hash}/`);
  await page.getByLabel('Password').fill('wrong');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toContainText('Wrong username or password');

  // A forced logout would have dropped the stored token: the files would ask for a login.
  await page.goto('/files/');
  await expect(await rowScrolledTo(page, /share-session/)).toBeVisible();
  await expect(page).toHaveURL(/\/files\/$/);
});

test('a user shares a file from the share prompt with a password and an expiry; a visitor opens it, and a link of two seconds runs out', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await arrangeFiles(page.request, { 'share-ui/report.txt': NOTES });
  await openAsAdmin(page, '/files/share-ui/');

  await page.getByRole('row', { name: /report\.txt/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Share', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Share' });
  await prompt.getByLabel('Valid for').fill('2');
  await expect(prompt.getByLabel('Unit')).toHaveValue('hours');
  await prompt.getByLabel('Password (optional)').fill('open sesame');
  await prompt.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const links = prompt.getByRole('list', { name: 'Shares' }).getByRole('listitem');
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText('in 2 hours');
  // Each row shows the link's full address, the one copied.
  const address = (await links.first().locator('.fb-share-link__url').innerText()).trim();
  const hash = address.split('/share/')[1] ?? '';
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(address);
  expect(copied).toMatch(new RegExp(`/share/${hash}$`));

  // A short link as well: two seconds.
  await prompt.getByLabel('Valid for').fill('2');
  await prompt.getByLabel('Unit').selectOption({ label: 'Seconds' });
  await prompt.getByLabel('Password (optional)').fill('');
  await prompt.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(links).toHaveCount(2);
  const addresses = await links.locator('.fb-share-link__url').allInnerTexts();
  const hashes = addresses.map((each) => each.trim().split('/share/')[1] ?? '');
  const short = hashes.find((each) => each !== hash) ?? '';
  expect(short).not.toBe('');
  await prompt.getByRole('button', { name: 'Close' }).click();

  // Anonymous: no session, the password asked for, then the file's card with its download.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(copied);
  await anonymous.getByLabel('Password').fill('open sesame');
  await anonymous.getByLabel('Password').press('Enter');
  await expect(anonymous.getByRole('heading', { name: 'report.txt' })).toBeVisible();
  const downloading = anonymous.waitForEvent('download');
  await anonymous.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('report.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe(NOTES);

  // Past its two seconds the short link is gone.
  await anonymous.waitForTimeout(2500);
  await anonymous.goto(`/share/${short}`);
  await expect(anonymous.getByText('This location could not be found.')).toBeVisible();
  await visitor.close();
});
