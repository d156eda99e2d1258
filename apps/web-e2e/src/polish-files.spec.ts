import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { arrangeFiles, openAsAdmin, resetAdminView, tabTo, textContrast } from './journey-helpers';

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
    // Polled: buttons ease their colour over 0.15 s after the theme changes.
    await expect
      .poll(() => textContrast(open), { message: colorScheme })
      .toBeGreaterThanOrEqual(4.5);
    await expect(open).toHaveCSS('text-decoration-line', 'none');
    // As tall as the Download button beside it, on the same line.
    const [link, button] = [await open.boundingBox(), await download.boundingBox()];
    expect(link?.height).toBe(button?.height);
    expect(link?.y).toBe(button?.y);
  }
  await page.emulateMedia({ colorScheme: 'light' });
});

/** WCAG contrast of the focused element's ring with what surrounds it (its parents' background). */
function ringContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    let background = 'rgb(255, 255, 255)';
    for (let at = focused.parentElement; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== 'transparent' && !/^rgba\(.*, 0\)$/.test(colour)) {
        background = colour;
        break;
      }
    }
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0, 0, 0')
        .split(/[ ,/]+/)
        .slice(0, 3)
        .map((value) => {
          const c = Number(value) / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(getComputedStyle(focused).boxShadow), luminance(background)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

test('after logging in Tab starts at the skip link; the focus ring stands out; ☰ says what it opens', async ({
  page,
}) => {
  await resetAdminView(page.request);
  await page.goto('/files/polish-files/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(row(page, 'notes.txt')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to files' })).toBeFocused();

  // The ring on the sidebar (the page's background), the header and a breadcrumb: 3:1 or more.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [selector, name] of [
      ['.fb-sidebar-item', 'My files'],
      ['.fb-icon-button', undefined],
      ['.fb-breadcrumbs a', undefined],
    ] as const) {
      await tabTo(page, selector, name);
      expect(await ringContrast(page), `${selector} ${colorScheme}`).toBeGreaterThanOrEqual(3);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('button', { name: 'Show or hide the sidebar' });
  const sidebarId = await page.getByRole('navigation', { name: 'My files' }).getAttribute('id');
  await expect(menu).toHaveAttribute('aria-controls', sidebarId ?? 'no id');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
