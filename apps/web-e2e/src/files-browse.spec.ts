import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { arrangeFiles, expectFolderShown, tabTo } from './journey-helpers';
import { adminToken, submitLogin } from './shell-helpers';

/** A fresh folder of the admin's scope with two folders and two files, for one test. */
async function arrangeFolder(page: Page, name: string): Promise<void> {
  const token = await adminToken(page.request);
  const headers = { 'X-Auth': token };
  for (const folder of [`${name}/Alpha/`, `${name}/Beta/`]) {
    expect((await page.request.post(`/api/resources/${folder}`, { headers })).ok()).toBe(true);
  }
  const files: [string, string][] = [
    ['small.txt', 'tiny\n'],
    ['large.txt', 'x'.repeat(5000)],
  ];
  for (const [file, body] of files) {
    const response = await page.request.post(`/api/resources/${name}/${file}`, {
      headers,
      data: body,
    });
    expect(response.ok()).toBe(true);
  }
}

/**
 * Puts the admin back on the list view sorted by name, A to Z (`asc: false` is upstream's
 * name quirk): journeys change both, and the server is shared by every spec.
 */
async function useListByName(page: Page): Promise<void> {
  const token = await adminToken(page.request);
  const data = { id: 1, viewMode: 'list', sorting: { by: 'name', asc: false } };
  const response = await page.request.put('/api/users/1', {
    headers: { 'X-Auth': token },
    data: { what: 'user', which: ['viewMode', 'sorting'], current_password: '', data },
  });
  expect(response.ok()).toBe(true);
}

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await useListByName(page);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
}

const names = (page: Page) => page.locator('[role="row"] .fb-listing-item__name').allInnerTexts();

test('browse: into a folder, back by the breadcrumbs, sort by size, switch the view', async ({
  page,
}) => {
  await arrangeFolder(page, 'browse');
  await openAsAdmin(page, '/files/browse/');
  await expect(page.getByRole('heading', { name: 'Folders' })).toBeVisible();
  expect(await names(page)).toEqual(['Alpha', 'Beta', 'large.txt', 'small.txt']);

  await page.getByText('Alpha').dblclick();
  await expect(page).toHaveURL(/\/files\/browse\/Alpha\/$/);
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: 'browse' })
    .click();
  await expect(page).toHaveURL(/\/files\/browse\/$/);

  // The first click on size sorts ascending; the order is the server's, saved to the user.
  await page.getByRole('button', { name: /Size/ }).click();
  await expect.poll(() => names(page)).toEqual(['Alpha', 'Beta', 'small.txt', 'large.txt']);
  await page.reload();
  await expect.poll(() => names(page)).toEqual(['Alpha', 'Beta', 'small.txt', 'large.txt']);
  await page.getByRole('button', { name: /Size/ }).click();
  await expect.poll(() => names(page)).toEqual(['Alpha', 'Beta', 'large.txt', 'small.txt']);

  await page.getByRole('button', { name: 'Change view' }).click();
  await expect(page.getByRole('grid')).toHaveClass(/fb-listing--mosaic/);
  await page.reload();
  await expect(page.getByRole('grid')).toHaveClass(/fb-listing--mosaic/);
  await page.getByRole('button', { name: 'Change view' }).click();
  await page.getByRole('button', { name: 'Change view' }).click();
  await expect(page.getByRole('grid')).toHaveClass(/fb-listing--list/);
});

test('create with the sidebar, rename with F2, delete with Delete', async ({ page }) => {
  await arrangeFolder(page, 'edit');
  await openAsAdmin(page, '/files/edit/');

  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog', { name: 'New folder' }).getByRole('textbox').fill('  Reports ');
  await page.keyboard.press('Enter');
  // As upstream: the user stays in the folder, where the new one shows selected.
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveText(/Reports/);
  await expect(page).toHaveURL(/\/files\/edit\/$/);

  await page.getByText('small.txt').click();
  await page.keyboard.press('F2');
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByRole('textbox').fill('notes.txt');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('notes.txt')).toBeVisible();
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveText(/notes\.txt/);

  await page.keyboard.press('Control+a');
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveCount(5);
  await page.getByText('Alpha').click();
  await page.keyboard.down('Control');
  await page.getByText('Beta').click();
  await page.keyboard.up('Control');
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(confirm).toContainText('Delete 2 items?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Alpha')).toHaveCount(0);
  await expect(page.getByText('Beta')).toHaveCount(0);
  const token = await adminToken(page.request);
  const listing = (await (
    await page.request.get('/api/resources/edit/', { headers: { 'X-Auth': token } })
  ).json()) as { items: { name: string }[] };
  expect(listing.items.map((item) => item.name).sort()).toEqual([
    'Reports',
    'large.txt',
    'notes.txt',
  ]);
});

test('download a selection as tar.gz and check it with tar', async ({ page }) => {
  await arrangeFolder(page, 'fetch');
  await openAsAdmin(page, '/files/fetch/');
  await page.getByText('small.txt').click();
  await page.keyboard.down('Shift');
  await page.getByText('large.txt').click();
  await page.keyboard.up('Shift');
  await page.getByRole('button', { name: /^Download/ }).click();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Download files' })
    .getByRole('button', { name: 'tar.gz' })
    .click();
  const download = await downloading;
  const folder = mkdtempSync(join(tmpdir(), 'fb-e2e-download-'));
  const archive = join(folder, 'selection.tar.gz');
  await download.saveAs(archive);
  const listed = execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n');
  expect(listed.sort()).toEqual(['large.txt', 'small.txt']);
  execFileSync('tar', ['xzf', archive, '-C', folder]);
  expect(readFileSync(join(folder, 'small.txt'), 'utf8')).toBe('tiny\n');
});

test('a folder of 100,000 entries opens and scrolls to its end', async ({ page }) => {
  // Room for the 60 s wait below: reading 100,000 entries takes a while on a busy machine.
  test.setTimeout(90_000);
  await openAsAdmin(page, '/files/');
  const started = Date.now();
  await page.goto('/files/Big/');
  await expect(page.getByRole('row').nth(5)).toBeVisible({ timeout: 60_000 });
  const firstRows = Date.now() - started;
  // Only the rows near the window are in the page, not 100,000.
  expect(await page.getByRole('row').count()).toBeLessThan(200);
  const scrolled = Date.now();
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  // The first page drew the list at its full height: the end is there at once, and its
  // rows fill in when the rest of the folder has arrived.
  await expect(page.getByText('file-099999', { exact: false })).toBeVisible({ timeout: 60_000 });
  const toEnd = Date.now() - scrolled;
  test.info().annotations.push({
    type: 'big folder',
    description: `first rows after ${String(firstRows)} ms; last row after ${String(toEnd)} ms`,
  });
  console.log(`100,000 entries: first rows ${String(firstRows)} ms, end ${String(toEnd)} ms`);
});

test('copy and paste with a conflict, then cut and paste into another folder', async ({ page }) => {
  await arrangeFolder(page, 'clip');
  await openAsAdmin(page, '/files/clip/');

  // Pasting a copy where it came from keeps both: the server names the copy.
  await page.getByText('small.txt').click();
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect(page.getByText('small(1).txt')).toBeVisible();

  // A copy onto a taken name asks first; Replace overwrites it.
  await page.getByText('small.txt', { exact: true }).click();
  await page.getByRole('button', { name: 'Copy file' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy' });
  await copy.getByRole('option', { name: 'Alpha' }).dblclick();
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(copy).toHaveCount(0);
  // "Go to the destination after copying or moving" is on for new users: Alpha opens.
  await expect(page).toHaveURL(/\/files\/clip\/Alpha\/$/);
  await expectFolderShown(page, 'Alpha');
  await expect(page.getByText('small.txt', { exact: true })).toBeVisible();
  await page.goto('/files/clip/');
  await page.getByText('small.txt', { exact: true }).click();
  await page.getByRole('button', { name: 'Copy file' }).click();
  await copy.getByRole('option', { name: 'Alpha' }).dblclick();
  await copy.getByRole('button', { name: 'Copy' }).click();
  const conflict = page.getByRole('dialog', { name: 'Replace' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Replace' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(page).toHaveURL(/\/files\/clip\/Alpha\/$/);
  await page.goto('/files/clip/');

  // Cut here, paste in Beta: the file moves.
  await page.getByText('large.txt').click();
  await page.keyboard.press('Control+x');
  await page.getByText('Beta').dblclick();
  await expect(page).toHaveURL(/\/files\/clip\/Beta\/$/);
  await expectFolderShown(page, 'Beta');
  await page.keyboard.press('Control+v');
  await expect(page.getByText('large.txt')).toBeVisible();
  const token = await adminToken(page.request);
  const listing = async (path: string) =>
    (
      (await (
        await page.request.get(`/api/resources${path}`, { headers: { 'X-Auth': token } })
      ).json()) as { items: { name: string }[] }
    ).items
      .map((item) => item.name)
      .sort();
  expect(await listing('/clip/')).toEqual(['Alpha', 'Beta', 'small(1).txt', 'small.txt']);
  expect(await listing('/clip/Alpha/')).toEqual(['small.txt']);
  expect(await listing('/clip/Beta/')).toEqual(['large.txt']);
});

test('search from the keyboard and open a result', async ({ page }) => {
  await arrangeFolder(page, 'find');
  await openAsAdmin(page, '/files/find/');
  await expect(page.getByText('large.txt')).toBeVisible();
  await page.keyboard.press('Control+Shift+F');
  const search = page.getByRole('dialog', { name: 'Search' });
  await search.getByRole('button', { name: 'PDF' }).click();
  await expect(search.getByRole('searchbox')).toHaveValue('type:pdf ');
  await search.getByRole('searchbox').fill('large');
  await search.getByRole('searchbox').press('Enter');
  await search.getByRole('button', { name: './large.txt' }).click();
  await expect(page).toHaveURL(/\/files\/find\/large\.txt$/);
  await expect(page.getByRole('textbox', { name: 'large.txt' })).toBeVisible();
});

test('upload files and a folder, replacing a file of the same name', async ({ page }) => {
  await arrangeFolder(page, 'up');
  await openAsAdmin(page, '/files/up/');
  const local = mkdtempSync(join(tmpdir(), 'fb-e2e-upload-'));
  mkdirSync(join(local, 'album'));
  writeFileSync(join(local, 'album', 'one.txt'), 'one\n');
  writeFileSync(join(local, 'album', 'two.txt'), 'two\n');
  writeFileSync(join(local, 'small.txt'), 'replaced\n');
  writeFileSync(join(local, 'fresh.txt'), 'fresh\n');

  // Exactly: while an upload runs, its "Stop the upload" button is there too.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByTestId('upload-files').setInputFiles(join(local, 'fresh.txt'));
  await expect(page.getByText('fresh.txt')).toBeVisible();

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByTestId('upload-files').setInputFiles(join(local, 'small.txt'));
  const conflict = page.getByRole('dialog', { name: '"small.txt" already exists' });
  await conflict.getByRole('button', { name: 'Replace' }).click();
  await expect(conflict).toHaveCount(0);

  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByTestId('upload-folder').setInputFiles(join(local, 'album'));
  await expect(page.getByText('album')).toBeVisible();

  const token = await adminToken(page.request);
  const raw = async (path: string) =>
    (await page.request.get(`/api/raw${path}`, { headers: { 'X-Auth': token } })).text();
  await expect.poll(() => raw('/up/small.txt')).toBe('replaced\n');
  expect(await raw('/up/fresh.txt')).toBe('fresh\n');
  expect(await raw('/up/album/one.txt')).toBe('one\n');
  expect(await raw('/up/album/two.txt')).toBe('two\n');
});

test('drag a file onto a folder moves it there', async ({ page }) => {
  await arrangeFolder(page, 'drag');
  await openAsAdmin(page, '/files/drag/');
  await page.getByText('small.txt').dragTo(page.getByText('Beta'));
  await expect(page.getByText('small.txt')).toHaveCount(0);
  await page.getByText('Beta').dblclick();
  await expect(page).toHaveURL(/\/files\/drag\/Beta\/$/);
  await expect(page.getByText('small.txt')).toBeVisible();
});

test('search with type filters, keyboard only: images, then music, then a type and a name', async ({
  page,
}) => {
  // A 1×1 PNG and a few bytes standing in for the other types (the filter goes by the name).
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await arrangeFiles(page.request, {
    'typed/holiday.png': png,
    'typed/holiday.mp3': 'ID3',
    'typed/holiday.txt': 'notes\n',
    'typed/holiday.pdf': '%PDF-1.4\n',
    'typed/sub/beach.jpg': png,
    'typed/sub/song.ogg': 'OggS',
  });
  await openAsAdmin(page, '/files/typed/');
  await expect(page.getByText('holiday.txt')).toBeVisible();
  const search = page.getByRole('dialog', { name: 'Search' });
  const box = search.getByRole('searchbox');
  const results = () =>
    search
      .locator('.fb-search__results button')
      .allInnerTexts()
      .then((texts) => texts.map((text) => text.trim()).sort());

  await page.keyboard.press('Control+Shift+F');
  await expect(box).toBeFocused();
  await tabTo(page, 'button', 'Images');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('type:image ');
  await tabTo(page, 'input[type="search"]');
  await page.keyboard.press('Enter');
  await expect.poll(results).toEqual(['./holiday.png', './sub/beach.jpg']);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await tabTo(page, 'button', 'Music');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('type:audio ');
  await tabTo(page, 'input[type="search"]');
  await page.keyboard.press('Enter');
  await expect.poll(results).toEqual(['./holiday.mp3', './sub/song.ogg']);

  // A type and a name: only pictures whose name holds "beach".
  await box.fill('');
  await tabTo(page, 'button', 'Images');
  await page.keyboard.press('Enter');
  await tabTo(page, 'input[type="search"]');
  await page.keyboard.press('End');
  await page.keyboard.type('beach');
  await page.keyboard.press('Enter');
  await expect.poll(results).toEqual(['./sub/beach.jpg']);
  await tabTo(page, 'button', './sub/beach.jpg');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/files\/typed\/sub\/beach\.jpg$/);
  await expect(page.getByRole('img', { name: 'beach.jpg' })).toBeVisible();
});
