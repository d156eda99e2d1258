import DOMPurify from 'dompurify';
import { Marked, type MarkedExtension } from 'marked';
import { useEffect, useMemo, useState } from 'react';
import './markdown-preview.css';

/** True when the text may hold TeX maths (`$…$` or `$$…$$`): only then is KaTeX loaded. */
function hasMaths(text: string): boolean {
  return /\$\$[\s\S]+?\$\$|\$[^\s$][^$\n]*\$/.test(text);
}

/**
 * Markdown as sanitised HTML: `marked` renders it (with the maths extension once loaded),
 * DOMPurify removes scripts and handlers, KaTeX's output included.
 */
export function renderMarkdown(text: string, maths?: MarkedExtension): string {
  const marked = new Marked({ async: false, gfm: true }, ...(maths ? [maths] : []));
  // KaTeX's MathML keeps the TeX source in <annotation> (plain text, unlike annotation-xml);
  // without it the source would be read out after the formula.
  return DOMPurify.sanitize(marked.parse(text, { async: false }), {
    ADD_TAGS: ['annotation'],
    ADD_ATTR: ['encoding'],
  });
}

/** The maths extension, loaded (once, a chunk of its own) when `needed` first becomes true. */
function useMaths(needed: boolean): MarkedExtension | undefined {
  const [maths, setMaths] = useState<MarkedExtension>();
  useEffect(() => {
    if (!needed || maths) return;
    let live = true;
    void import('./markdown-maths').then((module) => {
      if (live) setMaths(module.mathsExtension);
    });
    return () => {
      live = false;
    };
  }, [needed, maths]);
  return maths;
}

/**
 * The rendered markdown of the editor's text. The HTML is sanitised first, so a file's
 * `<script>`, `onerror=` or `javascript:` link cannot run in the user's session. Maths shows
 * as its TeX source until KaTeX has loaded.
 */
export function MarkdownPreview({ text, label }: { text: string; label: string }) {
  const maths = useMaths(hasMaths(text));
  const html = useMemo(() => renderMarkdown(text, maths), [text, maths]);
  return (
    <article
      className="fb-markdown"
      aria-label={label}
      // Sanitised above: the only way to show rendered markdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
