import type { StartupConfig } from '@file-browser/api-contract';
import { serialiseJson } from '../http/envelope';

/** Marks where the built `index.html` wants the startup script. */
export const STARTUP_MARKER = '<!--fb:startup-->';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Turns the built web app's `index.html` into the page for this server: asset URLs pointed at
 * the static URL (so any base URL works), the branded title, and `window.FileBrowser`. The JSON
 * is escaped so no setting (e.g. a branding name) can close the script tag.
 */
export function renderIndexHtml(template: string, config: StartupConfig): string {
  const script = `<script>window.FileBrowser = ${serialiseJson(config)};</script>`;
  const title = escapeHtml(config.Name || 'File Browser');
  return template
    .replace(/(src|href)="\.\//g, `$1="${config.StaticURL}/`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(STARTUP_MARKER, script);
}
