import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { arrangeFiles, dataRoot, openAsAdmin, resetAdminView } from './journey-helpers';
import { adminToken } from './shell-helpers';

/** Entries of the big folders below: more than a first page (200) many times over. */
const FILES = 3000;
/**
 * Entries of the folder whose deletion is checked: 2.5 first pages, so most of the selection is
 * entries not loaded when Ctrl+A is pressed. Not 3,000: the client deletes one entry per request,
 * and with the suite's tracing on, 3,000 took over a minute on a busy two-core machine.
 */
const DELETED_FILES = 500;
/** Entries of the shared folder: more than its first page (200) and five "+N" steps of 100. */
const SHARED_FILES = 500;

/** `file-0000.txt` on: the name order is the number order. */
const fileName = (index: number, digits = 4) => `file-${String(index).padStart(digits, '0')}.txt`;

/**
 * A folder of `count` small files written straight to the server's disk (thousands of API
 * calls would take longer than the journey), in the journey's own folder `name`. The folder is
 * new, so the server has no listing of it cached. Every journey here works inside `huge/`: the
 * suite shares one root, whose files other journeys expect to see without scrolling.
 */
async function arrangeBigFolder(page: Page, name: string, count: number, digits = 4) {
  const folder = join(await dataRoot(page.request), name);
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < count; index++) {
    writeFileSync(join(folder, fileName(index, digits)), `${String(index)}\n`);
  }
  return folder;
}

/**
 * Holds back the request for the whole listing of the folder at `pathname` (the one without
 * `limit`) until the returned function is called: meanwhile the screen has only the first page,
 * as a user sees it while a huge folder's rest is on its way. Releasing checks that the request
 * was indeed held.
 */
async function holdWholeListing(page: Page, pathname: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const matches = (url: URL) => url.pathname === pathname && !url.searchParams.has('limit');
  const hold = (route: Route) => {
    held.push(route);
  };
  await page.route(matches, hold);
  return async () => {
    await expect.poll(() => held.length, `the whole listing of ${pathname}`).toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.continue()));
    // A route sends every request of the page through the test: hundreds of deletes crawl so.
    await page.unroute(matches, hold);
  };
}

/** The page's scroll height: the list is as tall as all its rows, loaded or not. */
const scrollHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('a folder of 3,000 files shows its first rows at once, at its full height, and scrolls to its end', async ({
  page,
}) => {
  await arrangeBigFolder(page, 'huge/huge-open', FILES);
  await openAsAdmin(page, '/files/');
  const release = await holdWholeListing(page, '/api/resources/huge/huge-open/');
  const started = Date.now();
  await page.goto('/files/huge/huge-open/');
  const first = page.getByRole('row', { name: /file-0000\.txt/ });
  await expect(first).toBeVisible();
  const firstRows = Date.now() - started;

  // Only the first page is loaded, and the list is already as tall as 3,000 rows.
  const rowHeight = (await first.boundingBox())?.height ?? 0;
  expect(rowHeight).toBeGreaterThan(0);
  const early = await scrollHeight(page);
  expect(early).toBeGreaterThanOrEqual(FILES * rowHeight);
  expect(early).toBeLessThan((FILES + 20) * rowHeight);
  // At its end, rows stand for the entries on their way.
  await page.keyboard.press('End');
  await expect(page.locator('.fb-folder-listing__placeholder').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /file-2999\.txt/ })).toHaveCount(0);

  // The rest arrives: the last entry fills in where the list already ended, at the same height.
  await release();
  await expect(page.getByRole('row', { name: /file-2999\.txt/ })).toBeVisible();
  await expect(page.locator('.fb-folder-listing__placeholder')).toHaveCount(0);
  expect(Math.abs((await scrollHeight(page)) - early)).toBeLessThan(rowHeight);
  test.info().annotations.push({
    type: 'huge folder',
    description: `3,000 entries: first rows ${String(firstRows)} ms after the navigation`,
  });
});

test('a page load at a folder comes with its first page (or asks for it once) and links the files screen, before the app has started', async ({
  page,
}) => {
  await arrangeBigFolder(page, 'huge/huge-boot', 300);
  await openAsAdmin(page, '/files/');
  // The session's cookie lasts as its token does, across a browser restart.
  const cookie = (await page.context().cookies()).find((each) => each.name === 'auth');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 60);
  let pages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/resources/huge/huge-boot/') pages.push(url.search);
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const firstPageURL = () =>
    page.evaluate(() => {
      const sent = (window as { FileBrowserFirstPage?: { url: string } }).FileBrowserFirstPage;
      return sent?.url ?? null;
    });

  // With the session's cookie the page brought the first page along: only the rest is asked for.
  await page.goto('/files/huge/huge-boot/');
  await expect(page.getByRole('row', { name: /file-0000\.txt/ })).toBeVisible();
  expect(await firstPageURL()).toBe('/api/resources/huge/huge-boot/?limit=200&offset=0');
  await expect.poll(() => pages).toEqual(['']);
  expect(await page.locator('#fb-first-page').count()).toBe(0);

  // Without it, the page's own script asks (the policy let it run) and the app takes its answer.
  await page.context().clearCookies({ name: 'auth' });
  pages = [];
  await page.goto('/files/huge/huge-boot/');
  await expect(page.getByRole('row', { name: /file-0000\.txt/ })).toBeVisible();
  expect(await firstPageURL()).toBe('/api/resources/huge/huge-boot/?limit=200&offset=0');
  await expect.poll(() => pages).toEqual(['?limit=200&offset=0', '']);
  expect(refused).toEqual([]);
  // The page asked for the files screen's code and styles too; the app's loader used the code's
  // link and applied the styles after the entry's (the cascade order of a build without this).
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('link[href*="files-route"]')].map((link) =>
      link.getAttribute('rel'),
    ),
  );
  expect(links).toEqual(['modulepreload', 'preload', 'stylesheet']);
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  const last = (pattern: RegExp) => styles.findLastIndex((href) => pattern.test(href ?? ''));
  expect(last(/files-route/)).toBeGreaterThan(last(/\/index-[^/]*\.css$/));

  // A page whose head promised the first page but ended without it (here: no such folder) asks
  // once it is parsed, and the app shows what the API said.
  if (cookie) await page.context().addCookies([cookie]);
  const missing: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/resources/huge/no-such-folder/') missing.push(url.search);
  });
  const sent = await page.goto('/files/huge/no-such-folder/');
  expect(await sent?.text()).toContain('<meta name="fb-first-page"');
  await expect(page.getByText('This location could not be found.')).toBeVisible();
  expect(missing[0]).toBe('?limit=200&offset=0');
  expect(refused).toEqual([]);
});

test('Ctrl+A right after opening a folder of 500 files selects all of them, and Delete deletes them all', async ({
  page,
}) => {
  // One request per entry: 500 take a few seconds, more on a busy machine (see DELETED_FILES).
  test.setTimeout(60_000);
  const folder = await arrangeBigFolder(page, 'huge/huge-delete', DELETED_FILES);
  await openAsAdmin(page, '/files/');
  const release = await holdWholeListing(page, '/api/resources/huge/huge-delete/');
  await page.goto('/files/huge/huge-delete/');
  await expect(page.getByRole('row', { name: /file-0000\.txt/ })).toBeVisible();

  // Only the first page is there, yet the selection is the whole folder.
  await page.keyboard.press('ControlOrMeta+a');
  // The header's download counts the selection (the selection bar is for narrow screens).
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Download ${String(DELETED_FILES)}` }),
  ).toBeVisible();
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(confirm).toContainText(`Delete ${String(DELETED_FILES)} items?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The delete waits for the whole listing to name every entry: nothing goes before it comes.
  expect(readdirSync(folder)).toHaveLength(DELETED_FILES);
  await release();
  await expect(page.getByText('Nothing here yet.')).toBeVisible({ timeout: 45_000 });
  expect(readdirSync(folder)).toEqual([]);
});

test('Ctrl+A then Download in a folder of 3,000 files downloads the folder as one archive', async ({
  page,
}) => {
  await arrangeBigFolder(page, 'huge/huge-download', FILES);
  await openAsAdmin(page, '/files/');
  // The whole listing never arrives here: the folder's archive does not need it.
  const release = await holdWholeListing(page, '/api/resources/huge/huge-download/');
  await page.goto('/files/huge/huge-download/');
  await expect(page.getByRole('row', { name: /file-0000\.txt/ })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.getByRole('banner').getByRole('button', { name: 'Download 3000' }).click();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Download files' })
    .getByRole('button', { name: 'tar', exact: true })
    .click();
  const download = await downloading;
  // The folder itself, not 3,000 names in the URL.
  const url = new URL(download.url());
  expect(url.pathname).toBe('/api/raw/huge/huge-download/');
  expect(url.searchParams.get('algo')).toBe('tar');
  expect(url.searchParams.has('files')).toBe(false);
  const local = mkdtempSync(join(tmpdir(), 'fb-e2e-huge-'));
  const archive = join(local, download.suggestedFilename());
  await download.saveAs(archive);
  const listed = execFileSync('tar', ['tf', archive], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => name !== '' && !name.endsWith('/'));
  expect(listed).toHaveLength(FILES);
  expect(listed.map((name) => name.split('/').at(-1)).sort()).toEqual(
    Array.from({ length: FILES }, (_, index) => fileName(index)),
  );
  await release();
});

test('a file URL with a trailing slash opens the file as the URL without it does', async ({
  page,
}) => {
  await arrangeFiles(page.request, { 'huge/huge-slash/notes.txt': 'slash notes\n' });
  await openAsAdmin(page, '/files/huge/huge-slash/notes.txt');
  const editor = page.getByRole('textbox', { name: 'notes.txt' });
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('slash notes');

  await page.goto('/files/huge/huge-slash/notes.txt/');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('slash notes');
  await expect(page).toHaveURL(/\/files\/huge\/huge-slash\/notes\.txt$/);
});

test('an anonymous visitor opens a shared folder of 500 files, sees its totals at once and reaches its last entry', async ({
  browser,
  page,
}) => {
  await arrangeBigFolder(page, 'huge/huge-share', SHARED_FILES, 3);
  const created = await page.request.post('/api/share/huge/huge-share/', {
    headers: { 'X-Auth': await adminToken(page.request) },
    data: { password: 'open sesame', expires: '2', unit: 'hours' },
  });
  expect(created.ok()).toBe(true);
  const { hash } = (await created.json()) as { hash: string };

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  const release = await holdWholeListing(anonymous, `/api/public/share/${hash}/`);
  await anonymous.goto(`/share/${hash}/`);
  await anonymous.getByLabel('Password').fill('open sesame');
  await anonymous.getByLabel('Password').press('Enter');
  await expect(anonymous.getByRole('heading', { name: 'huge-share' })).toBeVisible();

  // The first page, with the whole folder's counts and "+N" up to its total.
  const facts = anonymous.locator('.fb-share-facts');
  await expect(facts).toContainText(/Folders\s*0\s*Files\s*500/);
  await expect(anonymous.getByRole('row', { name: /file-000\.txt/ })).toBeVisible();
  const more = anonymous.getByRole('button', { name: /^\+\d+$/ });
  await expect(more).toHaveText('+400');

  // The rest comes with the share's password; "+N" shows 100 more each time, to the last one.
  await release();
  for (const left of ['+300', '+200', '+100']) {
    await more.click();
    await expect(more).toHaveText(left);
  }
  await more.click();
  await expect(more).toHaveCount(0);
  const last = anonymous.getByRole('row', { name: /file-499\.txt/ });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  await expect(anonymous.locator('[role="row"]').filter({ hasText: /file-\d+\.txt/ })).toHaveCount(
    SHARED_FILES,
  );
  await visitor.close();
});

/**
 * Holds back the app's code (its entry script) until the returned function is called: the page
 * shows what it draws before the app has started, as on a slow device.
 */
async function holdAppStart(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const entry = /\/assets\/index-[^/]*\.js$/;
  await page.route(entry, (route) => {
    held.push(route);
  });
  return async () => {
    await expect.poll(() => held.length, 'the app entry was asked for').toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(entry);
  };
}

test("a page load at a folder paints its first rows before the app's code runs, where the app then draws its own, in the list and the mosaic", async ({
  page,
}) => {
  await arrangeBigFolder(page, 'huge/huge-first-rows', 300);
  mkdirSync(join(await dataRoot(page.request), 'huge/huge-first-rows/a-folder'));
  await openAsAdmin(page, '/files/');
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const early = page.locator('#loading .fb-listing-item');
  const own = page.locator('#app .fb-listing-item');
  for (const view of ['list', 'mosaic']) {
    const release = await holdAppStart(page);
    // Not waiting for the load event: the held entry is one of the page's resources.
    await page.goto('/files/huge/huge-first-rows/', { waitUntil: 'commit' });
    // Before the app has started: the folder first, then the files, with their sizes; the names
    // drawn by style, so that no text selector finds these copies.
    const nameOf = (row: number) => early.nth(row).locator('[data-name]');
    await expect(nameOf(0)).toHaveAttribute('data-name', 'a-folder');
    await expect(nameOf(1)).toHaveAttribute('data-name', 'file-0000.txt');
    await expect(early.nth(1)).toContainText('2 B');
    await expect(page.getByText('file-0000.txt')).toHaveCount(0);
    await expect(page.locator(`#loading .fb-listing--${view}`)).toBeVisible();
    await expect(page.locator('#app')).toBeEmpty();
    // Drawn for the eye only: nothing there for assistive technology or the keyboard.
    await expect(page.getByRole('row', { name: /file-0000\.txt/ })).toHaveCount(0);
    const drawn = await early.nth(1).boundingBox();

    await release();
    await expect(page.getByRole('row', { name: /file-0000\.txt/ })).toBeVisible();
    await expect(page.locator('#loading')).toHaveCount(0);
    // The app's row is where the first one was: nothing jumps when it takes over.
    const taken = await own.nth(1).boundingBox();
    expect(taken).not.toBeNull();
    expect(Math.abs((taken?.y ?? 0) - (drawn?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((taken?.x ?? 0) - (drawn?.x ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((taken?.width ?? 0) - (drawn?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((taken?.height ?? 0) - (drawn?.height ?? 0))).toBeLessThanOrEqual(1);
    // The view switch keeps the stored session's view up to date for the next page load.
    if (view === 'list') {
      await page.getByRole('button', { name: 'Change view' }).click();
      await expect(page.locator('#app .fb-listing--mosaic')).toBeVisible();
    }
  }
  expect(refused).toEqual([]);
  // Back to the list, which the journeys after this one expect.
  await resetAdminView(page.request);
});
