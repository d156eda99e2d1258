import { expect, test, type Page } from '@playwright/test';
import { arrangeFiles, openAsAdmin } from './journey-helpers';

const FOLDER = 'languages-journey';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** Languages whose words run long: the listing and the selection bar must still fit them. */
const LONG_LANGUAGES = ['de', 'fr', 'ru', 'pt', 'nl', 'pl', 'uk'];

/** Saves the admin's language and reloads: the renewed token carries it. */
async function switchLanguage(page: Page, locale: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const response = await page.request.put('/api/users/1', {
    headers: { 'X-Auth': token ?? '' },
    data: { what: 'user', which: ['locale'], data: { id: 1, locale } },
  });
  expect(response.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
}

test.beforeEach(async ({ page }) => {
  // Fresh files: their dates read "a few seconds ago", the longest relative date in most languages.
  await arrangeFiles(page.request, {
    [`${FOLDER}/`]: null,
    [`${FOLDER}/Berichte/`]: null,
    [`${FOLDER}/Jahresbericht.pdf`]: 'pdf',
    [`${FOLDER}/notes.md`]: '# notes',
  });
  await openAsAdmin(page, `/files/${FOLDER}/`);
});

test.afterEach(async ({ page }) => {
  await switchLanguage(page, 'en');
});

test('the modified column fits the relative dates of long languages, the exact date as tooltip', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  for (const locale of LONG_LANGUAGES) {
    await switchLanguage(page, locale);
    const cells = page.locator('.fb-listing-item .fb-listing__modified');
    await expect(cells).toHaveCount(3);
    const overflowing = await cells.evaluateAll((all) =>
      all.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
    );
    expect(overflowing, locale).toEqual([]);
    await expect(cells.first().locator('time')).toHaveAttribute('title', /\d{2}/);
  }
});

test('the phone selection bar stays one line in long languages', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const locale of LONG_LANGUAGES) {
    await switchLanguage(page, locale);
    // One selected file shows the most actions: share, rename, copy, move, delete.
    await page.locator('[data-name="notes.md"] [role="row"]').click();
    const bar = page
      .getByRole('toolbar')
      .filter({ has: page.locator('.fb-selection-bar__message') });
    await expect(bar).toBeVisible();
    const rows = await bar.evaluate((element) => {
      const tops = [...element.querySelectorAll('button')].map(
        (button) => button.getBoundingClientRect().top,
      );
      const button = element.querySelector('button')?.getBoundingClientRect().height ?? 0;
      return { tops: new Set(tops).size, bar: element.getBoundingClientRect().height, button };
    });
    expect(rows.tops, locale).toBe(1);
    // One row of buttons and the bar's padding, nothing under it.
    expect(rows.bar, locale).toBeLessThanOrEqual(rows.button + 8);
    await page.keyboard.press('Escape');
  }
});
