import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { arrangeFiles, openAsAdmin } from './journey-helpers';
import { adminToken, updateSettings } from './shell-helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Screenshots of what the page shows now, light and dark, kept with the test's artifacts, and
 * an axe scan of each (no serious or critical WCAG 2.1 A/AA violation).
 */
async function shoot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}.png`) });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      );
    expect.soft(blocking, `${name} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Sets `branding.files` (read and written whole with the other branding settings). */
async function setBrandingFolder(page: Page, files: string): Promise<void> {
  const token = await adminToken(page.request);
  const current = (await (
    await page.request.get('/api/settings', { headers: { 'X-Auth': token } })
  ).json()) as { branding: Record<string, unknown> };
  await updateSettings(page.request, { branding: { ...current.branding, files } });
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" id="acme-logo">' +
  '<circle cx="12" cy="12" r="11" fill="#c2185b"/></svg>';

test('branding files: the custom logo and a custom.css rule show once the admin names the folder, and go with it (issue 28 item 16)', async ({
  page,
}, testInfo) => {
  const brand = mkdtempSync(join(tmpdir(), 'fb-e2e-brand-'));
  mkdirSync(join(brand, 'img/icons'), { recursive: true });
  writeFileSync(join(brand, 'img/logo.svg'), LOGO);
  writeFileSync(join(brand, 'img/icons/favicon-32x32.png'), Buffer.from('89504e47', 'hex'));
  writeFileSync(join(brand, 'custom.css'), 'body { border-top: 6px solid rgb(194, 24, 91); }');
  try {
    await openAsAdmin(page, '/files/');
    await setBrandingFolder(page, brand);
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      const logo = page.getByRole('banner').getByRole('img').first();
      await expect(logo).toBeVisible();
      // The header's logo is the folder's, drawn (an image that failed has no natural width).
      const src = (await logo.getAttribute('src')) ?? '';
      expect(src).toMatch(/\/static\/img\/logo\.svg$/);
      expect(await (await page.request.get(src)).text()).toContain('id="acme-logo"');
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
      // custom.css is linked after the app's styles and its rule applies.
      await expect(page.locator('link[rel="stylesheet"][href$="/static/custom.css"]')).toHaveCount(
        1,
      );
      await expect(page.locator('body')).toHaveCSS('border-top-color', 'rgb(194, 24, 91)');
      await expect(page.locator('link[rel="icon"][sizes="32x32"]')).toHaveAttribute(
        'href',
        /\/static\/img\/icons\/favicon-32x32\.png$/,
      );
      await shoot(page, `branding-${name}`, testInfo);
    }

    // A changed stylesheet shows at the next load, without a restart.
    writeFileSync(join(brand, 'custom.css'), 'body { border-top: 6px solid rgb(0, 128, 0); }');
    await page.reload();
    await expect(page.locator('body')).toHaveCSS('border-top-color', 'rgb(0, 128, 0)');

    // The setting cleared: the built logo and no custom.css.
    await setBrandingFolder(page, '');
    await page.reload();
    await expect(page.locator('link[href$="/static/custom.css"]')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('border-top-color', 'rgb(0, 128, 0)');
    const built = await page.request.get('/static/img/logo.svg');
    expect(await built.text()).not.toContain('id="acme-logo"');
  } finally {
    await setBrandingFolder(page, '');
    rmSync(brand, { recursive: true, force: true });
  }
});

test('share prompt: each link a row with its address, expiry and lock; the direct download link works; the form starts afresh (issue 28 item 9)', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await arrangeFiles(page.request, {
    'share-rows/': null,
    'share-rows/notes.txt': 'shared notes\n',
  });
  await openAsAdmin(page, '/files/share-rows/');
  await page.getByRole('row', { name: /notes\.txt/ }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Share', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Share' });
  await expect(prompt.getByText('Leave empty for a link that never expires.')).toBeVisible();

  // One with a password and three days, one with neither.
  await prompt.getByLabel('Valid for').fill('3');
  await prompt.getByLabel('Unit').selectOption('days');
  await prompt.getByLabel('Password (optional)').fill('open sesame');
  await prompt.getByRole('button', { name: 'Share', exact: true }).click();
  const links = prompt.getByRole('list', { name: 'Shares' }).getByRole('listitem');
  await expect(links).toHaveCount(1);
  await expect(prompt.getByLabel('Valid for')).toHaveValue('');
  await expect(prompt.getByLabel('Unit')).toHaveValue('hours');
  await expect(prompt.getByLabel('Password (optional)')).toHaveValue('');
  await prompt.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(links).toHaveCount(2);

  const locked = links.filter({ hasText: 'Password protected' });
  const open = links.filter({ hasText: 'Never expires' });
  await expect(locked).toContainText(/Expires in (3|2) days/);
  await expect(open).not.toContainText('Password protected');
  await expect(locked.getByRole('button', { name: 'Copy download link' })).toHaveCount(0);
  const address = (await open.locator('.fb-share-link__url').innerText()).trim();
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/share\/[A-Za-z0-9_-]{8}$/);

  await open.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await open.getByRole('button', { name: 'Copy download link' }).click();
  const direct = await page.evaluate(() => navigator.clipboard.readText());
  expect(direct).toBe(address.replace('/share/', '/api/public/dl/') + '/');
  // Anyone can fetch it: no cookie, no token.
  const anonymous = await page.request.fetch(direct, { headers: { Cookie: '' } });
  expect(anonymous.status()).toBe(200);
  expect(await anonymous.text()).toBe('shared notes\n');
  await open.getByRole('button', { name: 'QR code' }).click();
  await expect(open.getByRole('img', { name: 'QR code' })).toBeVisible();
  // The "Link copied." toasts closed, so the pictures show the prompt (and axe scans it alone).
  const toastCloses = page.locator('.fb-toaster').getByRole('button', { name: 'Close' });
  while ((await toastCloses.count()) > 0) await toastCloses.first().click();

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(prompt).toBeVisible();
    const overflow = await prompt.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
    expect(overflow, `${name}: the prompt scrolls sideways`).toBeLessThanOrEqual(0);
    await shoot(page, `share-prompt-${name}`, testInfo);
  }

  // Clean up the links, each after its confirmation.
  for (let left = 2; left > 0; left--) {
    await links.first().getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(links).toHaveCount(left - 1);
  }
});

test('settings: a styled side navigation marking the page, no sideways scrolling at 390 px, number fields sized to their number (issue 28 item 10)', async ({
  page,
}, testInfo) => {
  // A link with a long path, the kind that widened the shares page on a phone.
  const deep = 'settings-shares/a-folder-with-a-rather-long-name/and-another-one-below-it';
  await arrangeFiles(page.request, { [`${deep}/`]: null });
  const token = await adminToken(page.request);
  const made = await page.request.post(`/api/share/${deep}/`, {
    headers: { 'X-Auth': token },
    data: {},
  });
  expect(made.ok()).toBe(true);
  const { hash } = (await made.json()) as { hash: string };
  try {
    await openAsAdmin(page, '/settings/profile');
    const pages = [
      ['profile', '/settings/profile', 'Profile'],
      ['shares', '/settings/shares', 'Shares'],
      ['global', '/settings/global', 'Global settings'],
      ['users', '/settings/users', 'Users'],
    ] as const;
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [name, path, label] of pages) {
        await page.goto(path);
        const nav = page.getByRole('navigation', { name: 'Settings' });
        const current = nav.getByRole('link', { name: label, exact: true });
        await expect(current).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        // No bullets, no underlined default links.
        await expect(nav.locator('li').first()).toHaveCSS('list-style-type', 'none');
        await expect(current).toHaveCSS('text-decoration-line', 'none');
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll, `${size} ${name}: page width`).toBeLessThanOrEqual(viewport.width);
        await shoot(page, `settings-${name}-${size}`, testInfo);
      }
    }

    // The current page stands out from the others: its own colour and background.
    await page.setViewportSize(DESKTOP);
    await page.goto('/settings/shares');
    const nav = page.getByRole('navigation', { name: 'Settings' });
    const colour = (name: string) =>
      nav
        .getByRole('link', { name, exact: true })
        .evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor]);
    expect(await colour('Shares')).not.toEqual(await colour('Profile'));
    await expect(page.getByRole('link', { name: `/${deep}/` })).toBeVisible();

    // Number fields: as wide as a number, not the page.
    await page.goto('/settings/global');
    for (const field of [
      page.getByRole('spinbutton', { name: 'Minimum password length' }),
      page.getByRole('spinbutton', { name: 'Retries per failed chunk' }),
      page.getByRole('textbox', { name: 'Chunk size (for example 10MB)' }),
    ]) {
      const width = (await field.boundingBox())?.width ?? 0;
      expect(width).toBeGreaterThan(40);
      expect(width).toBeLessThan(250);
    }
  } finally {
    await page.request.delete(`/api/share/${hash}`, { headers: { 'X-Auth': token } });
  }
});
