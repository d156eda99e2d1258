import type { FileInfo } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { displayOrder, listingRows, type ListingRow } from './display-order';

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

  const labelOf = (row: ListingRow) =>
    row.kind === 'item' ? row.item.name : row.kind === 'heading' ? row.section : '…';

  it('puts folders first, each section in the server order, under headings', () => {
    expect(listingRows(items).map(labelOf)).toEqual([
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
    expect(listingRows([info('a.txt', false)]).map((row) => row.kind)).toEqual(['heading', 'item']);
    expect(listingRows([])).toEqual([]);
  });

  it('holds a row for each entry not loaded yet, so a first page sits where the whole puts it', () => {
    const page = [info('docs', true), info('b.txt', false)];
    expect(listingRows(page, { dirs: 2, files: 3 }).map(labelOf)).toEqual([
      'folders',
      'docs',
      '…',
      'files',
      'b.txt',
      '…',
      '…',
    ]);
    // A section the page has nothing of yet still gets its heading and its rows.
    expect(listingRows([info('b.txt', false)], { dirs: 1, files: 1 }).map(labelOf)).toEqual([
      'folders',
      '…',
      'files',
      'b.txt',
    ]);
  });
});
