import { describe, expect, it } from 'vitest';
import { Pacer, sortPaced } from './pacing';

/** Holds the thread for `ms`, as listing work between two `due()` checks does. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('Pacer', () => {
  it('resumes all paused work each turn of the event loop, sharing one slice between them', async () => {
    // What happened, in order: `t` once a turn of the event loop (an immediate that queues
    // itself again), a task's letter for each millisecond step of its work. Four tasks of 40
    // steps: after its first slice, each gets a quarter of the 8 ms a turn. Were each resumed
    // with a whole slice, a turn would hold ~36 steps; were one resumed a turn, the others
    // would wait.
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
        log.push(name);
        spin(1);
        if (pacer.due()) await pacer.pause();
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map(task));
    done.abort();
    await ticker;
    // Each task's first slice runs when it is called, before the first turn.
    const turns = log.slice(log.indexOf('t', 1)).join('').split('t').filter(Boolean);
    for (const turn of turns) expect(turn.length).toBeLessThanOrEqual(16);
    for (const turn of turns.slice(0, 3)) expect([...new Set(turn)].sort().join('')).toBe('abcd');
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
    const keys = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 101);
    const indices = Uint32Array.from(keys.keys());
    const byKey = (a: number, b: number) => (keys[a] ?? 0) - (keys[b] ?? 0);
    const sorted = await sortPaced(indices, byKey, new Pacer());
    expect(Array.from(sorted)).toEqual(Array.from(keys.keys()).sort(byKey));
  });
});
