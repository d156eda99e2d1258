import { expect, test } from '@playwright/test';
import { openAsAdmin } from './journey-helpers';
import { updateSettings } from './shell-helpers';

/** Where the screenshots of these journeys go, to be looked at. */
const SHOTS = '/tmp/specset-shots';

test('branding colour: the page theme-color, the install manifest and a readable accent (issue 29 item 2)', async ({
  page,
}) => {
  const before = await updateSettings(page.request, {});
  const branding = before['branding'] as Record<string, unknown>;
  // A pale yellow: too light on the light theme as it is (1.2:1), so the accent is darkened.
  await updateSettings(page.request, { branding: { ...branding, name: 'Acme', color: '#ffeb3b' } });
  try {
    await openAsAdmin(page, '/files/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffeb3b');
    const href = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
    const manifest = await page.request.get(href);
    expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
    expect(body.name).toBe('Acme');
    for (const icon of body.icons) {
      const png = await page.request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
    }
    const accent = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--action').trim(),
    );
    expect(accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(accent).not.toBe('#ffeb3b');
    await page.screenshot({ path: `${SHOTS}/accent-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/accent-dark.png` });
  } finally {
    await updateSettings(page.request, { branding });
  }
});

test('an idle session ends when its token expires, and the login page says why (issue 29 item 6)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const before = await updateSettings(page.request, { tokenExpirationTime: '1m' });
  try {
    await openAsAdmin(page, '/files/');
    // Nothing touched for the token's minute: no request renews it.
    await expect(page).toHaveURL(/\/login\?logout-reason=inactivity$/, { timeout: 75_000 });
    await expect(page.getByText('You were logged out after a period of inactivity.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  } finally {
    await updateSettings(page.request, { tokenExpirationTime: before['tokenExpirationTime'] });
  }
});
