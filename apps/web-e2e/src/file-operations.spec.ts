import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  arrangeFiles,
  contentOf,
  expectFolderShown,
  focusedItem,
  namesIn,
  openAsAdmin,
  tabTo,
} from './journey-helpers';

// Rename, move, copy and delete, each with the mouse, the keyboard alone, drag and drop and the
// clipboard (frontend-behaviour §6.5–6.11, §12). Every result is checked on the server too.

/** A fresh folder with two folders and two files. */
async function arrange(page: Page, name: string): Promise<void> {
  await arrangeFiles(page.request, {
    [`${name}/Alpha/`]: null,
    [`${name}/Beta/`]: null,
    [`${name}/one.txt`]: 'one\n',
    [`${name}/two.txt`]: 'two\n',
  });
}

const row = (page: Page, name: string) =>
  page.getByRole('row', { name: new RegExp(`^${name.replace(/[.()]/g, '\\$&')}\\b`) });
const header = (page: Page) => page.getByRole('banner');

test('with the mouse: rename from the right-click menu, move and copy with the pickers, delete', async ({
  page,
}) => {
  await arrange(page, 'mouse');
  await openAsAdmin(page, '/files/mouse/');

  await row(page, 'one.txt').click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'More' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await expect(rename.getByRole('textbox')).toHaveValue('one.txt');
  await rename.getByRole('textbox').fill('first.txt');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(row(page, 'first.txt')).toBeVisible();

  // Move: a click picks the destination, the Move button moves.
  await row(page, 'two.txt').click();
  await header(page).getByRole('button', { name: 'Move file' }).click();
  const move = page.getByRole('dialog', { name: 'Move' });
  await expect(move.getByRole('button', { name: 'Move' })).toBeDisabled();
  await move.getByRole('option', { name: 'Beta' }).click();
  await expect(move.getByRole('option', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(move).toHaveCount(0);
  await expect.poll(() => namesIn(page.request, '/mouse/Beta/')).toEqual(['two.txt']);

  // Copy: double click opens Alpha in the picker, which becomes the destination.
  await page.goto('/files/mouse/');
  await row(page, 'first.txt').click();
  await header(page).getByRole('button', { name: 'Copy file' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy' });
  await copy.getByRole('option', { name: 'Alpha' }).dblclick();
  await expect(copy).toContainText('/mouse/Alpha/');
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(copy).toHaveCount(0);
  await expect.poll(() => namesIn(page.request, '/mouse/Alpha/')).toEqual(['first.txt']);

  // One file selected: the header's Download saves the file itself.
  await page.goto('/files/mouse/');
  await row(page, 'first.txt').click();
  const downloading = page.waitForEvent('download');
  await header(page)
    .getByRole('button', { name: /^Download/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('first.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe('one\n');

  await header(page).getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'first.txt')).toHaveCount(0);
  expect(await namesIn(page.request, '/mouse/')).toEqual(['Alpha', 'Beta']);
  expect(await contentOf(page.request, '/mouse/Alpha/first.txt')).toBe('one\n');
});

test('keyboard only: select, download with Ctrl+S, copy through the picker, delete, upload, help', async ({
  page,
}) => {
  await arrange(page, 'keys');
  await openAsAdmin(page, '/files/keys/');

  await tabTo(page, '.fb-listing-item');
  expect(await focusedItem(page)).toBe('Alpha');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await focusedItem(page)).toBe('one.txt');
  await page.keyboard.press('Space');
  await expect(row(page, 'one.txt')).toHaveAttribute('aria-selected', 'true');

  // Ctrl+S downloads the selection (one file: the file itself).
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('ControlOrMeta+s');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('one.txt');
  expect(readFileSync(await download.path(), 'utf8')).toBe('one\n');

  // Copy through the picker: Tab to the header button, arrows and Space pick Beta, Enter copies.
  await tabTo(page, 'button', 'Copy file');
  await page.keyboard.press('Enter');
  const copy = page.getByRole('dialog', { name: 'Copy' });
  await expect(copy).toBeVisible();
  // The picker lists "..", Alpha, Beta.
  await tabTo(page, '[role="option"]');
  await expect(copy.getByRole('option', { name: '..' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(copy.getByRole('option', { name: 'Beta' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(copy.getByRole('option', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, 'button[type="submit"]', 'Copy');
  await page.keyboard.press('Enter');
  await expect(copy).toHaveCount(0);
  await expect.poll(() => namesIn(page.request, '/keys/Beta/')).toEqual(['one.txt']);

  // Delete asks first; Tab to its Delete button and Enter.
  await page.goto('/files/keys/');
  await tabTo(page, '.fb-listing-item');
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
  expect(await focusedItem(page)).toBe('two.txt');
  await page.keyboard.press('Space');
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(confirm).toBeVisible();
  await tabTo(page, 'button[type="submit"]', 'Delete');
  await page.keyboard.press('Enter');
  await expect(row(page, 'two.txt')).toHaveCount(0);
  expect(await namesIn(page.request, '/keys/')).toEqual(['Alpha', 'Beta', 'one.txt']);

  // Upload from the keyboard: Tab to Upload, Enter, Tab to File, Enter opens the file chooser.
  await tabTo(page, 'button', 'Upload');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Upload' })).toBeVisible();
  await tabTo(page, 'button', 'File');
  const choosing = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await choosing
  ).setFiles({ name: 'typed.txt', mimeType: 'text/plain', buffer: Buffer.from('typed\n') });
  await expect(row(page, 'typed.txt')).toBeVisible();
  expect(await contentOf(page.request, '/keys/typed.txt')).toBe('typed\n');

  // Escape clears the selection; F1 opens the help, Escape closes it.
  await tabTo(page, '.fb-listing-item');
  await page.keyboard.press('Space');
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="row"][aria-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Help' });
  await expect(help).toContainText('F2');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

test('drag with Ctrl copies; a copy onto a taken name keeps both with Rename', async ({ page }) => {
  await arrange(page, 'dnd');
  await openAsAdmin(page, '/files/dnd/');

  // Dropped with Ctrl held: a copy, the original stays.
  await page.keyboard.down('Control');
  await row(page, 'one.txt').dragTo(row(page, 'Alpha'));
  await page.keyboard.up('Control');
  await expect.poll(() => namesIn(page.request, '/dnd/Alpha/')).toEqual(['one.txt']);
  await expect(row(page, 'one.txt')).toBeVisible();

  // Again onto the same folder: the name is taken; Rename keeps both.
  await page.keyboard.down('Control');
  await row(page, 'one.txt').dragTo(row(page, 'Alpha'));
  await page.keyboard.up('Control');
  const conflict = page.getByRole('dialog', { name: 'Replace' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Rename' }).click();
  await expect(conflict).toHaveCount(0);
  await expect
    .poll(() => namesIn(page.request, '/dnd/Alpha/'))
    .toEqual(['one(1).txt', 'one.txt'].sort());

  // Without Ctrl the drop moves.
  await row(page, 'two.txt').dragTo(row(page, 'Beta'));
  await expect(row(page, 'two.txt')).toHaveCount(0);
  expect(await namesIn(page.request, '/dnd/Beta/')).toEqual(['two.txt']);
  expect(await namesIn(page.request, '/dnd/')).toEqual(['Alpha', 'Beta', 'one.txt']);
});

test('cut and paste onto a taken name: Cancel keeps both files, Replace moves over it', async ({
  page,
}) => {
  await arrange(page, 'paste');
  await arrangeFiles(page.request, { 'paste/Beta/one.txt': 'old one\n' });
  await openAsAdmin(page, '/files/paste/');

  await row(page, 'one.txt').click();
  await page.keyboard.press('ControlOrMeta+x');
  await row(page, 'Beta').dblclick();
  await expect(page).toHaveURL(/\/files\/paste\/Beta\/$/);
  await expectFolderShown(page, 'Beta'); // paste has a one.txt too
  await expect(row(page, 'one.txt')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+v');
  const conflict = page.getByRole('dialog', { name: 'Replace' });
  await conflict.getByRole('button', { name: 'Cancel' }).click();
  await expect(conflict).toHaveCount(0);
  expect(await contentOf(page.request, '/paste/Beta/one.txt')).toBe('old one\n');
  expect(await contentOf(page.request, '/paste/one.txt')).toBe('one\n');

  // The clipboard still holds the cut file: paste again and replace.
  await page.keyboard.press('ControlOrMeta+v');
  await conflict.getByRole('button', { name: 'Replace' }).click();
  await expect(conflict).toHaveCount(0);
  await expect.poll(() => contentOf(page.request, '/paste/Beta/one.txt')).toBe('one\n');
  expect(await namesIn(page.request, '/paste/')).toEqual(['Alpha', 'Beta', 'two.txt']);
});
