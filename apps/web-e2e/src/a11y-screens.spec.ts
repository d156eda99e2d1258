import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { adminToken, ensureUser, submitLogin } from './shell-helpers';

// A 4×3 red PNG, so the preview and the thumbnails have a real picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4z8AARwgWOgcA9TEL9UV+YsgAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Every screen, in the light and the dark theme: an axe scan with no serious or critical
 * violation (WCAG 2.1 A and AA rules), and a full-page screenshot kept with the test's
 * artifacts in dist/.playwright (never committed).
 */
async function scan(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  const backgrounds = new Set<string>();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // The theme's colours really reach the page (a lost stylesheet once left them undefined).
    backgrounds.add(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--background').trim(),
      ),
    );
    await page.screenshot({ path: testInfo.outputPath(`${name}-${colorScheme}.png`) });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => {
        const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
        return `${violation.id}: ${where}`;
      });
    expect.soft(blocking, `${name} (${colorScheme})`).toEqual([]);
  }
  expect([...backgrounds].filter(Boolean), `${name}: light and dark backgrounds`).toHaveLength(2);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function arrange(request: APIRequestContext): Promise<string> {
  const headers = { 'X-Auth': await adminToken(request) };
  const put = async (path: string, data?: string | Buffer) => {
    const response = await request.post(`/api/resources/${path}?override=true`, {
      headers,
      ...(data !== undefined && { data }),
    });
    expect(response.ok(), path).toBe(true);
  };
  await put('a11y/');
  await put('a11y/Sub/');
  await put('a11y/note.txt', 'a note\n');
  await put('a11y/pic.png', PNG);
  await put('a11y/table.csv', 'name,age\nAda,36\n');
  const user = { id: 1, viewMode: 'list', sorting: { by: 'name', asc: false } };
  await request.put('/api/users/1', {
    headers,
    data: { what: 'user', which: ['viewMode', 'sorting'], current_password: '', data: user },
  });
  const share = await request.post('/api/share/a11y/', {
    headers,
    data: { password: 'open sesame', expires: '2', unit: 'hours' },
  });
  return ((await share.json()) as { hash: string }).hash;
}

async function login(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Opens a prompt with `open`, scans it, and closes it with Escape. */
async function scanPrompt(
  page: Page,
  name: string,
  testInfo: TestInfo,
  open: () => Promise<void>,
): Promise<void> {
  await open();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
  await scan(page, `prompt-${name}`, testInfo);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
}

test('login, listing views, prompts, search, editor and previews pass axe in both themes', async ({
  page,
  request,
}, testInfo) => {
  // Each screen is scanned twice (light, dark); axe takes seconds a scan on a busy 2-core machine.
  test.setTimeout(240_000);
  await arrange(request);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await scan(page, 'login', testInfo);

  await login(page, '/files/a11y/');
  await expect(page.getByText('note.txt')).toBeVisible();
  await scan(page, 'listing-list', testInfo);
  await page.getByRole('button', { name: 'Change view' }).click();
  await scan(page, 'listing-mosaic', testInfo);
  await page.getByRole('button', { name: 'Change view' }).click();
  await scan(page, 'listing-gallery', testInfo);
  await page.getByRole('button', { name: 'Change view' }).click();

  await page.getByText('note.txt').click();
  const header = page.getByRole('banner');
  for (const [name, button] of [
    ['info', 'Info'],
    ['rename', 'Rename'],
    ['delete', 'Delete'],
    ['copy', 'Copy file'],
    ['move', 'Move file'],
    ['share', 'Share'],
    ['upload', 'Upload'],
  ] as const) {
    await scanPrompt(page, name, testInfo, () =>
      header.getByRole('button', { name: button, exact: true }).click(),
    );
  }
  await page.getByText('pic.png').click({ modifiers: ['ControlOrMeta'] });
  await scanPrompt(page, 'download', testInfo, () =>
    header.getByRole('button', { name: /^Download/ }).click(),
  );
  await scanPrompt(page, 'help', testInfo, () => page.keyboard.press('F1'));
  await scanPrompt(page, 'new-folder', testInfo, () =>
    page.getByRole('button', { name: 'New folder' }).click(),
  );
  await scanPrompt(page, 'new-file', testInfo, () =>
    page.getByRole('button', { name: 'New file' }).click(),
  );

  await header.getByRole('button', { name: 'Search' }).click();
  await page.keyboard.type('note');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: './note.txt' })).toBeVisible();
  await scan(page, 'search', testInfo);
  await page.keyboard.press('Escape');

  await page.goto('/files/a11y/note.txt');
  await expect(page.getByRole('textbox', { name: 'note.txt' })).toBeVisible();
  await scan(page, 'editor', testInfo);
  await page.goto('/files/a11y/pic.png');
  await expect(page.getByRole('img', { name: 'pic.png' })).toBeVisible();
  await scan(page, 'preview-image', testInfo);
  await page.goto('/files/a11y/table.csv');
  await expect(page.getByRole('table')).toBeVisible();
  await scan(page, 'preview-csv', testInfo);
});

test('settings pages and the share view pass axe in both themes', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Each screen is scanned twice (light, dark); axe takes seconds a scan on a busy 2-core machine.
  test.setTimeout(240_000);
  const hash = await arrange(request);
  await login(page, '/settings/profile');
  for (const [name, path, heading] of [
    ['settings-profile', '/settings/profile', 'Profile'],
    ['settings-shares', '/settings/shares', 'Shares'],
    ['settings-global', '/settings/global', 'Global settings'],
    ['settings-users', '/settings/users', 'Users'],
    ['settings-user', '/settings/users/1', 'User'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await scan(page, name, testInfo);
  }

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/share/${hash}/`);
  await expect(anonymous.getByLabel('Password')).toBeVisible();
  await scan(anonymous, 'share-password', testInfo);
  await anonymous.getByLabel('Password').fill('open sesame');
  await anonymous.getByLabel('Password').press('Enter');
  await expect(anonymous.getByRole('heading', { name: 'a11y' })).toBeVisible();
  await scan(anonymous, 'share-folder', testInfo);
  await visitor.close();
});

test('a 375 px wide phone: listing with the selection bar, passes axe', async ({
  page,
  request,
}, testInfo) => {
  await arrange(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, '/files/a11y/');
  await page.getByText('note.txt').click();
  const bar = page.getByRole('toolbar', { name: '1 selected' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
  await scan(page, 'narrow-listing', testInfo);
});

test('the shell and upload panels, the replace and discard prompts pass axe in both themes', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await arrange(request);
  await login(page, '/files/a11y/');
  await expect(page.getByText('note.txt')).toBeVisible();
  const header = page.getByRole('banner');

  await header.getByRole('button', { name: 'Show or hide the shell' }).click();
  await expect(page.getByRole('textbox', { name: 'Command' })).toBeVisible();
  await scan(page, 'shell-panel', testInfo);
  await header.getByRole('button', { name: 'Show or hide the shell' }).click();

  // Uploads held back for a while, so the panel is there to be scanned.
  await page.route('**/api/resources/a11y/**', async (route) => {
    if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 3000));
    await route.continue().catch(() => undefined);
  });
  const upload = async (name: string) => {
    await header.getByRole('button', { name: 'Upload', exact: true }).click();
    await page
      .getByTestId('upload-files')
      .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from('uploaded\n') });
  };
  await upload('fresh.txt');
  const panel = page.getByRole('region', { name: /^Uploading \d+ files…$/ });
  await expect(panel).toBeVisible();
  await scan(page, 'upload-panel', testInfo);
  await expect(panel).toHaveCount(0, { timeout: 15_000 });

  await scanPrompt(page, 'replace', testInfo, () => upload('note.txt'));

  await page.goto('/files/a11y/note.txt');
  await page.getByRole('textbox', { name: 'note.txt' }).click();
  await page.keyboard.type('unsaved ');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Discard changes' })).toBeVisible();
  await scan(page, 'prompt-discard', testInfo);
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('the context menu, the copy conflict, share links, markdown and the 404 page pass axe in both themes', async ({
  page,
  request,
}, testInfo) => {
  // Each screen is scanned twice (light, dark); axe takes seconds a scan on a busy 2-core machine.
  test.setTimeout(240_000);
  await arrange(request);
  const headers = { 'X-Auth': await adminToken(request) };
  for (const [path, data] of [
    ['a11y/Sub/note.txt', 'an older note\n'],
    ['a11y/readme.md', '# Read me\n\nSome *notes* and a [link](https://example.org).\n'],
  ]) {
    const response = await request.post(`/api/resources/${path}?override=true`, { headers, data });
    expect(response.ok(), path).toBe(true);
  }
  const shared = await request.post('/api/share/a11y/note.txt', { headers, data: {} });
  const fileHash = ((await shared.json()) as { hash: string }).hash;

  await login(page, '/files/a11y/');
  const header = page.getByRole('banner');
  await page.getByText('note.txt').click({ button: 'right' });
  await expect(page.getByRole('menu', { name: 'More' })).toBeVisible();
  await scan(page, 'context-menu', testInfo);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // Copying onto a taken name: replace or keep both.
  await page.getByText('note.txt').click();
  await header.getByRole('button', { name: 'Copy file', exact: true }).click();
  const copy = page.getByRole('dialog', { name: 'Copy' });
  await copy.getByRole('option', { name: 'Sub' }).dblclick();
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('dialog', { name: 'Replace' })).toBeVisible();
  await scan(page, 'prompt-replace-rename', testInfo);
  await page.keyboard.press('Escape');

  // The share prompt listing a link, and the prompt deleting one.
  await page.getByText('note.txt').click();
  await header.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share' });
  const link = share.getByRole('listitem').filter({ hasText: fileHash });
  await expect(link).toBeVisible();
  await scan(page, 'prompt-share-links', testInfo);
  await link.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete' })).toContainText(
    'Delete this share',
  );
  await scan(page, 'prompt-share-delete', testInfo);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.goto('/files/a11y/readme.md');
  // The markdown renderer is a lazy chunk: on a busy machine it takes a while.
  await expect(page.getByRole('heading', { name: 'Read me' })).toBeVisible({ timeout: 20_000 });
  await scan(page, 'preview-markdown', testInfo);
  await page.goto('/files/a11y/missing/');
  await expect(page.getByText('This location could not be found.')).toBeVisible();
  await scan(page, 'error-404', testInfo);
});

test('the new-user page, the password and delete-user prompts, the 403 page and a shared file pass axe in both themes', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Each screen is scanned twice (light, dark); axe takes seconds a scan on a busy 2-core machine.
  test.setTimeout(240_000);
  await arrange(request);
  const headers = { 'X-Auth': await adminToken(request) };
  const shared = await request.post('/api/share/a11y/note.txt', { headers, data: {} });
  const fileHash = ((await shared.json()) as { hash: string }).hash;
  await ensureUser(request, 'a11y-plain', 'a11y-plain-Pass-9031');
  await login(page, '/files/a11y/');

  // The new-user page, the current-password prompt before saving, the delete-user prompt.
  await page.goto('/settings/users/new');
  await expect(page.getByRole('heading', { name: 'New user' })).toBeVisible();
  await scan(page, 'settings-user-new', testInfo);
  await page.getByLabel('Username').fill('a11y-never-saved');
  await page.getByLabel('Password', { exact: true }).fill('a11y-never-saved-Pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Your password' })).toBeVisible();
  await scan(page, 'prompt-current-password', testInfo);
  await page.keyboard.press('Escape');
  await page.goto('/settings/users');
  await page
    .getByRole('row', { name: /a11y-plain/ })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/settings\/users\/\d+$/);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete' })).toContainText(
    'Delete this user?',
  );
  await scan(page, 'prompt-delete-user', testInfo);
  await page.keyboard.press('Escape');

  // A user without admin rights on the admin pages: the 403 page.
  const other = await browser.newContext();
  const plain = await other.newPage();
  await plain.goto('/login?redirect=%2Fsettings%2Fglobal');
  await submitLogin(plain, 'a11y-plain', 'a11y-plain-Pass-9031');
  await expect(plain.getByText('You are not allowed to open this.')).toBeVisible();
  await scan(plain, 'error-403', testInfo);
  await other.close();

  // A shared file (no password), opened anonymously.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/share/${fileHash}`);
  await expect(anonymous.getByRole('heading', { name: 'note.txt' })).toBeVisible();
  await scan(anonymous, 'share-file', testInfo);
  await visitor.close();
});

test('a 375 px wide phone: the sidebar opens from the menu button, passes axe, and navigates', async ({
  page,
  request,
}, testInfo) => {
  await arrange(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, '/files/a11y/Sub/');
  const menu = page.getByRole('button', { name: 'Show or hide the sidebar' });
  await expect(menu).toBeVisible();
  await menu.click();
  const myFiles = page
    .getByRole('navigation', { name: 'My files' })
    .getByRole('button', { name: 'My files' });
  await expect(myFiles).toBeVisible();
  await scan(page, 'narrow-sidebar', testInfo);
  await myFiles.click();
  await expect(page).toHaveURL(/\/files\/$/);
  await expect(page.getByText('a11y', { exact: true })).toBeVisible();
  // Nothing is wider than the screen: no sideways scrolling (the offenders are named).
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`)
      .slice(0, 5);
  });
  expect(wider).toEqual([]);
});
