import type { AppConfig } from '../app-config';

/** A theme the page can show: the admin's choice, or the system's preference. */
export type ThemeName = 'light' | 'dark' | 'system';

/**
 * The theme for a branding value: the server's `''` means "follow the system" (light or dark as
 * the OS prefers).
 */
export function themeAttribute(theme: AppConfig['theme']): ThemeName {
  return theme === '' ? 'system' : theme;
}

/**
 * Applies a branding theme to `<html>`: `data-theme` for ui-kit's tokens and, for an explicit
 * choice, upstream's `light`/`dark` class so an installation's `custom.css` keeps matching.
 * Called at start-up and again when global settings change the theme.
 */
export function applyTheme(root: HTMLElement, theme: AppConfig['theme']): void {
  const name = themeAttribute(theme);
  root.dataset['theme'] = name;
  root.classList.remove('light', 'dark');
  if (name !== 'system') root.classList.add(name);
}
