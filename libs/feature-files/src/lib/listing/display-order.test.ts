import type { FileInfo } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { displayOrder, listingRows, type ListingRow, type SectionTotals } from './display-order';

const info = (name: string, isDir: boolean): FileInfo => ({
  path: `/${name}`,
  name,
  size: 1,
  extension: '',
  modified: '2026-01-01T00:00:00Z',
  mode: 0,
  isDir,
  isSymlink: false,
  type: isDir ? '' : 'text',
});

describe('listing order', () => {
  const items = [
    info('b.txt', false),
    info('docs', true),
    info('a.txt', false),
    info('pics', true),
  ];

  /** Every row, made as the list makes the drawn ones. */
  const rowsOf = (loaded: FileInfo[], totals?: SectionTotals) => {
    const rows = listingRows(loaded, totals);
    return rows.slice(0, rows.length);
  };
  const labelOf = (row: ListingRow) =>
    row.kind === 'item' ? row.item.name : row.kind === 'heading' ? row.section : '…';

  it('puts folders first, each section in the server order, under headings', () => {
    expect(rowsOf(items).map(labelOf)).toEqual([
      'folders',
      'docs',
      'pics',
      'files',
      'b.txt',
      'a.txt',
    ]);
    expect(displayOrder(items)).toEqual(['docs', 'pics', 'b.txt', 'a.txt']);
  });

  it('leaves out the heading of an empty section', () => {
    expect(rowsOf([info('a.txt', false)]).map((row) => row.kind)).toEqual(['heading', 'item']);
    expect(rowsOf([])).toEqual([]);
    expect(listingRows([]).length).toBe(0);
  });

  it('holds a row for each entry not loaded yet, so a first page sits where the whole puts it', () => {
    const page = [info('docs', true), info('b.txt', false)];
    expect(rowsOf(page, { dirs: 2, files: 3 }).map(labelOf)).toEqual([
      'folders',
      'docs',
      '…',
      'files',
      'b.txt',
      '…',
      '…',
    ]);
    // A section the page has nothing of yet still gets its heading and its rows.
    expect(rowsOf([info('b.txt', false)], { dirs: 1, files: 1 }).map(labelOf)).toEqual([
      'folders',
      '…',
      'files',
      'b.txt',
    ]);
  });

  it('makes only the rows asked for: a first page of 100,000 entries is a length and a shape', () => {
    const page = [info('docs', true), info('b.txt', false)];
    const rows = listingRows(page, { dirs: 10, files: 99_990 });
    expect(rows.length).toBe(100_002);
    expect(rows.at(0)).toEqual({ kind: 'heading', section: 'folders' });
    expect(rows.at(11)).toEqual({ kind: 'heading', section: 'files' });
    expect(rows.at(12)).toMatchObject({ kind: 'item', item: { name: 'b.txt' } });
    expect(rows.at(100_001)).toEqual({ kind: 'placeholder', section: 'files', index: 99_989 });
    expect(rows.at(100_002)).toBeUndefined();
    expect(rows.slice(9, 14).map(labelOf)).toEqual(['…', '…', 'files', 'b.txt', '…']);
    // The same layout whatever is loaded; another when the headings move.
    expect(listingRows([], { dirs: 10, files: 99_990 }).shape).toBe(rows.shape);
    expect(listingRows(page, { dirs: 11, files: 99_989 }).shape).not.toBe(rows.shape);
  });
});
