import { LanguageDescription, syntaxHighlighting } from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { useDarkTheme } from '@file-browser/ui-kit';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import './code-editor.css';

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
}

// Colours come from the app's theme variables, so light, dark and high-contrast all apply.
const themed = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'var(--surfacePrimary)', color: 'var(--textSecondary)' },
  '.cm-gutters': {
    backgroundColor: 'var(--surfaceSecondary)',
    color: 'var(--textPrimary)',
    borderRight: '1px solid var(--borderPrimary)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--hover)' },
  '&.cm-focused': { outline: 'none' },
});

/**
 * Syntax colours for the page's theme. Light keeps basicSetup's default highlight style; dark
 * puts One Dark's colours over it (made for a dark background) and tells CodeMirror the
 * editor is dark, for its cursor, selection and panels.
 */
function colours(dark: boolean): Extension {
  return dark ? [EditorView.darkTheme.of(true), syntaxHighlighting(oneDarkHighlightStyle)] : [];
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
 * theme, and the language of the file loaded on demand from
 * `@codemirror/language-data`, so each grammar is its own small chunk.
 */
export function CodeEditor({ name, initial, readOnly, label, onChange, onView }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onChange, onView });
  useEffect(() => {
    handlers.current = { onChange, onView };
  });
  const dark = useDarkTheme();
  const theme = useRef<{ view: EditorView; compartment: Compartment } | null>(null);
  // The theme can change with the editor open (settings, or the OS with "system").
  useEffect(() => {
    const current = theme.current;
    current?.view.dispatch({ effects: current.compartment.reconfigure(colours(dark)) });
  }, [dark]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const language = new Compartment();
    const themeColours = new Compartment();
    const view = new EditorView({
      parent,
      state: EditorState.create({
        doc: initial,
        extensions: [
          basicSetup,
          themed,
          themeColours.of(colours(dark)),
          EditorView.lineWrapping,
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          language.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange();
          }),
        ],
      }),
    });
    handlers.current.onView(view);
    theme.current = { view, compartment: themeColours };
    let live = true;
    void languageFor(name)
      ?.load()
      .then((support) => {
        if (live) view.dispatch({ effects: language.reconfigure(support) });
      });
    return () => {
      live = false;
      theme.current = null;
      handlers.current.onView(null);
      view.destroy();
    };
    // The editor is built once per file; the screen remounts it (by key) for another file.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} className="fb-code-editor" />;
}
