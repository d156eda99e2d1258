import type { StartupConfig } from '@file-browser/api-contract';

/** The accent of the built app, for the browser's chrome when no branding colour is set. */
export const DEFAULT_THEME_COLOR = '#2979ff';

/**
 * The app's icons for installing it (`<static>/img/icons/…`, upstream's names). A branding
 * folder with files of these names serves them in their place, so the manifest then shows its
 * icons without listing anything else.
 */
const MANIFEST_ICONS = [
  { name: 'img/icons/android-chrome-192x192.png', sizes: '192x192' },
  { name: 'img/icons/android-chrome-512x512.png', sizes: '512x512' },
] as const;

/** The branding colour when one is set, else {@link DEFAULT_THEME_COLOR}. */
export function themeColor(config: StartupConfig): string {
  return config.Color.trim() || DEFAULT_THEME_COLOR;
}

/**
 * The web app manifest (`<static>/manifest.json`) that lets phones install the app: the
 * branding name and colour, and every address under the base URL, so an install opens this
 * server's app whatever prefix it runs under.
 */
export function webManifest(config: StartupConfig): Record<string, unknown> {
  const name = config.Name.trim() || 'File Browser';
  return {
    name,
    short_name: name,
    start_url: `${config.BaseURL}/`,
    scope: `${config.BaseURL}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColor(config),
    icons: MANIFEST_ICONS.map(({ name: file, sizes }) => ({
      src: `${config.StaticURL}/${file}`,
      sizes,
      type: 'image/png',
    })),
  };
}
