import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// A second server of our own, started without FB_ADMIN_PASSWORD: its first run creates "admin"
// with a random password and prints it once, which is all a new user has to log in with.
const PORT = 4311;
const BIN = fileURLToPath(new URL('../../server/bin/file-browser.cjs', import.meta.url));

let server: ChildProcess | undefined;
let folder = '';
let printed = '';

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fb-e2e-first-run-'));
  mkdirSync(join(folder, 'data'));
  const env = { ...process.env };
  delete env['FB_ADMIN_PASSWORD'];
  const child = spawn(
    process.execPath,
    [BIN, '--root', join(folder, 'data'), '--database', join(folder, 'db'), '--port', String(PORT)],
    // The password and the address are lines for people: they come on stderr.
    { env, stdio: ['ignore', 'inherit', 'pipe'] },
  );
  server = child;
  printed = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const password = /with password: (\S+)/.exec(output)?.[1];
      if (password && output.includes('is serving')) resolve(password);
    });
    child.on('exit', (code) => {
      reject(new Error(`the server stopped (${String(code)}) before printing a password`));
    });
  });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

test('first run: log in with the printed admin password, which a wrong one does not replace', async ({
  page,
}) => {
  const base = `http://127.0.0.1:${String(PORT)}`;
  await page.goto(`${base}/`);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('not-the-printed-one');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong username or password');

  await page.getByLabel('Password', { exact: true }).fill(printed);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${base}/files/`);
  await expect(page.getByText('Nothing here yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'admin' })).toBeVisible();
});
