import { expect, test } from '@playwright/test';
import type { Request } from '@playwright/test';

/** Catalogue chunks the page fetched, by locale code (Vite names them after their file). */
function catalogueRequests(requests: Request[]): string[] {
  return requests
    .map((request) => /\/assets\/([a-z-]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1])
    .filter((code): code is string => code !== undefined && /^[a-z]{2}(-[a-z]{2})?$/.test(code));
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets the login page in German, loading only the German and fallback catalogues', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const loaded = catalogueRequests(requests);
    expect(loaded).toContain('de');
    expect(loaded.filter((code) => code !== 'de' && code !== 'en')).toEqual([]);
  });
});

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-EG' });

  test('gets the login page right to left', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});
