import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import './markdown-preview.css';

/** Markdown as sanitised HTML: `marked` renders it, DOMPurify removes scripts and handlers. */
export function renderMarkdown(text: string): string {
  return DOMPurify.sanitize(marked.parse(text, { async: false, gfm: true }));
}

/**
 * The rendered markdown of the editor's text. The HTML is sanitised first, so a file's
 * `<script>`, `onerror=` or `javascript:` link cannot run in the user's session.
 */
export function MarkdownPreview({ text, label }: { text: string; label: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <article
      className="fb-markdown"
      aria-label={label}
      // Sanitised above: the only way to show rendered markdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
