import { describe, expect, it } from 'vitest';
import { nextViewMode, variantOf } from './view-mode';

describe('view modes (frontend-behaviour §6.4)', () => {
  it('cycles list → mosaic → mosaic gallery → list', () => {
    expect(nextViewMode('list')).toBe('mosaic');
    expect(nextViewMode('mosaic')).toBe('mosaic gallery');
    expect(nextViewMode('mosaic gallery')).toBe('list');
  });

  it('treats an unknown or empty mode as the list', () => {
    expect(nextViewMode('')).toBe('list');
    expect(variantOf('')).toBe('list');
    expect(variantOf('mosaic')).toBe('mosaic');
    expect(variantOf('mosaic gallery')).toBe('gallery');
  });
});
