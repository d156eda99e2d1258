import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTION_CONCURRENCY, runBounded } from './run-bounded';

/** A worker whose calls finish when the test says, recording how many ran at once. */
function gatedWorker() {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const work = async (item: number) => {
    started.push(item);
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 1));
    running -= 1;
    if (item === 13) throw new Error(`item ${String(item)} failed`);
  };
  return { work, started, most: () => most };
}

describe('runBounded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs every item, never more than the limit at once, and reports when all are done', async () => {
    const worker = gatedWorker();
    const counts: number[] = [];
    const items = Array.from({ length: 12 }, (_, index) => index);
    await runBounded(items, worker.work, (done) => counts.push(done));
    expect(worker.started.sort((a, b) => a - b)).toEqual(items);
    expect(worker.most()).toBe(ACTION_CONCURRENCY);
    expect(counts.at(-1)).toBe(12);
  });

  it('reports the count at most every 100 ms while items finish', async () => {
    // Each reading of the clock is 40 ms later than the one before.
    let clock = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 40));
    const counts: number[] = [];
    const items = Array.from({ length: 30 }, (_, index) => index);
    await runBounded(
      items,
      async () => {},
      (done) => counts.push(done),
    );
    expect(counts.length).toBeLessThan(15);
    expect(counts.at(-1)).toBe(30);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('stops starting new items after the first failure and throws it', async () => {
    const worker = gatedWorker();
    const items = Array.from({ length: 100 }, (_, index) => index);
    await expect(runBounded(items, worker.work)).rejects.toThrow('item 13 failed');
    // The lanes running at the failure end their item; nothing after them starts.
    expect(worker.started.length).toBeLessThan(14 + ACTION_CONCURRENCY);
  });
});
