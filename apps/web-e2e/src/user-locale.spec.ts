import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';

test("a user's saved language replaces the browser's after the session picks it up", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const saveLocale = (locale: string) =>
    page.request.put('/api/users/1', {
      headers: { 'X-Auth': token ?? '' },
      data: { what: 'user', which: ['locale'], data: { id: 1, locale } },
    });
  expect((await saveLocale('fr')).status()).toBe(200);

  try {
    // On reload the stored token is renewed; the new one carries the saved locale.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('columnheader', { name: 'Nom' })).toBeVisible();
  } finally {
    const fresh = await page.evaluate(() => localStorage.getItem('jwt'));
    await page.request.put('/api/users/1', {
      headers: { 'X-Auth': fresh ?? '' },
      data: { what: 'user', which: ['locale'], data: { id: 1, locale: 'en' } },
    });
  }
});
