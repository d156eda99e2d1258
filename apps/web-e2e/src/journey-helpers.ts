import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures';
import { adminToken, submitLogin } from './shell-helpers';

/**
 * Writes files and folders into the admin's scope through the API (a path ending in `/` is a
 * folder; existing files are overwritten), so each journey starts from a known folder.
 */
export async function arrangeFiles(
  request: APIRequestContext,
  entries: Record<string, string | Buffer | null>,
): Promise<void> {
  const headers = { 'X-Auth': await adminToken(request) };
  for (const [path, data] of Object.entries(entries)) {
    const response = await request.post(`/api/resources/${path}?override=true`, {
      headers,
      ...(data !== null && { data }),
    });
    expect(response.ok(), path).toBe(true);
  }
}

/** Names in a folder of the admin's scope, sorted, straight from the API. */
export async function namesIn(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(`/api/resources${path}`, {
    headers: { 'X-Auth': await adminToken(request) },
  });
  expect(response.ok(), path).toBe(true);
  const listing = (await response.json()) as { items: { name: string }[] };
  return listing.items.map((item) => item.name).sort();
}

/** The bytes of a file of the admin's scope as text (`null` when there is no such file). */
export async function contentOf(request: APIRequestContext, path: string): Promise<string | null> {
  const response = await request.get(`/api/raw${path}`, {
    headers: { 'X-Auth': await adminToken(request) },
  });
  return response.ok() ? response.text() : null;
}

/**
 * Puts the admin back on the list view sorted by name, A to Z, single clicks selecting (journeys
 * change these, and every spec shares one server).
 */
export async function resetAdminView(request: APIRequestContext): Promise<void> {
  const data = {
    id: 1,
    viewMode: 'list',
    singleClick: false,
    sorting: { by: 'name', asc: false },
  };
  const response = await request.put('/api/users/1', {
    headers: { 'X-Auth': await adminToken(request) },
    data: { what: 'user', which: Object.keys(data).slice(1), current_password: '', data },
  });
  expect(response.ok()).toBe(true);
}

/** Logs the admin in through the form and lands on `path`. */
export async function openAsAdmin(page: Page, path: string): Promise<void> {
  await resetAdminView(page.request);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, 'admin', ADMIN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.()]/g, '\\$&')}$`));
}

/**
 * Presses Tab until the focused element matches the CSS `selector` and, when `name` is given, has
 * that text or `aria-label` (at most 60 times): how a keyboard user reaches a control.
 */
export async function tabTo(page: Page, selector: string, name?: string): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const found = await page.evaluate(
      ([css, label]) => {
        const element = document.activeElement;
        if (!element?.matches(css)) return false;
        if (label === undefined) return true;
        const text = (element.getAttribute('aria-label') ?? element.textContent).trim();
        return text === label;
      },
      [selector, name] as const,
    );
    if (found) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector} ${name ?? ''}`);
}

/** The name of the listing item that has the focus. */
export const focusedItem = (page: Page): Promise<string> =>
  page.evaluate(
    () => document.activeElement?.querySelector('.fb-listing-item__name')?.textContent ?? '',
  );

/**
 * Waits until the screen shows the folder `name` (its own breadcrumb), not only its URL: the URL
 * changes first, and a key or click in between acts on the folder being left.
 */
export async function expectFolderShown(page: Page, name: string): Promise<void> {
  const crumbs = page.getByRole('navigation', { name: 'Folders' });
  await expect(crumbs.getByRole('link', { name })).toBeVisible();
}

/**
 * The listing's row naming `name`, scrolled into the page: the list draws only the rows near
 * the window, and the journeys leave folders of their own at the root, so a root entry late in
 * the order may be far below it.
 */
export async function rowScrolledTo(page: Page, name: RegExp): Promise<Locator> {
  await expect(page.getByRole('grid')).toBeVisible();
  const row = page.getByRole('row', { name });
  for (let step = 0; step < 100 && !(await row.isVisible()); step++) {
    await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
    });
  }
  return row;
}

let foundDataRoot: string | undefined;

/**
 * The e2e server's data folder on this machine (scripts/start-server.mjs makes it as
 * `<tmpdir>/fb-e2e-…/data`), found by a folder of a fresh name made through the API: for
 * journeys that write thousands of entries straight to the disk, or check the disk itself.
 */
export async function dataRoot(request: APIRequestContext): Promise<string> {
  if (foundDataRoot !== undefined) return foundDataRoot;
  const probe = `e2e-probe-${randomUUID()}`;
  const headers = { 'X-Auth': await adminToken(request) };
  expect((await request.post(`/api/resources/${probe}/`, { headers })).ok()).toBe(true);
  const found = readdirSync(tmpdir())
    .filter((name) => name.startsWith('fb-e2e-'))
    .map((name) => join(tmpdir(), name, 'data'))
    .find((root) => existsSync(join(root, probe)));
  expect((await request.delete(`/api/resources/${probe}/`, { headers })).ok()).toBe(true);
  if (found === undefined) throw new Error(`no fb-e2e-…/data folder in ${tmpdir()} holds ${probe}`);
  foundDataRoot = found;
  return found;
}

/**
 * WCAG contrast of an element's text colour with the background it is drawn on: its own, or
 * the nearest ancestor's that is not transparent.
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    let background = 'rgb(255, 255, 255)';
    for (let at: Element | null = node; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== 'transparent' && !/^rgba\(.*, 0\)$/.test(colour)) {
        background = colour;
        break;
      }
    }
    // Chromium gives `rgb(r, g, b)`, or `color(srgb r g b)` (0 to 1) for color-mix().
    const channels = (css: string) => {
      const srgb = /color\(srgb ([^)/]+)/.exec(css)?.[1];
      if (srgb) return srgb.trim().split(/\s+/).map(Number);
      return (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? '0, 0, 0')
        .split(/[ ,/]+/)
        .slice(0, 3)
        .map((value) => Number(value) / 255);
    };
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = channels(css).map((c) =>
        c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(getComputedStyle(node).color), luminance(background)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}
