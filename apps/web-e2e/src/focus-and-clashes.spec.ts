import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import {
  arrangeFiles,
  contentOf,
  dataRoot,
  focusedItem,
  namesIn,
  openAsAdmin,
  resetAdminView,
} from './journey-helpers';

// Issue 28 items 3 and 7: the keyboard's focus and the selection are one (arrows move both),
// the listing is one Tab stop behind "Skip to files", prompts name what they act on, and name
// clashes are said in the prompt itself, with the whole choice for uploads.

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });
const selectedRows = (page: Page) => page.locator('.fb-listing-item[aria-selected="true"]');

/** Serious or critical axe violations (WCAG 2.1 A and AA) on the page as it is, light and dark. */
async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical')
        found.push(
          `${colorScheme} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
        );
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** WCAG contrast of the focused element's ring (its box-shadow colour) with its background. */
function ringContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const channels = (css: string) =>
      (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0, 0, 0').split(/[ ,/]+/).map(Number);
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = channels(css).map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ring = luminance(style.boxShadow);
    const background = luminance(style.backgroundColor);
    const [light, dark] = ring > background ? [ring, background] : [background, ring];
    return (light + 0.05) / (dark + 0.05);
  });
}

test('keyboard: skip link, one Tab stop, arrows move focus and selection, prompts name their items, the ring shows on selected rows', async ({
  page,
}, testInfo) => {
  await arrangeFiles(page.request, {
    'focus/annual-report-2024.pdf': 'a\n',
    'focus/budget.xlsx': 'b\n',
    'focus/contract.txt': 'c\n',
    'focus/draft.txt': 'd\n',
  });
  await openAsAdmin(page, '/files/focus/');
  await expect(row(page, 'annual-report-2024.pdf')).toBeVisible();

  // "Skip to files" is the first Tab stop of the page, and takes the focus to the listing.
  await page.reload();
  await expect(row(page, 'annual-report-2024.pdf')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to files' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  expect(await focusedItem(page)).toBe('annual-report-2024.pdf');
  await expect(page.locator('[role="grid"] [tabindex="0"]')).toHaveCount(1);

  // A click, then ↓↓: focus and selection moved together, so Delete asks about that file.
  await row(page, 'annual-report-2024.pdf').click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await focusedItem(page)).toBe('contract.txt');
  await expect(selectedRows(page)).toHaveCount(1);
  await expect(row(page, 'contract.txt')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(confirm).toContainText('Delete "contract.txt"?');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);

  // F2 renames the focused row too.
  await row(page, 'contract.txt').focus();
  await page.keyboard.press('F2');
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await expect(rename.getByRole('textbox')).toHaveValue('contract.txt');
  await page.keyboard.press('Escape');

  // Shift+↑ extends the selection; the prompt counts it.
  await row(page, 'contract.txt').focus();
  await page.keyboard.press('Shift+ArrowUp');
  await expect(selectedRows(page)).toHaveCount(2);
  await page.keyboard.press('Delete');
  await expect(confirm).toContainText('Delete 2 items?');
  await page.keyboard.press('Escape');

  // Ctrl+↓ moves the focus alone; Ctrl+Space adds the focused row.
  await row(page, 'budget.xlsx').focus();
  await page.keyboard.press('Control+ArrowDown');
  await page.keyboard.press('Control+ArrowDown');
  expect(await focusedItem(page)).toBe('draft.txt');
  await expect(selectedRows(page)).toHaveCount(2);
  await page.keyboard.press('Control+Space');
  await expect(selectedRows(page)).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // The ring on a selected row and on a plain one, light and dark, wide and narrow: ≥ 3:1.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await row(page, 'draft.txt').focus();
      await page.keyboard.press('ArrowUp'); // contract.txt, selected alone, focus visible
      expect(await ringContrast(page), `selected row, ${colorScheme}`).toBeGreaterThanOrEqual(3);
      await page.screenshot({
        path: testInfo.outputPath(`focus-selected-${colorScheme}-${String(width)}.png`),
      });
      await page.keyboard.press('Control+ArrowDown'); // draft.txt, focused, not selected
      await expect(row(page, 'draft.txt')).toHaveAttribute('aria-selected', 'false');
      expect(await ringContrast(page), `plain row, ${colorScheme}`).toBeGreaterThanOrEqual(3);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('a big folder: ↓ past the first page rests on the entry to come, which takes focus and selection when it arrives', async ({
  page,
}) => {
  // 300 files written straight to the disk: a first page of 200, then placeholders.
  const folder = join(await dataRoot(page.request), 'focus-big');
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < 300; index++) {
    writeFileSync(join(folder, `file-${String(index).padStart(3, '0')}.txt`), 'x');
  }
  await openAsAdmin(page, '/files/');
  // The whole listing (the request without `limit`) waits until the test lets it go.
  const held: Route[] = [];
  const whole = (url: URL) =>
    url.pathname === '/api/resources/focus-big/' && !url.searchParams.has('limit');
  await page.route(whole, (route) => {
    held.push(route);
  });
  await page.goto('/files/focus-big/');
  await expect(row(page, 'file-000.txt')).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight * 0.6);
  });
  await row(page, 'file-199.txt').click();
  await page.keyboard.press('ArrowDown');
  const resting = page.locator(':focus');
  await expect(resting).toHaveAttribute('data-place', '200');
  await expect(resting).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, 'file-199.txt')).toHaveAttribute('aria-selected', 'false');

  await expect.poll(() => held.length).toBeGreaterThan(0);
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute(whole);
  await expect(row(page, 'file-200.txt')).toBeFocused();
  await expect(row(page, 'file-200.txt')).toHaveAttribute('aria-selected', 'true');
  await expect(selectedRows(page)).toHaveCount(1);
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(confirm).toContainText('Delete "file-200.txt"?');
  await page.keyboard.press('Escape');
});

test('tiles: ←/→ move by one, ↓ to the tile below', async ({ page }) => {
  const names = Array.from({ length: 12 }, (_, i) => `tile-${String(i).padStart(2, '0')}.txt`);
  await arrangeFiles(page.request, Object.fromEntries(names.map((name) => [`tiles/${name}`, 'x'])));
  await openAsAdmin(page, '/files/tiles/');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Change view' }).click();
  await expect(page.locator('.fb-listing--mosaic')).toBeVisible();
  await row(page, 'tile-00.txt').click();
  await page.keyboard.press('ArrowRight');
  expect(await focusedItem(page)).toBe('tile-01.txt');
  await expect(row(page, 'tile-01.txt')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedItem(page)).toBe('tile-00.txt');
  const above = await row(page, 'tile-00.txt').boundingBox();
  await page.keyboard.press('ArrowDown');
  const below = await page.evaluate(() => {
    const rect = document.activeElement?.getBoundingClientRect();
    return rect ? { x: rect.x, y: rect.y } : undefined;
  });
  // The same column, one row down (not the next tile).
  expect(below?.x).toBeCloseTo(above?.x ?? -1, 0);
  expect(below?.y ?? 0).toBeGreaterThan((above?.y ?? 0) + (above?.height ?? 0) - 1);
  await expect(selectedRows(page)).toHaveCount(1);
  await resetAdminView(page.request);
});

test('name clashes: the prompt says it and waits; an upload asks file by file with the whole choice', async ({
  page,
}, testInfo) => {
  await arrangeFiles(page.request, {
    'clash/Docs/': null,
    'clash/report.pdf': 'old report\n',
    'clash/a.txt': 'old a\n',
    'clash/b.txt': 'old b\n',
    'clash/c.txt': 'old c\n',
  });
  await openAsAdmin(page, '/files/clash/');
  await expect(row(page, 'report.pdf')).toBeVisible();

  // A new folder named like an existing one: said under the field, Create disabled, no toast.
  await page.getByRole('button', { name: 'New folder' }).first().click();
  const newDir = page.getByRole('dialog', { name: 'New folder' });
  await newDir.getByRole('textbox').fill('Docs');
  await expect(newDir).toContainText('A folder named "Docs" already exists here.');
  await expect(newDir.getByRole('button', { name: 'Create' })).toBeDisabled();
  await newDir.getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(/\/files\/clash\/$/);
  await newDir.getByRole('textbox').fill('report.pdf');
  await expect(newDir).toContainText('A file named "report.pdf" already exists here.');
  await page.screenshot({ path: testInfo.outputPath('name-clash.png') });
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Renaming onto a sibling: the same.
  await row(page, 'a.txt').click();
  await page.keyboard.press('F2');
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByRole('textbox').fill('b.txt');
  await expect(rename).toContainText('A file named "b.txt" already exists here.');
  await expect(rename.getByRole('button', { name: 'Rename' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(page.locator('.fb-toast')).toHaveCount(0);

  // A stale listing: the name is taken behind the screen's back while the prompt is open. The
  // server's 409 is said the same way, without a toast.
  await page.getByRole('button', { name: 'New file' }).first().click();
  const newFile = page.getByRole('dialog', { name: 'New file' });
  await arrangeFiles(page.request, { 'clash/late.txt': 'late\n' });
  await newFile.getByRole('textbox').fill('late.txt');
  await newFile.getByRole('button', { name: 'Create' }).click();
  await expect(newFile).toContainText('A file named "late.txt" already exists here.');
  await expect(newFile.getByRole('textbox')).toBeFocused();
  await expect(page.getByText(/409/)).toHaveCount(0);
  expect(await contentOf(page.request, '/clash/late.txt')).toBe('late\n');
  await page.keyboard.press('Escape');

  // Upload four files, three of them taken: each is named; Replace, then Keep both for the
  // remaining two at once. new.txt goes up as it is.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const file = (name: string) => ({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(`new ${name}\n`),
  });
  await page
    .getByTestId('upload-files')
    .setInputFiles([file('a.txt'), file('b.txt'), file('c.txt'), file('new.txt')]);
  // Titled with what happened; the question names each file in turn.
  const conflict = page.getByRole('dialog', { name: /already exists?$/ });
  await expect(conflict).toHaveAccessibleName('3 files already exist');
  await expect(conflict).toContainText('"a.txt" already exists in /clash/.');
  await expect(conflict.getByRole('checkbox')).toHaveAccessibleName(
    'Do this for all 2 remaining conflicts',
  );
  await page.screenshot({ path: testInfo.outputPath('upload-conflict.png') });
  expect(await axeViolations(page)).toEqual([]);
  await conflict.getByRole('button', { name: 'Replace' }).click();
  await expect(conflict).toContainText('"b.txt" already exists in /clash/.');
  await conflict.getByRole('checkbox').check();
  await conflict.getByRole('button', { name: 'Keep both' }).click();
  await expect(conflict).toHaveCount(0);
  await expect
    .poll(() => namesIn(page.request, '/clash/'))
    .toEqual([
      'Docs',
      'a.txt',
      'b(1).txt',
      'b.txt',
      'c(1).txt',
      'c.txt',
      'late.txt',
      'new.txt',
      'report.pdf',
    ]);
  expect(await contentOf(page.request, '/clash/a.txt')).toBe('new a.txt\n');
  expect(await contentOf(page.request, '/clash/b.txt')).toBe('old b\n');
  expect(await contentOf(page.request, '/clash/b(1).txt')).toBe('new b.txt\n');

  // Skip leaves the old file alone and sends nothing for it.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByTestId('upload-files').setInputFiles([file('report.pdf')]);
  await expect(conflict).toHaveAccessibleName('"report.pdf" already exists');
  await expect(conflict).toContainText('"report.pdf" already exists in /clash/.');
  await expect(conflict.getByRole('checkbox')).toHaveCount(0);
  await conflict.getByRole('button', { name: 'Skip' }).click();
  await expect(conflict).toHaveCount(0);
  expect(await contentOf(page.request, '/clash/report.pdf')).toBe('old report\n');
});
