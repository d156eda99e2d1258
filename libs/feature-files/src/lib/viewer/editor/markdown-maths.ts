import katex from 'katex';
import 'katex/dist/katex.min.css';
import type { MarkedExtension } from 'marked';

// This module is loaded only for documents with maths (see hasMaths): KaTeX, its CSS and
// fonts are a chunk of their own, served by us like the rest of the app.

/** `$$…$$` on lines of its own: a displayed formula. */
const BLOCK = /^\$\$\n?([\s\S]+?)\n?\$\$[ \t]*(?:\n|$)/;
/**
 * `$$…$$` inside a line (displayed), or `$…$` (in the text) that neither starts nor ends with a
 * space and is not followed by a digit, so "$5 and $10" stays money (pandoc's rule).
 */
const INLINE = /^\$\$([^$]+?)\$\$|^\$(?!\s)((?:\\.|[^\\$\n])+?)(?<!\s)\$(?!\d)/;

const render = (tex: string, displayMode: boolean) =>
  // A formula KaTeX cannot read is shown as its source in red, never an exception.
  katex.renderToString(tex, { displayMode, throwOnError: false, output: 'htmlAndMathml' });

/** marked's extension for TeX maths, rendered by KaTeX. */
export const mathsExtension: MarkedExtension = {
  extensions: [
    {
      name: 'blockMaths',
      level: 'block',
      start: (src) => src.indexOf('$$'),
      tokenizer: (src) => {
        const match = BLOCK.exec(src);
        return match ? { type: 'blockMaths', raw: match[0], text: match[1] ?? '' } : undefined;
      },
      renderer: (token) => `${render(token['text'] as string, true)}\n`,
    },
    {
      name: 'inlineMaths',
      level: 'inline',
      start: (src) => src.indexOf('$'),
      tokenizer: (src) => {
        const match = INLINE.exec(src);
        if (!match) return undefined;
        const display = match[1] !== undefined;
        return { type: 'inlineMaths', raw: match[0], text: match[1] ?? match[2] ?? '', display };
      },
      renderer: (token) => render(token['text'] as string, token['display'] === true),
    },
  ],
};
