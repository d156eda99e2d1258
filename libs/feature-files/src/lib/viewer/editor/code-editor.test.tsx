import { defaultHighlightStyle, language } from '@codemirror/language';
import { oneDarkHighlightStyle } from '@codemirror/theme-one-dark';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './code-editor';

/** The editor for a file called `name`; resolves the CodeMirror view it built. */
function renderEditor(name: string, text = 'one\ntwo\n', readOnly = false) {
  let view: EditorView | null = null;
  const onChange = vi.fn();
  const { container } = render(
    <CodeEditor
      name={name}
      initial={text}
      readOnly={readOnly}
      label={name}
      onChange={onChange}
      onView={(instance) => {
        view = instance;
      }}
    />,
  );
  const current = () => {
    if (!view) throw new Error('the editor view was not handed out');
    return view;
  };
  return { container, current, onChange };
}

describe('CodeEditor', () => {
  it.each([
    ['script.py', 'python'],
    ['app.ts', 'typescript'],
    ['module.MTS', 'typescript'],
    ['view.tsx', 'typescript'],
    ['data.json', 'json'],
    // Extensions in capitals (files from Windows or cameras) match too.
    ['style.CSS', 'css'],
    ['README.MD', 'markdown'],
  ])('highlights %s as %s, the language picked by its extension', async (name, expected) => {
    const { current } = renderEditor(name);
    await waitFor(() => {
      expect(current().state.facet(language)?.name).toBe(expected);
    });
  });

  it('picks a language by the whole file name too (Dockerfile)', async () => {
    const { current } = renderEditor('Dockerfile');
    await waitFor(() => {
      expect(current().state.facet(language)).not.toBeNull();
    });
  });

  it('leaves a file of an unknown kind as plain text', async () => {
    const { current } = renderEditor('notes.unknownext');
    // Give a wrongly matched grammar the time to load before checking none came.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(current().state.facet(language)).toBeNull();
  });

  it('numbers the lines', () => {
    const { container } = renderEditor('a.txt', 'one\ntwo\nthree');
    const gutter = container.querySelector('.cm-lineNumbers');
    expect(gutter).not.toBeNull();
    expect(gutter?.textContent).toContain('3');
  });

  it('opens its search panel with Ctrl+F', () => {
    renderEditor('a.txt');
    const text = screen.getByRole('textbox', { name: 'a.txt' });
    text.focus();
    fireEvent.keyDown(text, { key: 'f', code: 'KeyF', keyCode: 70, ctrlKey: true });
    expect(screen.getByRole('textbox', { name: 'Find' })).toBeInTheDocument();
  });

  it('reports edits, and takes none when read-only', () => {
    const editable = renderEditor('a.txt');
    editable.current().dispatch({ changes: { from: 0, insert: 'x' } });
    expect(editable.onChange).toHaveBeenCalledTimes(1);

    const fixed = renderEditor('b.txt', 'fixed', true);
    expect(fixed.current().state.readOnly).toBe(true);
    expect(screen.getByRole('textbox', { name: 'b.txt' })).toHaveAttribute('aria-readonly', 'true');
  });

  describe('colours', () => {
    const root = document.documentElement;
    afterEach(() => {
      delete root.dataset['theme'];
    });
    /** The class the keyword `const` is drawn with, once TypeScript has loaded. */
    const keywordClass = async (container: HTMLElement) => {
      let keyword: Element | undefined;
      await waitFor(() => {
        keyword = [...container.querySelectorAll('.cm-line span')].find(
          (span) => span.textContent === 'const',
        );
        expect(keyword).toBeDefined();
      });
      return keyword?.className;
    };
    const setTheme = async (theme: string) => {
      // The theme hook hears of the change from a MutationObserver, in a microtask.
      await act(async () => {
        root.dataset['theme'] = theme;
        await Promise.resolve();
      });
    };

    it('uses dark syntax colours in the dark theme and light ones in the light, as it switches', async () => {
      const dark = oneDarkHighlightStyle.style([tags.keyword]);
      const light = defaultHighlightStyle.style([tags.keyword]);
      root.dataset['theme'] = 'dark';
      const { container, current } = renderEditor('app.ts', 'const a = 1;\n');

      expect(await keywordClass(container)).toBe(dark);
      expect(current().state.facet(EditorView.darkTheme)).toBe(true);

      await setTheme('light');
      expect(await keywordClass(container)).toBe(light);
      expect(current().state.facet(EditorView.darkTheme)).toBe(false);

      await setTheme('dark');
      expect(await keywordClass(container)).toBe(dark);
    });
  });
});
