import { HttpError } from '../core/http-error';

/**
 * Runs at most `limit` jobs at once and queues at most `maxQueued` more; beyond that new jobs
 * are refused with 503, so a folder of thousands of photos cannot pile up decoders in memory.
 */
export class WorkPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueued = 1000,
  ) {}

  /** Runs `job` when a slot is free; 503 when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxQueued) throw new HttpError(503);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job; only when none waits does it free up.
      if (next) next();
      else this.running--;
    }
  }
}
