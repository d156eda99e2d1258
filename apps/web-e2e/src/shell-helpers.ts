import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';

/** Logs in through the login form (the page must show it). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** An admin token straight from the API, for arranging server state. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: 'admin', password: ADMIN_PASSWORD, recaptcha: '' },
  });
  if (!response.ok()) throw new Error(`admin login failed: ${String(response.status())}`);
  return (await response.text()).trim();
}

/** Creates a user without admin rights (idempotent: a taken name is fine). */
export async function ensureUser(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<void> {
  const token = await adminToken(request);
  const perm = {
    admin: false,
    execute: false,
    create: true,
    rename: false,
    modify: false,
    delete: false,
    share: false,
    download: true,
  };
  const response = await request.post('/api/users', {
    headers: { 'X-Auth': token },
    data: {
      what: 'user',
      which: [],
      current_password: ADMIN_PASSWORD,
      data: { username, password, scope: '/', perm },
    },
  });
  if (!response.ok() && response.status() !== 409) {
    throw new Error(`creating ${username} failed: ${await response.text()}`);
  }
}

/** Changes global settings (read and written whole); returns the previous ones. */
export async function updateSettings(
  request: APIRequestContext,
  change: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const token = await adminToken(request);
  const current = (await (
    await request.get('/api/settings', { headers: { 'X-Auth': token } })
  ).json()) as Record<string, unknown>;
  const response = await request.put('/api/settings', {
    headers: { 'X-Auth': token },
    data: { ...current, ...change },
  });
  if (!response.ok()) throw new Error(`saving settings failed: ${await response.text()}`);
  return current;
}
