import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/lib/theme/tokens.css';
import './docs.css';

type Theme = 'light' | 'dark' | 'system';

function pickTheme(value: unknown): Theme {
  return value === 'dark' || value === 'system' ? value : 'light';
}

// The app marks the theme with `data-theme` on <html>; do the same so stories match it, and set
// the writing direction so every story can be checked right-to-left.
// A docs page shows all of a component's stories on one <html>: there the toolbar's choice
// holds, not that of a story pinned to dark or RTL (the last such story would repaint the page).
const withThemeAndDirection: Decorator = (Story, context) => {
  const root = document.documentElement;
  const globals: Record<string, unknown> =
    context.viewMode === 'docs'
      ? (context.userGlobals as Record<string, unknown>)
      : context.globals;
  root.dataset['theme'] = pickTheme(globals['theme']);
  root.dir = globals['dir'] === 'rtl' ? 'rtl' : 'ltr';
  return Story();
};

const preview: Preview = {
  // A docs page for every component (its props table, from the types' comments, and each story),
  // in the toolbar's theme and direction like the stories.
  tags: ['autodocs'],
  decorators: [withThemeAndDirection],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    // The a11y addon runs axe on every story in the Storybook UI; failures show as errors.
    a11y: { test: 'error' },
  },
};

export default preview;
