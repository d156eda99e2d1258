import type {
  AttemptLimiter,
  ChangeEvent,
  Coordination,
  NamedLocks,
  RateLimitOptions,
  Release,
} from '../../ports/coordination';

interface Entry {
  failures: number[];
  lockedUntil: number;
}

/** Beyond this many keys, a failure also sweeps out keys with nothing recent to remember. */
const SWEEP_AT_KEYS = 10_000;

/** Attempt counts in this process's memory. */
function memoryLimiter(rule: RateLimitOptions, now: () => number): AttemptLimiter {
  const entries = new Map<string, Entry>();
  const forgetStale = (windowStart: number) => {
    if (entries.size < SWEEP_AT_KEYS) return;
    const at = now();
    for (const [key, entry] of entries) {
      const recent = entry.failures.some((time) => time > windowStart);
      if (!recent && entry.lockedUntil <= at) entries.delete(key);
    }
  };
  return {
    retryAfter: (key) => {
      const entry = entries.get(key);
      const wait = entry ? entry.lockedUntil - now() : 0;
      return Promise.resolve(wait > 0 ? Math.ceil(wait / 1000) : 0);
    },
    fail: (key) => {
      const at = now();
      const windowStart = at - rule.windowSeconds * 1000;
      const entry = entries.get(key) ?? { failures: [], lockedUntil: 0 };
      entry.failures = entry.failures.filter((time) => time > windowStart);
      entry.failures.push(at);
      if (entry.failures.length >= rule.maxAttempts) {
        entry.lockedUntil = at + rule.lockoutSeconds * 1000;
        entry.failures = [];
      }
      entries.set(key, entry);
      forgetStale(windowStart);
      return Promise.resolve();
    },
    reset: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
}

/**
 * Locks as a queue per name: each holder's turn is a promise that settles when it releases,
 * and the next `acquire` waits on the last turn in line. Also the local-disk driver's own
 * locks when it is made without the server's.
 */
export function memoryLocks(): NamedLocks {
  const lastTurn = new Map<string, Promise<void>>();
  const enterQueue = (name: string): Release => {
    let release: Release = () => undefined;
    const turn = new Promise<void>((resolve) => {
      release = () => {
        // The last in line forgets the name, so the map only holds names in use.
        if (lastTurn.get(name) === turn) lastTurn.delete(name);
        resolve();
      };
    });
    lastTurn.set(name, turn);
    return release;
  };
  return {
    acquire: async (name) => {
      const before = lastTurn.get(name);
      const release = enterQueue(name);
      await before;
      return release;
    },
    tryAcquire: (name) => Promise.resolve(lastTurn.has(name) ? undefined : enterQueue(name)),
  };
}

/**
 * The embedded coordination: one process, nothing shared beyond it. `now` is the clock the
 * attempt counters use (ms since the epoch); tests move it.
 */
export function inProcessCoordination(now: () => number = Date.now): Coordination {
  const limiters = new Map<string, AttemptLimiter>();
  const listeners = new Set<(event: ChangeEvent) => void | Promise<void>>();
  return {
    limiter: (name, rule) => {
      const existing = limiters.get(name);
      if (existing) return existing;
      const limiter = memoryLimiter(rule, now);
      limiters.set(name, limiter);
      return limiter;
    },
    locks: memoryLocks(),
    events: {
      // Listeners run, and their promises settle, before the publish does; one that fails
      // rejects it, as a failed clean-up fails the request that caused it.
      publish: async (event) => {
        const settled = [...listeners].map(async (listener) => {
          await listener(event);
        });
        await Promise.all(settled);
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
    close: () => {
      listeners.clear();
      return Promise.resolve();
    },
  };
}
