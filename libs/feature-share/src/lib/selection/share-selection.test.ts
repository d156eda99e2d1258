import { describe, expect, it } from 'vitest';
import { clickSelection, SHARE_STEP, showMore } from './share-selection';

const order = ['dir', 'a', 'b', 'c', 'd'];
const plain = { toggle: false, shift: false, multiple: false };

describe('clickSelection', () => {
  it('selects only the clicked item on a plain click', () => {
    expect(clickSelection([], order, 'b', plain)).toEqual(['b']);
    expect(clickSelection(['a', 'c'], order, 'b', plain)).toEqual(['b']);
    expect(clickSelection(['a', 'c'], order, 'c', plain)).toEqual(['c']);
  });

  it('adds and removes items with Ctrl or in multiple mode', () => {
    expect(clickSelection(['a'], order, 'c', { ...plain, toggle: true })).toEqual(['a', 'c']);
    expect(clickSelection(['a', 'c'], order, 'a', { ...plain, toggle: true })).toEqual(['c']);
    expect(clickSelection(['a'], order, 'd', { ...plain, multiple: true })).toEqual(['a', 'd']);
    expect(clickSelection(['a', 'd'], order, 'd', { ...plain, multiple: true })).toEqual(['a']);
  });

  it('adds the range from the anchor with Shift, in either direction, without duplicates', () => {
    expect(clickSelection(['a'], order, 'c', { ...plain, shift: true })).toEqual(['a', 'b', 'c']);
    expect(clickSelection(['d', 'b'], order, 'a', { ...plain, shift: true })).toEqual([
      'd',
      'b',
      'a',
      'c',
    ]);
    expect(clickSelection([], order, 'c', { ...plain, shift: true })).toEqual(['c']);
  });
});

describe('showMore', () => {
  it('adds another hundred, never more than there are', () => {
    expect(SHARE_STEP).toBe(100);
    expect(showMore(100, 350)).toBe(200);
    expect(showMore(300, 350)).toBe(350);
  });
});
