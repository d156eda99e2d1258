import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { rowScrolledTo, textContrast } from './journey-helpers';

const { version } = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

test('a visitor is sent to login, logs in and sees the root folder', async ({ page }) => {
  await page.goto('/files/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffiles%2F$/);
  await expect(page.getByLabel('Username')).toBeFocused();

  await page.keyboard.type('admin');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Wrong username or password');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'Wrong username or password',
  );
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await textContrast(alert), colorScheme).toBeGreaterThanOrEqual(4.5);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByLabel('Password').press('Enter');

  await expect(page).toHaveURL(/\/files\/$/);
  // The sidebar's credits name the release: package.json's version (and the commit).
  await expect(page.locator('.fb-sidebar-footer')).toContainText(`File Browser ${version}`);
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
