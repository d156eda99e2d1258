import { useSyncExternalStore } from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The OS preference; null where there is none to ask (jsdom in unit tests has no matchMedia). */
function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

/** The rule of tokens.css: `data-theme="dark"`, the class `dark`, or `system` on a dark OS. */
function isDark(): boolean {
  const root = document.documentElement;
  const theme = root.dataset['theme'];
  if (theme === 'dark' || root.classList.contains('dark')) return true;
  return theme === 'system' && darkQuery()?.matches === true;
}

/** Calls `onChange` when `<html>`'s theme attributes or the OS preference change. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-theme', 'class'] });
  const media = darkQuery();
  media?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', onChange);
  };
}

/**
 * True while the page shows the dark theme, kept up to date when settings change the theme or
 * the OS switches with `system`: for what CSS variables cannot colour, like the code editor's
 * syntax highlighting, which CodeMirror builds in script.
 */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
