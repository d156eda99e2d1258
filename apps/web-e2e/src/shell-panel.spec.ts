import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { adminToken, submitLogin } from './shell-helpers';

// The e2e server runs with --enable-exec (scripts/start-server.mjs); this user may run two commands.
const RUNNER = { username: 'runner', password: 'e2e-runner-Pass-5120' };

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const response = await request.post('/api/users', {
    headers: { 'X-Auth': token },
    data: {
      what: 'user',
      which: [],
      current_password: ADMIN_PASSWORD,
      data: {
        username: RUNNER.username,
        password: RUNNER.password,
        scope: '/',
        commands: ['echo', 'ls'],
        perm: {
          admin: false,
          execute: true,
          create: false,
          rename: false,
          modify: false,
          delete: false,
          share: false,
          download: true,
        },
      },
    },
  });
  if (!response.ok() && response.status() !== 409) {
    throw new Error(`creating ${RUNNER.username} failed: ${await response.text()}`);
  }
});

test('a user with execute runs allowed commands in the shell panel', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, RUNNER.username, RUNNER.password);
  await page.getByText('Documents', { exact: true }).dblclick();
  await expect(page).toHaveURL(/\/files\/Documents\/$/);

  await page.getByRole('button', { name: 'Show or hide the shell' }).click();
  const shell = page.getByRole('region', { name: 'Shell' });
  await expect(shell).toHaveAttribute('dir', 'ltr');
  const prompt = shell.getByRole('textbox', { name: 'Command' });
  const output = shell.getByRole('log');

  await prompt.fill('echo hello');
  await prompt.press('Enter');
  await expect(output).toContainText('hello');
  await expect(prompt).toBeEnabled();

  // Commands run in the folder shown.
  await prompt.fill('ls');
  await prompt.press('Enter');
  await expect(output).toContainText('plan 2026.txt');
  await expect(output).toContainText('Reports');

  await prompt.fill('cat plan.txt');
  await prompt.press('Enter');
  await expect(output).toContainText('Command not allowed.');

  // Up brings back the last command; 'exit' closes the panel.
  await expect(prompt).toBeEnabled();
  await prompt.press('ArrowUp');
  await expect(prompt).toHaveValue('cat plan.txt');
  await prompt.fill('exit');
  await prompt.press('Enter');
  await expect(shell).toBeHidden();
});
