import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../editor/markdown-preview';
import { CSV_ROW_LIMIT, parseCsv } from './parse-csv';
import { subtitleLabel } from './preview-view';
import { MAX_ZOOM, MIN_ZOOM, nextDoubleClickZoom, wheelZoom } from './zoom';

describe('image zoom', () => {
  it('zooms in a quarter per notch up and out per notch down, within bounds', () => {
    expect(wheelZoom(1, -100)).toBe(1.25);
    expect(wheelZoom(1, 100)).toBe(0.75);
    expect(wheelZoom(MIN_ZOOM, 100)).toBe(MIN_ZOOM);
    expect(wheelZoom(MAX_ZOOM, -100)).toBe(MAX_ZOOM);
    expect(wheelZoom(2, 0)).toBe(2);
  });

  it('cycles 1× → 2× → 4× → 1× on double click, and resets any other scale', () => {
    expect(nextDoubleClickZoom(1)).toBe(2);
    expect(nextDoubleClickZoom(2)).toBe(4);
    expect(nextDoubleClickZoom(4)).toBe(1);
    expect(nextDoubleClickZoom(1.75)).toBe(1);
  });
});

describe('parseCsv', () => {
  it('takes the first row as the header and names empty header cells by column', () => {
    const table = parseCsv('name,,age\nAda,x,36\n\nAlan,y,41\n', 'both');
    expect(table.header).toEqual(['name', '2', 'age']);
    expect(table.rows).toEqual([
      ['Ada', 'x', '36'],
      ['Alan', 'y', '41'],
    ]);
    expect(table.total).toBe(2);
  });

  it('splits on semicolons when told to, or when guessing', () => {
    expect(parseCsv('a;b\n1;2\n', 'both').rows).toEqual([['1', '2']]);
    expect(parseCsv('a;b\n1,5;2\n', 'semicolon').rows).toEqual([['1,5', '2']]);
    expect(parseCsv('a;b\n1;2\n', 'comma').rows).toEqual([['1;2']]);
  });

  it('keeps the first rows only, and counts them all', () => {
    const text = ['n', ...Array.from({ length: CSV_ROW_LIMIT + 5 }, (_, i) => String(i))].join(
      '\n',
    );
    const table = parseCsv(text, 'comma');
    expect(table.rows).toHaveLength(CSV_ROW_LIMIT);
    expect(table.total).toBe(CSV_ROW_LIMIT + 5);
  });
});

describe('renderMarkdown', () => {
  it('renders markdown and removes scripts, handlers and javascript links', () => {
    const html = renderMarkdown(
      '# Title\n\n<script>alert(1)</script><img src=x onerror="alert(2)">\n\n[x](javascript:alert(3))',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toMatch(/href="javascript:/);
    expect(html).toContain('<img src="x">');
  });
});

describe('subtitleLabel', () => {
  it('is the subtitle file name without its extension', () => {
    expect(subtitleLabel('/videos/subs/movie.en.vtt')).toBe('movie.en');
  });
});
