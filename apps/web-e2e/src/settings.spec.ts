import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { ensureUser, submitLogin, updateSettings } from './shell-helpers';

/** A name no earlier run of this server has used. */
const unique = (prefix: string) => `${prefix}${String(Date.now() % 1_000_000)}`;

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test('an admin creates a user with a rule hiding a folder, and that user cannot see it', async ({
  page,
  browser,
}) => {
  const username = unique('rita');
  const password = 'rita-has-a-long-secret';
  await logIn(page, 'admin', ADMIN_PASSWORD);
  await page.goto('/settings/users');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/users\/new$/);

  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByLabel('Path').fill('/Photos');
  await page.getByRole('button', { name: 'Save' }).click();
  // JSON auth: the server wants the admin's own password before creating a user.
  const confirm = page.getByRole('dialog', { name: 'Your password' });
  await confirm.getByLabel('Your password').fill(ADMIN_PASSWORD);
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User created.' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/users\/\d+$/);
  await expect(page.getByLabel('Path')).toHaveValue('/Photos');

  await page.goto('/settings/users');
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();

  const other = await browser.newContext();
  const rita = await other.newPage();
  await logIn(rita, username, password);
  await expect(rita.getByText('Documents', { exact: true })).toBeVisible();
  await expect(rita.getByText('Photos', { exact: true })).toHaveCount(0);
  await rita.goto('/files/Photos/');
  await expect(rita.getByRole('alert')).toBeVisible();
  await other.close();
});

test('a user changes their language in the profile, and an admin the theme', async ({
  page,
  browser,
  request,
}) => {
  const username = unique('lena');
  const password = 'lena-has-a-long-secret';
  await ensureUser(request, username, password);
  await logIn(page, username, password);
  await page.goto('/settings/profile');
  await page.getByLabel('Language').selectOption({ label: 'Français' });
  await page.getByRole('button', { name: 'Update' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Langue')).toHaveValue('fr');

  // The theme is a global (branding) setting: an admin picks it, in a browser of their own.
  const previous = await updateSettings(request, {});
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await logIn(admin, 'admin', ADMIN_PASSWORD);
    await admin.goto('/settings/global');
    await admin.getByLabel('Theme').selectOption({ label: 'Dark' });
    await admin.getByRole('button', { name: 'Update' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await expect(admin.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(admin.locator('html')).toHaveClass(/\bdark\b/);
    // The saved theme is what the server hands every page from now on.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  } finally {
    await context.close();
    await updateSettings(request, { branding: previous['branding'] });
  }
});

test('a user changes their password, stays logged in, then logs in with the new one', async ({
  page,
  request,
}) => {
  const username = unique('paul');
  const oldPassword = 'paul-has-a-long-secret';
  const newPassword = 'paul-has-a-newer-secret';
  await ensureUser(request, username, oldPassword);
  await logIn(page, username, oldPassword);
  await page.goto('/settings/profile');

  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByLabel('New password', { exact: true }).fill(newPassword);
  await card.getByLabel('Repeat the new password').fill(`${newPassword}!`);
  await expect(card.getByLabel('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Repeat the new password').fill(newPassword);
  await card.getByLabel('Your current password').fill(oldPassword);
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();

  // The session that changed the password goes on (issue 27): the server revoked every older
  // token, but the app renewed its own at once, so it keeps working, after a reload too.
  await page.goto('/files/');
  await expect(page.getByText('readme.md')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/files\/$/);
  await expect(page.getByText('readme.md')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, username, oldPassword);
  await expect(page.getByRole('alert')).toContainText('Wrong username or password');
  await submitLogin(page, username, newPassword);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
