import { describe, expect, it } from 'vitest';
import { HttpError } from '../core/http-error';
import { WorkPool } from './work-pool';

describe('WorkPool (bounded memory for previews)', () => {
  it('runs at most `limit` jobs at once, queues the rest, and refuses past the queue with 503', async () => {
    const pool = new WorkPool(2, 1);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      pool.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return 'done';
      });
    const started = [job(), job(), job()];
    await expect(job()).rejects.toEqual(new HttpError(503));
    await Promise.resolve();
    expect(running).toBe(2);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(started)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
  });
});
