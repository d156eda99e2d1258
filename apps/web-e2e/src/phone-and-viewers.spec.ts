import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { adminToken, submitLogin } from './shell-helpers';

// Issue 28 items 2, 4, 5, 8 and 12: the phone's viewer header and sidebar drawer, the desktop
// sidebar beside a long listing, the dark editor, markdown, and `.ts` files that are code.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Files of the admin's scope, written through the API (`null`: an empty file). */
async function arrange(page: Page, files: Record<string, string | Buffer | null>) {
  const headers = { 'X-Auth': await adminToken(page.request) };
  for (const [path, data] of Object.entries(files)) {
    const response = await page.request.post(`/api/resources/${path}?override=true`, {
      headers,
      ...(data !== null && { data }),
    });
    expect(response.ok(), path).toBe(true);
  }
}

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
}

/** Screenshots in the light and the dark theme, kept with the test's artifacts (not committed). */
async function screenshots(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { width } = page.viewportSize() ?? DESKTOP;
    // Transitions (the drawer sliding in) are finished first.
    await page.screenshot({
      animations: 'disabled',
      path: testInfo.outputPath(`${name}-${String(width)}-${colorScheme}.png`),
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** 564 bytes of an MPEG transport stream: three 188-byte packets, each opening with 0x47. */
function transportStream(): Buffer {
  const data = Buffer.alloc(188 * 3, 0xff);
  for (let at = 0; at < data.length; at += 188) data.set([0x47, 0x1f, 0xff, 0x10, 0x00], at);
  return data;
}

const LONG_NAME = 'quarterly-report-for-the-board-with-every-appendix-and-all-the-figures.txt';

test('phone viewer: close stays clear of a long name, the file actions are in a keyboard menu', async ({
  page,
}, testInfo) => {
  await arrange(page, { [`phone/${LONG_NAME}`]: 'figures\n' });
  await page.setViewportSize(PHONE);
  await openAsAdmin(page, `/files/phone/${LONG_NAME}`);
  const header = page.getByRole('banner');
  await expect(page.getByRole('textbox', { name: LONG_NAME })).toContainText('figures');

  // The name is cut short (whole in its tooltip) and never under the close button.
  const title = header.getByTitle(LONG_NAME);
  const close = header.getByRole('button', { name: 'Close' });
  const titleBox = await title.boundingBox();
  const closeBox = await close.boundingBox();
  expect(titleBox && closeBox && titleBox.x + titleBox.width <= closeBox.x).toBe(true);
  expect(await title.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // Every header button is on screen; Info and the others wait in the More menu.
  for (const button of await header.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
  await expect(header.getByRole('button', { name: 'Info' })).toBeHidden();
  await screenshots(page, 'phone-viewer', testInfo);

  const more = header.getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Rename',
    'Delete',
    'Download',
    'Open directly',
    'Info',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  const menuBox = await menu.boundingBox();
  expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= PHONE.width).toBe(true);
  await screenshots(page, 'phone-viewer-menu', testInfo);

  // Escape closes the menu only: the file stays open and the focus is back on ⋮.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${LONG_NAME.replace(/\./g, '\\.')}$`));

  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'File information' })).toBeVisible();
  await page.keyboard.press('Escape');

  // On a desktop the same actions are buttons again, and there is no More menu.
  await page.setViewportSize(DESKTOP);
  await expect(header.getByRole('button', { name: 'Info' })).toBeVisible();
  await expect(more).toBeHidden();
  await screenshots(page, 'desktop-viewer', testInfo);
});

test('phone sidebar: a drawer that closes by Escape, the backdrop, ☰ and My files, focus in and back', async ({
  page,
}, testInfo) => {
  await arrange(page, { 'drawer/note.txt': 'a note\n' });
  await page.setViewportSize(PHONE);
  await openAsAdmin(page, '/files/drawer/');
  const toggle = page.getByRole('button', { name: 'Show or hide the sidebar' });
  const drawer = page.getByRole('navigation', { name: 'My files' });
  const myFiles = drawer.getByRole('button', { name: 'My files' });

  await toggle.click();
  await expect(myFiles).toBeVisible();
  // The focus moves into the drawer, onto its first entry (the user's profile).
  await expect(drawer.getByRole('button', { name: 'admin' })).toBeFocused();
  await screenshots(page, 'phone-drawer', testInfo);

  await page.keyboard.press('Escape');
  await expect(myFiles).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(page).toHaveURL(/\/files\/drawer\/$/);

  // A tap beside the drawer, on the backdrop.
  await toggle.click();
  await expect(myFiles).toBeVisible();
  await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
  await expect(myFiles).toBeHidden();

  // ☰ stays above the drawer and closes it again.
  await toggle.click();
  await expect(myFiles).toBeVisible();
  await toggle.click();
  await expect(myFiles).toBeHidden();

  // "My files" goes to the root and closes the drawer, also when already in the files.
  await toggle.click();
  await myFiles.click();
  await expect(page).toHaveURL(/\/files\/$/);
  await expect(myFiles).toBeHidden();
  await toggle.click();
  await myFiles.click();
  await expect(myFiles).toBeHidden();
});

test('desktop sidebar: stays in view while a long listing scrolls', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await openAsAdmin(page, '/files/Big/');
  await expect(page.getByText('file-000000.txt', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const myFiles = page
    .getByRole('navigation', { name: 'My files' })
    .getByRole('button', { name: 'My files' });
  const before = await myFiles.boundingBox();

  await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
  await page.mouse.wheel(0, 5000);
  // The page itself scrolls (by more than the sidebar's height, which it used to take along).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await expect(myFiles).toBeInViewport();
  expect((await myFiles.boundingBox())?.y).toBe(before?.y);
  await screenshots(page, 'desktop-sidebar-scrolled', testInfo);
});

test('a .ts file of text opens in the editor with TypeScript colours, light or dark as the page', async ({
  page,
}, testInfo) => {
  await arrange(page, {
    'code/app.ts': 'export const answer: number = 42;\n',
    'code/clip.ts': transportStream(),
  });
  await page.setViewportSize(DESKTOP);
  await openAsAdmin(page, '/files/code/app.ts');
  const text = page.getByRole('textbox', { name: 'app.ts' });
  await expect(text).toContainText('export const answer');
  const keyword = text.locator('span', { hasText: /^const$/ });
  const colour = () => keyword.evaluate((element) => getComputedStyle(element).color);

  // basicSetup's light keyword colour, then One Dark's, switching with the editor open.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(colour).toBe('rgb(119, 0, 136)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(colour).toBe('rgb(198, 120, 221)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(colour).toBe('rgb(119, 0, 136)');
  await screenshots(page, 'editor-typescript', testInfo);

  // A transport stream of the same extension is still a video.
  await page.goto('/files/code/clip.ts');
  await expect(page.locator('video')).toBeVisible();
});

test('markdown: a new file opens on its text; Preview shows quotes and KaTeX maths, Edit goes back', async ({
  page,
}, testInfo) => {
  await arrange(page, { 'notes/new.md': null });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.setViewportSize(DESKTOP);
  await openAsAdmin(page, '/files/notes/new.md');
  const header = page.getByRole('banner');
  const text = page.getByRole('textbox', { name: 'new.md' });
  await expect(text).toBeVisible();
  await expect(page.getByRole('article')).toBeHidden();

  await text.click();
  // Inserted as typed text, without Enter's markdown continuation ("> " on the next line).
  await page.keyboard.insertText(
    '> Imagination is more important than knowledge.\n\n' +
      'Energy: $E = mc^2$, for $5 and $10.\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$\n',
  );
  const mathsChunk = () => requests.some((url) => /\/markdown-maths-[\w-]+\.js$/.test(url));
  await header.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('article', { name: 'Preview' });
  await expect(preview.locator('blockquote')).toContainText('Imagination');
  await expect(preview.locator('.katex')).toHaveCount(2);
  await expect(preview.locator('.katex-display')).toBeVisible();
  await expect(preview).toContainText('for $5 and $10.');
  expect(mathsChunk()).toBe(true);
  // KaTeX's fonts come from this server, never a CDN.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.includes('KaTeX') && font.status === 'loaded',
        ),
      ),
    )
    .toBe(true);
  const origin = new URL(page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  // The quote has its bar: a border at its start edge.
  expect(
    await preview
      .locator('blockquote')
      .evaluate((element) => getComputedStyle(element).borderInlineStartWidth),
  ).toBe('4px');
  await screenshots(page, 'markdown-maths', testInfo);
  await page.setViewportSize(PHONE);
  await screenshots(page, 'markdown-maths', testInfo);

  await header.getByRole('button', { name: 'Edit' }).click();
  await expect(text).toBeVisible();
  await expect(header.getByRole('button', { name: 'Preview' })).toBeVisible();
});

test('markdown without maths never loads KaTeX', async ({ page }) => {
  await arrange(page, { 'notes/plain.md': '# Plain\n\nNo formulas here, only $5.\n' });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openAsAdmin(page, '/files/notes/plain.md');
  await expect(page.getByRole('heading', { name: 'Plain' })).toBeVisible();
  expect(requests.some((url) => /\/markdown-maths-[\w-]+\.js$/.test(url))).toBe(false);
});
