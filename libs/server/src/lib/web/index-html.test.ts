import type { StartupConfig } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { STARTUP_MARKER, renderIndexHtml } from './index-html';

const template = `<!doctype html><html><head><title>File Browser</title>
<link rel="icon" href="./img/logo.svg"><script type="module" src="./assets/index-1.js"></script>
${STARTUP_MARKER}</head><body></body></html>`;

const config = { Name: '', StaticURL: '/fb/static', BaseURL: '/fb' } as StartupConfig;

describe('renderIndexHtml', () => {
  it('points assets at the static URL and injects the startup object', () => {
    const html = renderIndexHtml(template, config);
    expect(html).toContain('src="/fb/static/assets/index-1.js"');
    expect(html).toContain('href="/fb/static/img/logo.svg"');
    expect(html).toContain('window.FileBrowser = {"Name":"","StaticURL":"/fb/static"');
    expect(html).not.toContain(STARTUP_MARKER);
  });

  it('cannot be broken out of by a hostile branding name', () => {
    const html = renderIndexHtml(template, {
      ...config,
      Name: '</script><script>alert(1)</script>',
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<title>&#60;/script&#62;');
  });
});
