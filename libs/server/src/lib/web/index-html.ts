import type { StartupConfig } from '@file-browser/api-contract';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { partsAsTheyCome } from '../http/compress-json';
import { escapeJsonText, serialiseJson } from '../http/envelope';
import type { BrandingIcon } from './branding-files';
import type { FirstPage } from './first-page';
import { themeColor } from './web-manifest';

/** Marks where the built `index.html` wants the startup script. */
export const STARTUP_MARKER = '<!--fb:startup-->';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Turns the built web app's `index.html` into the page for this server: asset URLs pointed at
 * the static URL (so any base URL works), the branded title, and `window.FileBrowser`. The JSON
 * is escaped so no setting (e.g. a branding name) can close the script tag. With a branding
 * folder, its `custom.css` is linked last in the head (after the app's styles, so its rules
 * win) and its `icons` are linked as upstream's page links them. The page links the web app
 * manifest, and its `theme-color` is the branding colour when one is set. With `firstPage`,
 * the page says which request's answer its end will carry (for the page's script:
 * {@link withFirstPage} sends it) and links the files screen's styles (read from the template
 * once, {@link firstScreenStyles}).
 */
export function renderIndexHtml(
  template: string,
  config: StartupConfig,
  icons: readonly BrandingIcon[] = [],
  firstPage?: { url: string; screenStyles: readonly string[] },
): string {
  const promised = firstPage
    ? `<meta name="fb-first-page" content="${escapeHtml(firstPage.url)}">`
    : '';
  const script = `<script>${startupScriptBody(config)}</script>${promised}`;
  // Its rows are drawn as the page is parsed: the screen's styles must be there, after the
  // app's own (as its code would link them), and hold the first frame.
  const screenStyles = (firstPage?.screenStyles ?? []).map(
    (name) => `<link rel="stylesheet" crossorigin href="${config.StaticURL}/${escapeHtml(name)}">`,
  );
  const title = escapeHtml(config.Name || 'File Browser');
  const branding = [
    `<link rel="manifest" href="${config.StaticURL}/manifest.json" />`,
    ...icons.map(
      ({ name, rel, sizes }) =>
        `<link rel="${rel}" sizes="${sizes}" href="${config.StaticURL}/${name}" />`,
    ),
    ...(config.CSS ? [`<link rel="stylesheet" href="${config.StaticURL}/custom.css" />`] : []),
  ].join('');
  return template
    .replace(/(src|href)="\.\//g, `$1="${config.StaticURL}/`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${escapeHtml(themeColor(config))}"`,
    )
    .replace(STARTUP_MARKER, () => script)
    .replace('</head>', () => `${screenStyles.join('')}${branding}</head>`);
}

/**
 * The page (`html`, rendered with its first page's URL) as a stream: all but its end at once,
 * so the browser fetches the styles and code and shows the splash while the folder is read,
 * then, once answered, the first page as data (never run: its type is not JavaScript), escaped
 * like the startup object, and the end. Without an answer the page ends without it and its
 * script asks for itself.
 */
export function withFirstPage(html: string, firstPage: FirstPage): Readable {
  const body = html.lastIndexOf('</body>');
  const end = body < 0 ? html.length : body;
  async function* parts() {
    yield Buffer.from(html.slice(0, end));
    const answer = await firstPage.body;
    const data = answer
      ? `<script type="application/json" id="fb-first-page">${escapeJsonText(answer)}</script>`
      : '';
    yield Buffer.from(data + html.slice(end));
  }
  return partsAsTheyCome(parts());
}

/**
 * The files screen's stylesheets, as the build wrote the screen's files into the page's script
 * (after its `fb:first-screen` comment); none for a page without them (development).
 */
export function firstScreenStyles(template: string): string[] {
  const listed = /\/\* fb:first-screen \*\/ (\[[^\]]*\])/.exec(template)?.[1];
  try {
    const names: unknown = JSON.parse(listed ?? '[]');
    if (!Array.isArray(names)) return [];
    return names.filter(
      (name): name is string => typeof name === 'string' && name.endsWith('.css'),
    );
  } catch {
    return [];
  }
}

/**
 * The bodies of the built page's own inline scripts (its boot listing request), which the CSP
 * allows by their hashes like the startup object's.
 */
export function inlineScripts(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

/** The body of the inline script the server adds to the page: the startup object. */
function startupScriptBody(config: StartupConfig): string {
  return `window.FileBrowser = ${serialiseJson(config)};`;
}

/**
 * The Content-Security-Policy of the app page (security-requirements K76, issue 17): scripts
 * only from this origin plus the startup object and the built page's own inline scripts
 * (`pageScripts`), allowed by their hashes (never `'unsafe-inline'`),
 * so an injected script tag cannot run; no framing by other sites. Inline styles stay allowed
 * (the splash screen and the editor use them), and `blob:` styles and fonts: the EPUB reader
 * hands a book's stylesheets and fonts to its pages as blob URLs, which only this origin's
 * scripts can make. With reCAPTCHA on, its script and frame hosts
 * are allowed too.
 */
export function indexContentSecurityPolicy(
  config: StartupConfig,
  pageScripts: readonly string[] = [],
): string {
  const scripts = [startupScriptBody(config), ...pageScripts].map(
    (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
  const recaptcha = config.ReCaptchaKey
    ? ` ${(config.ReCaptchaHost ?? 'https://www.google.com').replace(/\/+$/, '')} https://www.gstatic.com`
    : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}${recaptcha}`,
    "style-src 'self' 'unsafe-inline' blob:",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data: blob:",
    "worker-src 'self' blob:",
    `frame-src 'self' blob:${recaptcha}`,
    "object-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
