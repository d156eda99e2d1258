import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { rowScrolledTo } from './journey-helpers';

test('a visitor is sent to login, logs in and sees the root folder', async ({ page }) => {
  await page.goto('/files/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffiles%2F$/);

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong username or password');

  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByLabel('Password').press('Enter');

  await expect(page).toHaveURL(/\/files\/$/);
  // Other journeys' folders share the root: these may be below the drawn rows.
  await expect(await rowScrolledTo(page, /^Documents/)).toBeVisible();
  await expect(await rowScrolledTo(page, /^Photos/)).toBeVisible();
  await expect(await rowScrolledTo(page, /readme\.md/)).toBeVisible();
});

test('a logged-in user opens a folder and the session survives a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await (await rowScrolledTo(page, /^Documents/)).dblclick();
  await expect(page).toHaveURL(/\/files\/Documents\/$/);
  await expect(page.getByText('plan 2026.txt')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Reports')).toBeVisible();
});
