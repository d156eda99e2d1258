/**
 * The branding colour (`window.FileBrowser.Color`, `branding.color`) as the app's accent.
 *
 * Choice (issue 29): a colour that would not stand out enough is not refused but made readable.
 * In each theme the accent must reach 3:1 against the page and its surfaces (WCAG 1.4.11, for
 * buttons, icons and focus rings); a colour that falls short is mixed towards black (light
 * theme) or white (dark theme) in small steps until it does, so its hue stays recognisable.
 * Accent-coloured text gets the same treatment up to 4.5:1, and text on the accent is white or
 * near-black, whichever reads better. A colour we cannot read (only `#rgb`, `#rrggbb` and
 * `rgb(r, g, b)` are understood) keeps the default accent.
 */

type Rgb = readonly [number, number, number];

/** The page, card and secondary surface colours of ui-kit's tokens.css, per theme. */
const THEMES = {
  light: { surfaces: ['#f6f7f9', '#ffffff', '#eceff3'], towards: [0, 0, 0] as Rgb },
  dark: { surfaces: ['#14171c', '#1d2128', '#2a2f38'], towards: [255, 255, 255] as Rgb },
} as const;

/** Text on the accent: tokens.css's own two choices. */
const ON_ACCENT = ['#ffffff', '#0b1220'] as const;

const STYLE_ID = 'fb-accent';

const triple = ([r = 0, g = 0, b = 0]: readonly number[]): Rgb => [r, g, b];

/** Reads `#rgb`, `#rrggbb` or `rgb(r, g, b)` (commas or spaces); null for anything else. */
export function parseColor(text: string): Rgb | null {
  const value = text.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return triple(short.slice(1).map((digit) => parseInt(`${digit}${digit}`, 16)));
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long) return triple(long.slice(1).map((pair) => parseInt(pair, 16)));
  const rgb = /^rgb\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)$/.exec(value);
  const channels = rgb?.slice(1).map(Number);
  return channels?.every((channel) => channel <= 255) ? triple(channels) : null;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hex = (color: Rgb) =>
  `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
const rgbOf = (text: string) => parseColor(text) as Rgb;

/** `color` mixed towards `towards` until it reaches `ratio` against every one of `surfaces`. */
function readable(color: Rgb, surfaces: readonly string[], towards: Rgb, ratio: number): Rgb {
  const worst = (candidate: Rgb) =>
    Math.min(...surfaces.map((surface) => contrast(candidate, rgbOf(surface))));
  for (let step = 0; step <= 20; step++) {
    const share = step / 20;
    const mixed = triple(
      color.map((channel, index) => channel + ((towards[index] ?? 0) - channel) * share),
    );
    if (worst(mixed) >= ratio) return mixed;
  }
  return towards;
}

/** The accent's custom properties for one theme. */
export function accentTokens(color: Rgb, theme: keyof typeof THEMES): Record<string, string> {
  const { surfaces, towards } = THEMES[theme];
  const accent = readable(color, surfaces, towards, 3);
  const text = hex(readable(color, surfaces, towards, 4.5));
  const onAccent = [...ON_ACCENT].sort(
    (a, b) => contrast(accent, rgbOf(b)) - contrast(accent, rgbOf(a)),
  )[0];
  return {
    '--action': hex(accent),
    '--blue': hex(accent),
    ...(theme === 'light' && { '--iconPrimary': hex(accent) }),
    '--fb-on-accent': onAccent ?? ON_ACCENT[0],
    '--fb-accent-text': text,
    // Opaque, like ui-kit's own ring, in the accent-text colour: 3:1 and more on every surface.
    '--fb-focus-ring': `0 0 0 3px ${text}`,
  };
}

const block = (selector: string, tokens: Record<string, string>) =>
  `${selector} { ${Object.entries(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} }`;

/**
 * Makes `color` the accent of `doc` (a style element after ui-kit's tokens, its selectors one
 * notch more specific so it wins in either order), or restores the default accent for an empty
 * or unreadable colour. Called at start-up and when the global settings are saved.
 */
export function applyAccent(doc: Document, color: string): void {
  doc.getElementById(STYLE_ID)?.remove();
  const rgb = parseColor(color);
  if (!rgb) return;
  const dark = accentTokens(rgb, 'dark');
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = [
    block('html:root', accentTokens(rgb, 'light')),
    block("html:root.dark, html:root[data-theme='dark']", dark),
    `@media (prefers-color-scheme: dark) { ${block("html:root[data-theme='system']", dark)} }`,
  ].join('\n');
  doc.head.append(style);
}
