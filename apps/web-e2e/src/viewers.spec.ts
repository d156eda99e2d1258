import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { adminToken, submitLogin } from './shell-helpers';

// Two tiny PNGs (4×3, red and blue), so the preview has real images to decode.
const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWP4z8AARwgWOgcA9TEL9UV+YsgAAAAASUVORK5CYII=';
const BLUE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQImWNgYPiPhHBxAN1JC/W1CReOAAAAAElFTkSuQmCC';

/** A fresh folder of the admin's scope holding `files`, for one test. */
async function arrange(page: Page, folder: string, files: Record<string, string | Buffer>) {
  const headers = { 'X-Auth': await adminToken(page.request) };
  for (const [name, data] of Object.entries(files)) {
    const response = await page.request.post(`/api/resources/${folder}/${name}?override=true`, {
      headers,
      data,
    });
    expect(response.ok()).toBe(true);
  }
}

async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
}

const editor = (page: Page, name: string) => page.getByRole('textbox', { name });

test('edit a text file, save with Ctrl+S, and the change is there after a reload', async ({
  page,
}) => {
  // Two full loads of the editor chunk: slow on a busy machine.
  test.setTimeout(60_000);
  await arrange(page, 'edit', { 'notes.txt': 'first line\n' });
  await openAsAdmin(page, '/files/edit/notes.txt');
  await expect(editor(page, 'notes.txt')).toContainText('first line');

  await editor(page, 'notes.txt').click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('second line');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveClass(/fb-editor__saved/);

  await page.reload();
  await expect(editor(page, 'notes.txt')).toContainText('first linesecond line', {
    timeout: 15_000,
  });
  const token = await adminToken(page.request);
  const raw = await page.request.get('/api/raw/edit/notes.txt', { headers: { 'X-Auth': token } });
  expect(await raw.text()).toBe('first line\nsecond line');
});

test('leaving the editor with unsaved changes asks first; cancel stays, discard leaves', async ({
  page,
}) => {
  await arrange(page, 'leave', { 'draft.txt': 'draft\n' });
  await openAsAdmin(page, '/files/leave/draft.txt');
  await editor(page, 'draft.txt').click();
  await page.keyboard.type('unsaved ');

  await page.getByRole('button', { name: 'Close' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Discard changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/files\/leave\/draft\.txt$/);
  await expect(editor(page, 'draft.txt')).toContainText('unsaved');

  await page.getByRole('button', { name: 'Close' }).click();
  await prompt.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/files\/leave\/$/);
  const token = await adminToken(page.request);
  const raw = await page.request.get('/api/raw/leave/draft.txt', { headers: { 'X-Auth': token } });
  expect(await raw.text()).toBe('draft\n');
});

test('markdown opens rendered; preview an image and step to the next with the arrow key', async ({
  page,
}) => {
  await arrange(page, 'gallery', {
    'a-red.png': Buffer.from(RED_PNG, 'base64'),
    'b-blue.png': Buffer.from(BLUE_PNG, 'base64'),
    'c-notes.md': '# Gallery notes\n\n<img src=x onerror="document.title=\'owned\'">\n',
  });
  await openAsAdmin(page, '/files/gallery/c-notes.md');
  await expect(page.getByRole('heading', { name: 'Gallery notes' })).toBeVisible();
  await expect(page).not.toHaveTitle('owned');

  await page.goto('/files/gallery/a-red.png');
  const image = page.getByRole('img', { name: 'a-red.png' });
  await expect(image).toBeVisible();
  // The image really decoded (resized by the server, or the original).
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/files\/gallery\/b-blue\.png$/);
  await expect(page.getByRole('img', { name: 'b-blue.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/files\/gallery\/a-red\.png$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/files\/gallery\/$/);
});

test('each viewer is a lazy chunk: none loads with the folder, each only for its kind of file', async ({
  page,
}) => {
  await arrange(page, 'chunks', {
    'a-red.png': Buffer.from(RED_PNG, 'base64'),
    'plain.txt': 'plain text\n',
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const loaded = (chunk: string) =>
    scripts.some((path) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(path));

  await openAsAdmin(page, '/files/chunks/');
  await expect(page.getByText('plain.txt', { exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const chunk of ['editor-view', 'preview-view', 'markdown-preview', 'csv-view']) {
    expect(loaded(chunk), chunk).toBe(false);
  }

  await page.getByText('a-red.png', { exact: true }).dblclick();
  await expect(page.getByRole('img', { name: 'a-red.png' })).toBeVisible();
  expect(loaded('preview-view')).toBe(true);
  expect(loaded('editor-view')).toBe(false);
  expect(loaded('csv-view')).toBe(false);

  await page.keyboard.press('Escape');
  await page.getByText('plain.txt', { exact: true }).dblclick();
  await expect(editor(page, 'plain.txt')).toContainText('plain text');
  expect(loaded('editor-view')).toBe(true);
  // A plain text file never needs the markdown renderer.
  expect(loaded('markdown-preview')).toBe(false);
});
