import { expect, test } from '@playwright/test';
import { arrangeFiles, contentOf, openAsAdmin } from './journey-helpers';
import { adminToken } from './shell-helpers';

const SHOTS = process.env['SHOTS_DIR'];

/** The admin's editor theme back to "like the app", for the journeys after this one. */
async function resetEditorTheme(request: Parameters<typeof adminToken>[0]): Promise<void> {
  const data = { id: 1, aceEditorTheme: '' };
  const response = await request.put('/api/users/1', {
    headers: { 'X-Auth': await adminToken(request) },
    data: { what: 'user', which: ['aceEditorTheme'], current_password: '', data },
  });
  expect(response.ok()).toBe(true);
}

test('the editor header: clipboard buttons, text size kept, a theme saved to the profile; F1 help', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await arrangeFiles(page.request, { 'editor-tools/notes.txt': 'alpha beta\n' });
  await openAsAdmin(page, '/files/editor-tools/notes.txt');
  const text = page.getByRole('textbox', { name: 'notes.txt' });
  await expect(text).toContainText('alpha beta', { timeout: 15_000 });

  // Cut "alpha", paste it at the end of the line, save: the file has the moved word.
  await text.click();
  await page.keyboard.press('ControlOrMeta+Home');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.getByRole('button', { name: 'Cut' }).click();
  await expect(text).toHaveText(' beta');
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(text).toHaveText(' betaalpha');
  await page.keyboard.press('ControlOrMeta+s');
  await expect.poll(() => contentOf(page.request, '/editor-tools/notes.txt')).toBe(' betaalpha\n');

  // Larger text, kept after a reload (this browser, this user).
  const size = () => text.evaluate((element) => getComputedStyle(element).fontSize);
  expect(await size()).toBe('14px');
  await page.getByRole('button', { name: 'Larger text' }).click();
  await page.getByRole('button', { name: 'Larger text' }).click();
  await expect.poll(size).toBe('18px');

  // Dark, kept in the profile: after a reload the editor opens dark on the light app.
  await page.getByRole('button', { name: 'Editor theme' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-dark-wide.png` });
  await page.reload();
  await expect(text).toContainText(' betaalpha', { timeout: 15_000 });
  expect(await size()).toBe('18px');
  await expect
    .poll(() =>
      page.locator('.cm-editor').evaluate((element) => getComputedStyle(element).backgroundColor),
    )
    .toBe('rgb(40, 44, 52)');

  // F1 while typing in the text: the editor's shortcuts, and the text is left alone.
  await text.click();
  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toContainText('save the file');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-help.png` });
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(text).toHaveText(' betaalpha');

  await page.setViewportSize({ width: 390, height: 800 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-phone.png` });
  await resetEditorTheme(page.request);
});
