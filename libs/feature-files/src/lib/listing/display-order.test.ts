import type { FileInfo } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { displayOrder, listingRows } from './display-order';

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

  it('puts folders first, each section in the server order, under headings', () => {
    expect(
      listingRows(items).map((row) => (row.kind === 'heading' ? row.section : row.item.name)),
    ).toEqual(['folders', 'docs', 'pics', 'files', 'b.txt', 'a.txt']);
    expect(displayOrder(items)).toEqual(['docs', 'pics', 'b.txt', 'a.txt']);
  });

  it('leaves out the heading of an empty section', () => {
    expect(listingRows([info('a.txt', false)]).map((row) => row.kind)).toEqual(['heading', 'item']);
    expect(listingRows([])).toEqual([]);
  });
});
