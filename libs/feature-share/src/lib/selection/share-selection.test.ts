import { describe, expect, it } from 'vitest';
import { SHARE_STEP, showMore } from './share-selection';

describe('showMore', () => {
  it('adds another hundred, never more than there are', () => {
    expect(SHARE_STEP).toBe(100);
    expect(showMore(100, 350)).toBe(200);
    expect(showMore(300, 350)).toBe(350);
  });
});
