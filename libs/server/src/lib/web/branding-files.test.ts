import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { startTestServer } from '../../testing/test-server';

/** A GET with the path sent as written (fetch would resolve `..` before sending it). */
function rawGet(base: string, path: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request({ hostname, port, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const PAGE =
  '<!doctype html><html><head><title>File Browser</title>' +
  '<link rel="icon" type="image/svg+xml" href="./img/logo.svg" />' +
  '<link rel="stylesheet" href="./assets/index-AbCdEf12.css" /><!--fb:startup--></head>' +
  '<body></body></html>';

describe('branding files: custom.css and img/ from branding.files (issue 28 item 16)', () => {
  let test: TestServer;
  let admin: string;
  let brand: string;

  const setBrandingFolder = async (files: string) => {
    const current = (await (await test.request('/api/settings', { token: admin })).json()) as {
      branding: Record<string, unknown>;
    };
    const saved = await test.request('/api/settings', {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ ...current, branding: { ...current.branding, files } }),
    });
    expect(saved.status).toBe(200);
  };
  const startup = async () => {
    const html = await (await test.request('/files/')).text();
    const json = /window\.FileBrowser = (\{.*?\});/.exec(html)?.[1] ?? '{}';
    return { html, config: JSON.parse(json) as { CSS: boolean } };
  };

  beforeAll(async () => {
    test = await startTestServer(
      {
        'web/index.html': PAGE,
        'web/assets/index-AbCdEf12.css': 'body{margin:0}',
        'web/img/logo.svg': '<svg id="built"/>',
        'secret.txt': 'outside the branding folder',
        'brand/custom.css': 'body { background: rgb(1, 2, 3); }',
        'brand/img/logo.svg': '<svg id="custom"/>',
        'brand/img/icons/favicon-32x32.png': 'PNG32',
        'brand/img/alias.svg': { link: 'brand/img/logo.svg' },
        'brand/img/escape.txt': { link: 'secret.txt' },
        'brand/img/.hidden': 'dotfile',
        'brand/img/folder': null,
      },
      { webRoot: 'web' },
    );
    admin = await test.login();
    brand = join(test.base, 'brand');
  });
  afterAll(async () => {
    await test.close();
  });

  it('serves the built files and says CSS: false while no branding folder is set', async () => {
    const { html, config } = await startup();
    expect(config.CSS).toBe(false);
    expect(html).not.toContain('custom.css');
    expect((await test.request('/static/custom.css')).status).toBe(404);
    expect(await (await test.request('/static/img/logo.svg')).text()).toBe('<svg id="built"/>');
  });

  it('links and serves custom.css and the custom logo and icons once the setting is saved, no restart', async () => {
    await setBrandingFolder(brand);
    const { html, config } = await startup();
    expect(config.CSS).toBe(true);
    // After the app's own stylesheet, so its rules win.
    expect(html.indexOf('href="/static/custom.css"')).toBeGreaterThan(
      html.indexOf('assets/index-AbCdEf12.css'),
    );
    expect(html).toContain(
      '<link rel="icon" sizes="32x32" href="/static/img/icons/favicon-32x32.png" />',
    );
    expect(html).not.toContain('favicon-16x16.png');

    const css = await test.request('/static/custom.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('no-cache');
    expect(await css.text()).toBe('body { background: rgb(1, 2, 3); }');

    const logo = await test.request('/static/img/logo.svg');
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(await logo.text()).toBe('<svg id="custom"/>');
    expect(await (await test.request('/static/img/icons/favicon-32x32.png')).text()).toBe('PNG32');
    // A link that stays inside the folder is fine.
    expect(await (await test.request('/static/img/alias.svg')).text()).toBe('<svg id="custom"/>');
    // The built app's other files are untouched.
    expect(await (await test.request('/static/assets/index-AbCdEf12.css')).text()).toBe(
      'body{margin:0}',
    );
  });

  it('reads the folder on each request: a changed or removed file shows at once', async () => {
    await setBrandingFolder(brand);
    writeFileSync(join(brand, 'custom.css'), 'body { color: red; }');
    expect(await (await test.request('/static/custom.css')).text()).toBe('body { color: red; }');
    rmSync(join(brand, 'img/logo.svg'));
    expect(await (await test.request('/static/img/logo.svg')).text()).toBe('<svg id="built"/>');
    writeFileSync(join(brand, 'img/logo.svg'), '<svg id="custom"/>');
    rmSync(join(brand, 'custom.css'));
    expect((await startup()).config.CSS).toBe(false);
    expect((await test.request('/static/custom.css')).status).toBe(404);
    writeFileSync(join(brand, 'custom.css'), 'body { background: rgb(1, 2, 3); }');
  });

  it('serves nothing from outside the folder: no .., no link out, no dotfile, no folder', async () => {
    await setBrandingFolder(brand);
    const origin = new URL(test.url).origin;
    for (const path of [
      '/static/img/../../secret.txt',
      '/static/img/%2e%2e/%2e%2e/secret.txt',
      '/static/img/..%2F..%2Fsecret.txt',
      '/static/img/escape.txt',
      '/static/img/.hidden',
      '/static/img/folder',
      '/static/img/',
      '/static/custom.css/',
    ]) {
      const answer = await rawGet(origin, path);
      // 404, or a redirect to the cleaned path for a literal `..` (the server's URL rules).
      expect([301, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toContain('outside the branding folder');
    }
  });

  it('falls back to the built files when the setting is cleared or names no folder', async () => {
    await setBrandingFolder(join(test.base, 'missing'));
    expect(await (await test.request('/static/img/logo.svg')).text()).toBe('<svg id="built"/>');
    expect((await startup()).config.CSS).toBe(false);
    await setBrandingFolder('');
    expect(await (await test.request('/static/img/logo.svg')).text()).toBe('<svg id="built"/>');
    expect((await test.request('/static/custom.css')).status).toBe(404);
  });
});
