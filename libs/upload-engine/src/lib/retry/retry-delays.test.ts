import { describe, expect, it } from 'vitest';
import { retryDelays } from './retry-delays';

describe('retryDelays', () => {
  it('retries at once, then after 1 s doubling', () => {
    expect(retryDelays(5)).toEqual([0, 1000, 2000, 4000, 8000]);
  });

  it('caps each delay at 20 s', () => {
    expect(retryDelays(8)).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 20_000, 20_000]);
  });

  it('gives one immediate retry for a count of 1', () => {
    expect(retryDelays(1)).toEqual([0]);
  });

  it('disables retries for counts below one', () => {
    expect(retryDelays(0)).toEqual([]);
    expect(retryDelays(-3)).toEqual([]);
    expect(retryDelays(Number.NaN)).toEqual([]);
  });
});
