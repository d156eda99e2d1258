import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StartupConfig } from '@file-browser/api-contract';
import { indexContentSecurityPolicy, inlineScripts, renderIndexHtml } from './index-html';

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

const config = { Name: 'File Browser', StaticURL: '/static', BaseURL: '' } as StartupConfig;

describe('the app page’s script policy', () => {
  const boot = "\n      fetch('/api/resources/?limit=200');\n    ";
  const template = `<html><head><!--fb:startup--><script>${boot}</script><script type="module" src="./assets/app.js"></script></head></html>`;

  it('allows the startup object and the built page’s own inline scripts by their hashes, nothing else inline', () => {
    const scripts = inlineScripts(template);
    expect(scripts).toEqual([boot]);
    const page = renderIndexHtml(template, config);
    const startup = /<script>(window\.FileBrowser = [^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(startup).not.toBe('');
    const policy = indexContentSecurityPolicy(config, scripts);
    expect(policy).toContain(`script-src 'self' ${sha256(startup)} ${sha256(boot)};`);
    expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
  });

  it('a page without inline scripts of its own allows just the startup object', () => {
    expect(inlineScripts('<html><head><script src="./a.js"></script></head></html>')).toEqual([]);
    expect(indexContentSecurityPolicy(config)).toMatch(/script-src 'self' 'sha256-[^' ]+';/);
  });
});
