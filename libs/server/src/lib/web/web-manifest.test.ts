import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

const PAGE =
  '<!doctype html><html><head><meta name="theme-color" content="#2979ff" />' +
  '<title>File Browser</title><!--fb:startup--></head><body></body></html>';

/** Under the base URL `/fb`: every address the manifest gives must carry it. */
describe('web app manifest and theme colour (issue 29 item 2)', () => {
  let test: TestServer;
  let admin: string;
  const origin = () => new URL(test.url).origin;
  const get = (path: string) => fetch(`${origin()}/fb${path}`);
  const setBranding = async (branding: Record<string, string>) => {
    const url = `${origin()}/fb/api/settings`;
    const current = (await (await fetch(url, { headers: { 'X-Auth': admin } })).json()) as {
      branding: Record<string, unknown>;
    };
    const saved = await fetch(url, {
      method: 'PUT',
      headers: { 'X-Auth': admin },
      body: JSON.stringify({ ...current, branding: { ...current.branding, ...branding } }),
    });
    expect(saved.status).toBe(200);
  };
  const manifest = async () => {
    const response = await get('/static/manifest.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    return (await response.json()) as Record<string, unknown>;
  };

  beforeAll(async () => {
    test = await startTestServer(
      {
        'web/index.html': PAGE,
        'web/img/icons/android-chrome-192x192.png': 'OUR192',
        'web/img/icons/android-chrome-512x512.png': 'OUR512',
        'brand/img/icons/android-chrome-192x192.png': 'BRAND192',
      },
      { webRoot: 'web', baseURL: '/fb' },
    );
    const login = await fetch(`${origin()}/fb/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: 'test-admin-password' }),
    });
    admin = await login.text();
  });
  afterAll(async () => {
    await test.close();
  });

  it('describes the app under the base URL, with our name, colour and icons, linked from the page', async () => {
    expect(await manifest()).toEqual({
      name: 'File Browser',
      short_name: 'File Browser',
      start_url: '/fb/',
      scope: '/fb/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#2979ff',
      icons: [
        {
          src: '/fb/static/img/icons/android-chrome-192x192.png',
          sizes: '192x192',
          type: 'image/png',
        },
        {
          src: '/fb/static/img/icons/android-chrome-512x512.png',
          sizes: '512x512',
          type: 'image/png',
        },
      ],
    });
    const page = await (await get('/files/')).text();
    expect(page).toContain('<link rel="manifest" href="/fb/static/manifest.json" />');
    expect(page).toContain('<meta name="theme-color" content="#2979ff"');
    const icon = await get('/static/img/icons/android-chrome-512x512.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(await icon.text()).toBe('OUR512');
  });

  it("takes the branding name and colour at once, and the branding folder's icons", async () => {
    await setBranding({ name: 'Acme Files', color: '#aa3300', files: join(test.base, 'brand') });
    const branded = await manifest();
    expect(branded).toMatchObject({
      name: 'Acme Files',
      short_name: 'Acme Files',
      theme_color: '#aa3300',
    });
    const page = await (await get('/files/')).text();
    expect(page).toContain('<meta name="theme-color" content="#aa3300"');
    const [small, large] = branded['icons'] as { src: string }[];
    expect(await (await fetch(`${origin()}${small?.src ?? ''}`)).text()).toBe('BRAND192');
    // An icon the folder lacks stays ours.
    expect(await (await fetch(`${origin()}${large?.src ?? ''}`)).text()).toBe('OUR512');
  });

  it('cannot be broken out of by a hostile colour', async () => {
    await setBranding({ color: '"><script>alert(1)</script>' });
    const page = await (await get('/files/')).text();
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('<meta name="theme-color" content="&#34;&#62;&#60;script&#62;');
    expect((await manifest())['theme_color']).toBe('"><script>alert(1)</script>');
  });
});
