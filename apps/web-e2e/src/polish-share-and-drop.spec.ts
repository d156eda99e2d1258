import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { arrangeFiles, contentOf, openAsAdmin } from './journey-helpers';
import { adminToken } from './shell-helpers';

/** A 1×1 PNG, so the preview has a real picture. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;
/** Screenshots for a person to look at (issue 28 item 14). */
const SHOTS = process.env['POLISH_SHOTS'];

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const top = async (locator: Locator) => (await locator.boundingBox())?.y;

test('a share page is titled with what is shared, has no empty sidebar, and selecting never moves the rows', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await arrangeFiles(request, {
    'polish-share/': null,
    'polish-share/notes.txt': 'notes\n',
    'polish-share/pixel.png': PIXEL,
    'polish-share/inner/': null,
  });
  const headers = { 'X-Auth': await adminToken(request) };
  const share = async (path: string) => {
    const created = await request.post(`/api/share/${path}`, { headers, data: {} });
    expect(created.ok()).toBe(true);
    return ((await created.json()) as { hash: string }).hash;
  };
  const folder = await share('polish-share/');
  const file = await share('polish-share/notes.txt');

  for (const viewport of SIZES) {
    for (const colorScheme of THEMES) {
      const visitor = await browser.newContext({ viewport, colorScheme });
      const page = await visitor.newPage();
      await page.goto(`/share/${folder}/`);
      // The title follows the share's first page (a slow machine may take a while).
      await expect(page).toHaveTitle('polish-share - File Browser', { timeout: 15_000 });
      const header = page.getByRole('banner');
      await expect(header).toContainText('polish-share');
      // A visitor has no sidebar there, nor its menu button.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(header.getByRole('button', { name: 'Show or hide the sidebar' })).toHaveCount(0);

      const first = page.getByRole('row', { name: /inner/ });
      await expect(first).toBeVisible();
      const before = await top(first);
      await page.getByRole('row', { name: /pixel\.png/ }).click();
      await expect(header.getByRole('button', { name: 'Preview' })).toBeVisible();
      expect(await top(first)).toBe(before);
      await shot(page, `share-selected-${String(viewport.width)}-${colorScheme}`);
      await page.keyboard.down('Control');
      await page.getByRole('row', { name: /notes\.txt/ }).click();
      await page.keyboard.up('Control');
      await expect(header.getByRole('button', { name: 'Download 2' })).toBeVisible();
      expect(await top(first)).toBe(before);

      await page.goto(`/share/${file}`);
      await expect(page).toHaveTitle('notes.txt - File Browser');
      await expect(page.getByRole('heading', { name: 'notes.txt' })).toBeVisible();
      await visitor.close();
    }
  }
});

/** Files "dragged from the desktop": a DataTransfer holding them, made in the page. */
async function desktopFiles(page: Page, files: Record<string, string>) {
  return page.evaluateHandle((entries) => {
    const transfer = new DataTransfer();
    for (const [name, text] of Object.entries(entries))
      transfer.items.add(new File([text], name, { type: 'text/plain' }));
    return transfer;
  }, files);
}

test('desktop files dragged over the listing: the drop zone and the folder row under them light up and say where they go', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await arrangeFiles(request, {
    'polish-drop/': null,
    'polish-drop/Photos/': null,
    'polish-drop/taken.txt': 'old\n',
  });
  await openAsAdmin(page, '/files/polish-drop/');
  const main = page.getByRole('main');
  const photos = page.getByRole('row', { name: /Photos/ });
  await expect(photos).toBeVisible();

  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    for (const colorScheme of THEMES) {
      await page.emulateMedia({ colorScheme });
      const dataTransfer = await desktopFiles(page, { 'beach.txt': 'sand\n' });
      await main.dispatchEvent('dragenter', { dataTransfer });
      await main.dispatchEvent('dragover', { dataTransfer });
      await expect(page.getByText('Drop to upload to polish-drop')).toBeVisible();
      await shot(page, `drop-zone-${String(viewport.width)}-${colorScheme}`);
      await photos.dispatchEvent('dragenter', { dataTransfer });
      await main.dispatchEvent('dragleave', { dataTransfer });
      await photos.dispatchEvent('dragover', { dataTransfer });
      await expect(page.getByText('Drop to upload to Photos')).toBeVisible();
      await shot(page, `drop-row-${String(viewport.width)}-${colorScheme}`);
      await photos.dispatchEvent('dragleave', { dataTransfer });
      await expect(page.getByText(/^Drop to upload/)).toHaveCount(0);
    }
  }

  // Dropped on the folder row: the file goes up into that folder.
  const dataTransfer = await desktopFiles(page, { 'beach.txt': 'sand\n' });
  await photos.dispatchEvent('dragenter', { dataTransfer });
  await photos.dispatchEvent('dragover', { dataTransfer });
  await photos.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText(/^Drop to upload/)).toHaveCount(0);
  await expect.poll(() => contentOf(request, '/polish-drop/Photos/beach.txt')).toBe('sand\n');

  // A taken name, on a phone: the dialog says what happened, its buttons one under the other.
  await page.setViewportSize(SIZES[1]);
  const taken = await desktopFiles(page, { 'taken.txt': 'new\n' });
  await main.dispatchEvent('dragenter', { dataTransfer: taken });
  await main.dispatchEvent('drop', { dataTransfer: taken });
  const conflict = page.getByRole('dialog', { name: '"taken.txt" already exists' });
  await expect(conflict).toBeVisible();
  const buttons = conflict.getByRole('button');
  const boxes = await Promise.all((await buttons.all()).map((button) => button.boundingBox()));
  const widths = new Set(boxes.map((box) => Math.round(box?.width ?? 0)));
  const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? 0)));
  expect(boxes).toHaveLength(4);
  expect([widths.size, lefts.size]).toEqual([1, 1]);
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ colorScheme });
    await shot(page, `upload-conflict-390-${colorScheme}`);
  }
  await conflict.getByRole('button', { name: 'Skip' }).click();
  await expect(conflict).toHaveCount(0);
  expect(await contentOf(request, '/polish-drop/taken.txt')).toBe('old\n');
});

test('a folder that cannot be found offers Retry and Home', async ({ page }) => {
  await openAsAdmin(page, '/files/');
  await page.goto('/files/polish-nowhere/');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('This location could not be found.');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toContainText('This location could not be found.');
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ colorScheme });
    await shot(page, `not-found-${colorScheme}`);
  }
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/files\/$/);
  await expect(page.getByRole('grid')).toBeVisible();
});
