import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { ensureUser, submitLogin, updateSettings } from './shell-helpers';

const VIEWER = { username: 'viewer', password: 'e2e-viewer-Pass-7391' };

test('a visitor of a settings page logs in and lands on that page', async ({ page }) => {
  await page.goto('/settings/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fprofile$/);
  await expect(page).toHaveTitle('Log in - File Browser');

  await submitLogin(page, 'admin', ADMIN_PASSWORD);

  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Profile - File Browser');
});

test('logging out forgets the session on the server and in the browser', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page.getByRole('button', { name: 'admin' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('jwt'));

  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  // The old token no longer opens anything.
  const reuse = await page.request.get('/api/resources/', { headers: { 'X-Auth': token ?? '' } });
  expect(reuse.status()).toBe(401);
  await page.goto('/files/Documents/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffiles%2FDocuments%2F$/);
});

test('a user without admin rights gets the 403 page on admin settings', async ({ page }) => {
  await ensureUser(page.request, VIEWER.username, VIEWER.password);
  await page.goto('/settings/global');
  await submitLogin(page, VIEWER.username, VIEWER.password);

  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('alert')).toContainText('You are not allowed to open this.');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settings' })).toHaveCount(0);

  await page.goto('/settings/users/1');
  await expect(page).toHaveURL(/\/403$/);
});

test('an admin opens the admin settings from the sidebar', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Settings' }).click();

  await expect(page).toHaveURL(/\/settings\/global$/);
  await expect(page.getByRole('heading', { name: 'Global settings' })).toBeVisible();
  const settingsNav = page.getByRole('navigation', { name: 'Settings' });
  await expect(settingsNav.getByRole('link', { name: 'Users' })).toBeVisible();
});

test('a visitor signs up when signup is enabled and is logged in', async ({ page }) => {
  const previous = await updateSettings(page.request, { signup: true, createUserDir: true });
  try {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Username').fill('newcomer');
    await page.getByLabel('Password', { exact: true }).fill('e2e-newcomer-Pass-5528');
    await page.getByLabel('Confirm password').fill('something else');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toContainText('The passwords do not match');

    await page.getByLabel('Confirm password').fill('e2e-newcomer-Pass-5528');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/files\/$/);
    await expect(page.getByRole('button', { name: 'newcomer' })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Username').fill('newcomer');
    await page.getByLabel('Password', { exact: true }).fill('e2e-newcomer-Pass-5528');
    await page.getByLabel('Confirm password').fill('e2e-newcomer-Pass-5528');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toContainText('That username is already in use');
  } finally {
    await updateSettings(page.request, {
      signup: previous['signup'],
      createUserDir: previous['createUserDir'],
    });
  }
});
