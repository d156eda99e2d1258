import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { adminToken } from './shell-helpers';

async function put(
  request: APIRequestContext,
  path: string,
  data?: string | Buffer,
): Promise<void> {
  const headers = { 'X-Auth': await adminToken(request) };
  const response = await request.post(`/api/resources/${path}?override=true`, {
    headers,
    ...(data !== undefined && { data }),
  });
  expect(response.ok(), path).toBe(true);
}

/** Presses Tab until the focus is on an element matching `selector` (at most 40 times). */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let step = 0; step < 40; step++) {
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.querySelector('.fb-listing-item__name')?.textContent ?? '',
  );

test('keyboard only: log in, walk the listing, select, rename, open, edit, save and close', async ({
  page,
  request,
}) => {
  await put(request, 'kbd/');
  await put(request, 'kbd/first.txt', 'one\n');
  await put(request, 'kbd/second.txt', 'two\n');

  await page.goto('/login?redirect=%2Ffiles%2Fkbd%2F');
  await tabTo(page, 'input[autocomplete="username"], input[name="username"]');
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/files\/kbd\/$/);

  await tabTo(page, '.fb-listing-item');
  expect(await focusedName(page)).toBe('first.txt');
  await page.keyboard.press('ArrowDown');
  expect(await focusedName(page)).toBe('second.txt');
  await page.keyboard.press('Space');
  await expect(page.getByRole('row', { name: /second\.txt/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.keyboard.press('F2');
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await expect(rename).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('renamed.txt');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /renamed\.txt/ })).toBeVisible();

  await tabTo(page, '.fb-listing-item');
  await page.keyboard.press('ArrowDown');
  expect(await focusedName(page)).toBe('renamed.txt');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/files\/kbd\/renamed\.txt$/);
  await tabTo(page, '.cm-content');
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('three');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveClass(/fb-editor__saved/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/files\/kbd\/$/);

  const token = await adminToken(request);
  const raw = await request.get('/api/raw/kbd/renamed.txt', { headers: { 'X-Auth': token } });
  expect(await raw.text()).toBe('two\nthree');
});

test('a right-to-left user: the listing is mirrored, passes axe, and ← steps forward in previews', async ({
  page,
  request,
}, testInfo) => {
  const headers = { 'X-Auth': await adminToken(request) };
  const created = await request.post('/api/users', {
    headers,
    data: {
      what: 'user',
      which: [],
      current_password: ADMIN_PASSWORD,
      data: {
        username: 'rtl-reader',
        password: 'rtl-reader-Pass-5521',
        scope: '/',
        locale: 'ar',
        viewMode: 'list',
        perm: {
          admin: false,
          execute: false,
          create: true,
          rename: false,
          modify: false,
          delete: false,
          share: false,
          download: true,
        },
      },
    },
  });
  expect(created.ok() || created.status() === 409, await created.text()).toBe(true);
  await put(request, 'rtl/');
  // Binary bytes: a download card each, which the arrows step between.
  await put(request, 'rtl/a.bin', Buffer.from([0, 1, 2, 0]));
  await put(request, 'rtl/b.bin', Buffer.from([0, 3, 4, 0]));

  await page.goto('/login?redirect=%2Ffiles%2Frtl%2F');
  await page.locator('input[autocomplete="username"], input[name="username"]').fill('rtl-reader');
  await page.locator('input[type="password"]').fill('rtl-reader-Pass-5521');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/files\/rtl\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('row', { name: /a\.bin/ })).toBeVisible();

  // Mirrored: the name column starts at the right edge of the row.
  const row = await page.getByRole('row', { name: /a\.bin/ }).boundingBox();
  const name = await page
    .getByRole('row', { name: /a\.bin/ })
    .getByText('a.bin')
    .boundingBox();
  expect(row && name && name.x > row.x + row.width / 2).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('rtl-listing.png') });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(blocking.map((violation) => violation.id)).toEqual([]);

  await page.goto('/files/rtl/a.bin');
  await expect(page.locator('.fb-preview')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/files\/rtl\/b\.bin$/);
});
