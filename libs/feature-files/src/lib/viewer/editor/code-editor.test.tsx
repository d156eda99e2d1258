import { language } from '@codemirror/language';
import type { EditorView } from '@codemirror/view';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
