import { expect, test, type Page } from '@playwright/test';
import { arrangeFiles, openAsAdmin, textContrast } from './journey-helpers';

// Issue 28 item 14, tried as a picky new user: each kind of file has its own icon in rows and
// tiles, a name cut short shows whole on hover, "Open file" is a button like Download, and
// Info tells an image's resolution.

// A 4×3 red PNG, a real picture for the server to read the size of.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4z8AARwgWOgcA9TEL9UV+YsgAAAAASUVORK5CYII=',
  'base64',
);
const LONG = 'minutes of the annual general meeting of the allotment society held in the hall.docx';

const row = (page: Page, name: string) =>
  page.getByRole('row', { name: new RegExp(name.replace(/[.()]/g, '\\$&')) });

/** Each row's kind and the outline of its icon, by name. */
async function icons(page: Page, names: string[]) {
  const drawn: Record<string, { kind: string | null; icon: string | null }> = {};
  for (const name of names) {
    const item = row(page, name);
    drawn[name] = {
      kind: await item.getAttribute('data-kind'),
      icon: await item.locator('.fb-listing-item__visual path').getAttribute('d'),
    };
  }
  return drawn;
}

test.beforeEach(async ({ page }) => {
  await arrangeFiles(page.request, {
    'polish-files/': null,
    'polish-files/photos.zip': 'PK',
    'polish-files/budget.xlsx': 'PK',
    'polish-files/main.py': 'print("hi")\n',
    'polish-files/notes.txt': 'notes\n',
    'polish-files/beach.png': PNG,
    'polish-files/data.bin': Buffer.from([0, 1, 2, 3, 0, 255]),
    [`polish-files/${LONG}`]: 'x',
  });
});

test('rows and tiles tell archives, spreadsheets, code and text apart; cut names show whole on hover', async ({
  page,
}) => {
  await openAsAdmin(page, '/files/polish-files/');
  const names = ['photos.zip', 'budget.xlsx', 'main.py', 'notes.txt'];
  await expect(row(page, 'notes.txt')).toBeVisible();
  const listed = await icons(page, names);
  expect(names.map((name) => listed[name]?.kind)).toEqual([
    'archive',
    'spreadsheet',
    'code',
    'text',
  ]);
  expect(new Set(names.map((name) => listed[name]?.icon)).size).toBe(4);

  // Tiles draw the same icons.
  await page.getByRole('button', { name: 'Change view' }).click();
  await expect(page.locator('.fb-listing--mosaic')).toBeVisible();
  expect(await icons(page, names)).toEqual(listed);

  // On a phone the long name is cut short; its tooltip is the whole name.
  await page.setViewportSize({ width: 390, height: 844 });
  const name = row(page, LONG).locator('.fb-listing-item__name');
  expect(await name.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(name).toHaveAttribute('title', LONG);
});

test('Info gives an image its resolution; "Open file" is a readable button in both themes', async ({
  page,
}) => {
  await openAsAdmin(page, '/files/polish-files/');
  await row(page, 'beach.png').click();
  await page.getByRole('button', { name: 'Info' }).first().click();
  const info = page.getByRole('dialog', { name: 'File information' });
  await expect(info.getByRole('term').filter({ hasText: 'Resolution' })).toBeVisible();
  await expect(info.getByRole('definition').filter({ hasText: '4 × 3' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/files/polish-files/data.bin');
  const open = page.getByRole('link', { name: 'Open file' });
  const download = page.getByRole('button', { name: 'Download' }).last();
  await expect(open).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await textContrast(open), colorScheme).toBeGreaterThanOrEqual(4.5);
    await expect(open).toHaveCSS('text-decoration-line', 'none');
    // As tall as the Download button beside it, on the same line.
    const [link, button] = [await open.boundingBox(), await download.boundingBox()];
    expect(link?.height).toBe(button?.height);
    expect(link?.y).toBe(button?.y);
  }
  await page.emulateMedia({ colorScheme: 'light' });
});
