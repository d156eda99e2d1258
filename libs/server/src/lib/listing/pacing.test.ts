import { describe, expect, it } from 'vitest';
import { Pacer, sortPaced } from './pacing';

/** Holds the thread for `ms`, as listing work between two `due()` checks does. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('Pacer', () => {
  it('gives paused work one slice per turn of the event loop, whoever paused', async () => {
    // What happened, in order: `t` once a turn of the event loop (an immediate that queues
    // itself again), a letter when that task started a slice. Four tasks of ~40 ms each, sliced
    // at 8 ms. Were each pacer resumed by an immediate of its own, every turn would run all four.
    const log: string[] = [];
    const done = new AbortController();
    const ticker = (async () => {
      while (!done.signal.aborted) {
        log.push('t');
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const task = async (name: string) => {
      const pacer = new Pacer();
      for (let step = 0; step < 40; step++) {
        if (step === 0 || log.at(-1) !== name) log.push(name);
        spin(1);
        if (pacer.due()) {
          await pacer.pause();
          log.push(name);
        }
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(task));
    done.abort();
    await ticker;
    // After the first slices (each task starts in the turn it was called in), no two slices
    // start in one turn.
    const afterStart = log.slice(log.indexOf('t', 5)).join('');
    expect(afterStart).not.toMatch(/[a-d][a-d]/);
    for (const name of 'abcd') expect(afterStart).toContain(name);
  });

  it('resumes every caller that paused on one pacer, in one turn', async () => {
    const pacer = new Pacer();
    spin(9);
    expect(pacer.due()).toBe(false); // the slice starts at the first question
    spin(9);
    expect(pacer.due()).toBe(true);
    const resumed: number[] = [];
    await Promise.all([1, 2, 3].map((n) => pacer.pause().then(() => resumed.push(n))));
    expect(resumed).toEqual([1, 2, 3]);
    expect(pacer.due()).toBe(false);
  });
});

describe('sortPaced', () => {
  it('sorts as Array.prototype.sort does, stable, across many runs', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ key: (i * 7919) % 101, i }));
    const sorted = await sortPaced(items, (a, b) => a.key - b.key, new Pacer());
    expect(sorted).toEqual(items.slice().sort((a, b) => a.key - b.key));
  });
});
