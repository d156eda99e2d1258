import { describe, expect, it } from 'vitest';
import { mapBounded } from './map-bounded';

describe('mapBounded', () => {
  it('keeps order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const result = await mapBounded([5, 1, 4, 2, 3], 2, async (value) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running--;
      return value * 10;
    });
    expect(result).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });

  it('rejects with the first error and stops starting new work', async () => {
    const started: number[] = [];
    const outcome = mapBounded([1, 2, 3, 4], 1, (value) => {
      started.push(value);
      return value === 2 ? Promise.reject(new Error('boom')) : Promise.resolve(value);
    });
    await expect(outcome).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
  });

  it('handles an empty list', async () => {
    expect(await mapBounded([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
