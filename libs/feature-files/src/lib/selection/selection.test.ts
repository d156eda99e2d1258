import { describe, expect, it } from 'vitest';
import { isDoubleClick, keepExisting, opensOnClick, rangeSelection } from './selection';

const order = ['docs', 'photos', 'a.txt', 'b.txt', 'c.txt'];
const plain = { toggle: false, shift: false, multiple: false };

describe('open rules', () => {
  it('a second click on the same item within 300 ms is a double click', () => {
    expect(isDoubleClick({ name: 'a.txt', at: 1000 }, 'a.txt', 1300)).toBe(true);
    expect(isDoubleClick({ name: 'a.txt', at: 1000 }, 'a.txt', 1301)).toBe(false);
    expect(isDoubleClick({ name: 'a.txt', at: 1000 }, 'b.txt', 1100)).toBe(false);
    expect(isDoubleClick(undefined, 'a.txt', 1100)).toBe(false);
  });

  it('single-click opens on a plain click only', () => {
    expect(opensOnClick(true, plain)).toBe(true);
    expect(opensOnClick(false, plain)).toBe(false);
    expect(opensOnClick(true, { ...plain, toggle: true })).toBe(false);
    expect(opensOnClick(true, { ...plain, shift: true })).toBe(false);
    expect(opensOnClick(true, { ...plain, multiple: true })).toBe(false);
  });

  it('a reload keeps the selected names that still exist', () => {
    expect(keepExisting(['gone.txt', 'b.txt', 'docs'], order)).toEqual(['b.txt', 'docs']);
  });
});

describe('rangeSelection (Shift+arrow)', () => {
  it('reaches from the anchor to the new place, and shrinks back towards it', () => {
    expect(rangeSelection(['photos'], order, 'a.txt')).toEqual(['photos', 'a.txt']);
    expect(rangeSelection(['photos', 'a.txt'], order, 'b.txt')).toEqual([
      'photos',
      'a.txt',
      'b.txt',
    ]);
    expect(rangeSelection(['photos', 'a.txt', 'b.txt'], order, 'a.txt')).toEqual([
      'photos',
      'a.txt',
    ]);
    expect(rangeSelection(['photos', 'a.txt'], order, 'docs')).toEqual(['photos', 'docs']);
  });

  it('starts at the new place when nothing is selected', () => {
    expect(rangeSelection([], order, 'b.txt')).toEqual(['b.txt']);
  });
});
