import { describe, expect, it } from 'vitest';
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
  it('runs every item, never more than the limit at once, and counts them as they finish', async () => {
    const worker = gatedWorker();
    const counts: number[] = [];
    const items = Array.from({ length: 12 }, (_, index) => index);
    await runBounded(items, worker.work, (done) => counts.push(done));
    expect(worker.started.sort((a, b) => a - b)).toEqual(items);
    expect(worker.most()).toBe(ACTION_CONCURRENCY);
    expect(counts).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it('stops starting new items after the first failure and throws it', async () => {
    const worker = gatedWorker();
    const items = Array.from({ length: 100 }, (_, index) => index);
    await expect(runBounded(items, worker.work)).rejects.toThrow('item 13 failed');
    // The lanes running at the failure end their item; nothing after them starts.
    expect(worker.started.length).toBeLessThan(14 + ACTION_CONCURRENCY);
  });
});
