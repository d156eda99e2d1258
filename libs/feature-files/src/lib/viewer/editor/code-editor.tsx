import { LanguageDescription, syntaxHighlighting } from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDarkHighlightStyle, oneDarkTheme } from '@codemirror/theme-one-dark';
import { useDarkTheme, useLatest } from '@file-browser/ui-kit';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import './code-editor.css';
import type { EditorTheme } from './editor-preferences';

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  /** The file name: picks the language (by extension or whole name, e.g. `Dockerfile`). */
  name: string;
  /** The text when the editor opens; later changes of this prop are ignored. */
  initial: string;
  readOnly: boolean;
  /** The editor's accessible name. */
  label: string;
  /** Called on the first change after opening or after {@link CodeEditorProps.onSaved}. */
  onChange: () => void;
  /** Receives the view once it exists (and null when it goes), to read the text when saving. */
  onView: (view: EditorView | null) => void;
  /** The colours: the app's theme as it switches (default), or always light or dark. */
  theme?: EditorTheme;
  /** The text's size in pixels (default 14). */
  fontSize?: number;
  /** Called when the selection turns from empty to not, or back (copy and cut need one). */
  onSelection?: (hasSelection: boolean) => void;
}

const layout = EditorView.theme({
  '&': { height: '100%' },
  '&.cm-focused': { outline: 'none' },
});

// Following the app, colours come from its theme variables, so light, dark and high-contrast
// all apply.
const appColours = EditorView.theme({
  '&': { backgroundColor: 'var(--surfacePrimary)', color: 'var(--textSecondary)' },
  '.cm-gutters': {
    backgroundColor: 'var(--surfaceSecondary)',
    color: 'var(--textPrimary)',
    borderRight: '1px solid var(--borderPrimary)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--hover)' },
});

// A light editor in a dark app cannot use the app's variables (they are dark then).
const lightColours = EditorView.theme(
  {
    '&': { backgroundColor: '#ffffff', color: '#1f2328' },
    '.cm-gutters': {
      backgroundColor: '#f3f4f6',
      color: '#4b5563',
      borderRight: '1px solid #d1d5db',
    },
    '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: '#0000000d' },
  },
  { dark: false },
);

/**
 * Colours for the editor's theme. Light keeps basicSetup's default highlight style; dark puts
 * One Dark's colours over it (made for a dark background) and tells CodeMirror the editor is
 * dark, for its cursor, selection and panels. Following the app, `appDark` picks between them
 * on the app's own background.
 */
function colours(theme: EditorTheme, appDark: boolean): Extension {
  const oneDarkColours = syntaxHighlighting(oneDarkHighlightStyle);
  if (theme === 'light') return lightColours;
  if (theme === 'dark') return [oneDarkTheme, oneDarkColours];
  return appDark ? [appColours, EditorView.darkTheme.of(true), oneDarkColours] : appColours;
}

function textSize(pixels: number): Extension {
  return EditorView.theme({ '&': { fontSize: `${String(pixels)}px` } });
}

/**
 * The grammar for a file name: by its whole name (`Dockerfile`) or extension, and failing
 * that by the extension in lower case, since CodeMirror's table is lower case and `.CSS` or
 * `.MD` files are common from Windows.
 */
function languageFor(name: string): LanguageDescription | null {
  return (
    LanguageDescription.matchFilename(languages, name) ??
    LanguageDescription.matchFilename(
      languages,
      name.replace(/\.[^.]+$/, (ext) => ext.toLowerCase()),
    )
  );
}

/**
 * CodeMirror 6 with line numbers, search (Ctrl/Cmd+F), bracket matching and history (the
 * `basicSetup` bundle), line wrapping, syntax colours following the page's light or dark
 * theme (or always light or dark), a chosen text size, and the language of the file loaded on demand from
 * `@codemirror/language-data`, so each grammar is its own small chunk.
 */
export function CodeEditor({
  name,
  initial,
  readOnly,
  label,
  onChange,
  onView,
  theme = 'app',
  fontSize = 14,
  onSelection,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const handlers = useLatest({ onChange, onView, onSelection });
  const dark = useDarkTheme();
  const looks = useRef<{ view: EditorView; colours: Compartment; size: Compartment } | null>(null);
  // The theme can change with the editor open (its own choice, settings, or the OS with
  // "system"), and so can the text size.
  useEffect(() => {
    const current = looks.current;
    current?.view.dispatch({ effects: current.colours.reconfigure(colours(theme, dark)) });
  }, [theme, dark]);
  useEffect(() => {
    const current = looks.current;
    current?.view.dispatch({ effects: current.size.reconfigure(textSize(fontSize)) });
  }, [fontSize]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const language = new Compartment();
    const themeColours = new Compartment();
    const size = new Compartment();
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          layout,
          themeColours.of(colours(theme, dark)),
          size.of(textSize(fontSize)),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          language.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange();
            const had = update.startState.selection.ranges.some((range) => !range.empty);
            const has = update.state.selection.ranges.some((range) => !range.empty);
            if (had !== has) handlers.current.onSelection?.(has);
          }),
        ],
      }),
    });
    handlers.current.onView(view);
    looks.current = { view, colours: themeColours, size };
    let live = true;
    void languageFor(name)
      ?.load()
      .then((support) => {
        if (live) view.dispatch({ effects: language.reconfigure(support) });
      });
    return () => {
      live = false;
      looks.current = null;
      // The newest handler is the one to tell: that is what useLatest holds.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      handlers.current.onView(null);
      view.destroy();
    };
    // The editor is built once per file; the screen remounts it (by key) for another file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} className="fb-code-editor" />;
}
