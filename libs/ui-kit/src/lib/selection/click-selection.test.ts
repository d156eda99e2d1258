import { describe, expect, it } from 'vitest';
import { clickSelection } from './click-selection';

const order = ['docs', 'photos', 'a.txt', 'b.txt', 'c.txt'];
const plain = { toggle: false, shift: false, multiple: false };

describe('clickSelection (frontend-behaviour §6.5)', () => {
  it('a plain click selects only the clicked item', () => {
    expect(clickSelection([], order, 'b.txt', plain)).toEqual(['b.txt']);
    expect(clickSelection(['docs', 'a.txt'], order, 'b.txt', plain)).toEqual(['b.txt']);
  });

  it('a plain click on a selected item keeps only that item', () => {
    expect(clickSelection(['docs', 'a.txt'], order, 'a.txt', plain)).toEqual(['a.txt']);
  });

  it('Ctrl/Meta adds an item and removes a selected one', () => {
    const toggle = { ...plain, toggle: true };
    expect(clickSelection(['docs'], order, 'b.txt', toggle)).toEqual(['docs', 'b.txt']);
    expect(clickSelection(['docs', 'b.txt'], order, 'docs', toggle)).toEqual(['b.txt']);
  });

  it('multiple-selection mode behaves like Ctrl held', () => {
    const multiple = { ...plain, multiple: true };
    expect(clickSelection(['docs'], order, 'c.txt', multiple)).toEqual(['docs', 'c.txt']);
    expect(clickSelection(['docs', 'c.txt'], order, 'c.txt', multiple)).toEqual(['docs']);
  });

  it('Shift adds the range from the anchor, either direction, without duplicates', () => {
    const shift = { ...plain, shift: true };
    expect(clickSelection(['photos'], order, 'b.txt', shift)).toEqual(['photos', 'a.txt', 'b.txt']);
    expect(clickSelection(['b.txt', 'docs'], order, 'docs', shift)).toEqual(['docs']);
    expect(clickSelection(['c.txt', 'a.txt'], order, 'photos', shift)).toEqual([
      'c.txt',
      'a.txt',
      'photos',
      'b.txt',
    ]);
  });

  it('Shift with nothing selected selects just the item', () => {
    expect(clickSelection([], order, 'a.txt', { ...plain, shift: true })).toEqual(['a.txt']);
  });
});
