import { useState } from 'react';
import type { FilesContext } from '../../shared/files-context';

/** The editor's colours: the app's light or dark theme as it switches, or always one of them. */
export type EditorTheme = 'app' | 'light' | 'dark';

/**
 * The theme saved in the user's `aceEditorTheme` (the profile field upstream keeps its editor
 * theme in): `light` or `dark`; empty, or an upstream Ace theme name, follows the app.
 */
export function editorThemeOf(saved: string): EditorTheme {
  return saved === 'light' || saved === 'dark' ? saved : 'app';
}

/** The editor's theme, saved to the user's profile when chosen (so it follows them around). */
export function useEditorTheme(ctx: FilesContext, onUserChanged: () => void) {
  const [theme, setTheme] = useState(() => editorThemeOf(ctx.user.aceEditorTheme));
  const choose = (next: EditorTheme) => {
    setTheme(next);
    const aceEditorTheme = next === 'app' ? '' : next;
    ctx.client
      .updateUser(ctx.user.id, { aceEditorTheme }, ['aceEditorTheme'])
      .then(onUserChanged, ctx.showError);
  };
  return [theme, choose] as const;
}

/** Font sizes in pixels the −/+ buttons step through. */
export const FONT_SIZE = { min: 8, max: 32, step: 2, initial: 14 } as const;

/** Where a user's editor font size is kept: the server's user has no field for it. */
export function fontSizeKey(userId: number): string {
  return `fileBrowser.editorFontSize.${String(userId)}`;
}

function storedFontSize(userId: number): number {
  const stored = Number(localStorage.getItem(fontSizeKey(userId)));
  return Number.isInteger(stored) && stored >= FONT_SIZE.min && stored <= FONT_SIZE.max
    ? stored
    : FONT_SIZE.initial;
}

/**
 * The editor's font size, a preference of this browser kept per user in `localStorage`;
 * `step(±1)` makes it larger or smaller within {@link FONT_SIZE}.
 */
export function useEditorFontSize(userId: number) {
  const [size, setSize] = useState(() => storedFontSize(userId));
  const step = (direction: 1 | -1) => {
    const next = Math.min(
      FONT_SIZE.max,
      Math.max(FONT_SIZE.min, size + direction * FONT_SIZE.step),
    );
    setSize(next);
    localStorage.setItem(fontSizeKey(userId), String(next));
  };
  return [size, step] as const;
}
