import { randomUUID } from 'node:crypto';
import type { NamedLocks, Release } from '../../ports/coordination';
import { ATTEMPT_LUA, LEAVE_LUA, RENEW_LUA, TRY_LUA, lockKeys } from './redis-lock-scripts';
import type { RunScript } from './redis-script';

/** Channel on which a released name is announced, as `{ origin, name }` JSON. */
export const LOCK_CHANNEL = 'fb:lock-released';

/** A sleep that a wake cuts short; a wake while awake is kept for the next sleep. */
class Alarm {
  private pending = false;
  private ring: (() => void) | undefined;
  wake(): void {
    if (this.ring) this.ring();
    else this.pending = true;
  }
  sleep(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const ring = () => {
        clearTimeout(timer);
        this.ring = undefined;
        resolve();
      };
      const timer = setTimeout(ring, ms);
      this.ring = ring;
    });
  }
}

export interface RedisLocks extends NamedLocks {
  /** Wakes this process's waiters for `name` (announced released by another process). */
  nudge(name: string): void;
  /** Renews every held lock now (after a reconnect, before a waiter elsewhere takes it). */
  renewAll(): void;
  /** Gives up every held lock and place in line; waiting `acquire`s reject. */
  close(): void;
}

/**
 * Named locks on Redis. A holder's key has a lease (`leaseMs`), renewed every third of it while
 * held, so a process killed with -9 frees its locks within a lease. Waiters stand in one line
 * per name in Redis: the lock goes to the first live waiter, so they get it in the order their
 * `acquire` reached Redis (one process's in the order it called), none is starved, and a
 * waiter that fails to renew its place for a whole lease (its process died or stalled) loses
 * it (one that comes back rejoins at the end). Waiters do not poll: they try again when a
 * release is announced, and once per renewal to keep their place.
 */
export function redisLocks(
  run: RunScript,
  origin: string,
  leaseMs: number,
  warn: (message: string) => void,
): RedisLocks {
  const renewMs = Math.max(1, Math.floor(leaseMs / 3));
  // Per name, this process's waiters: each one's alarm and its token in Redis's line.
  const alarms = new Map<string, Map<Alarm, string>>();
  const held = new Map<string, { renew: () => void; release: Release }>();
  let closed = false;
  const refuseWhenClosed = () => {
    if (closed) throw new Error('coordination closed');
  };

  const nudge = (name: string) =>
    alarms.get(name)?.forEach((_token, alarm) => {
      alarm.wake();
    });
  const leave = (name: string, token: string) => {
    const notice = JSON.stringify({ origin, name });
    run(LEAVE_LUA, lockKeys(name), [token, LOCK_CHANNEL, notice]).then(
      () => nudge(name),
      (error: unknown) => {
        warn(`lock ${name}: not released (${String(error)}); its lease ends it`);
      },
    );
  };

  const hold = (name: string, token: string): Release => {
    const renew = () => {
      run(RENEW_LUA, lockKeys(name), [token, leaseMs]).then(
        (kept) => {
          if (kept === 1) return;
          warn(`lock ${name}: lost (its lease ran out and another process took it)`);
          clearInterval(timer);
        },
        (error: unknown) => {
          warn(`lock ${name}: lease not renewed (${String(error)})`);
        },
      );
    };
    const timer = setInterval(renew, renewMs);
    timer.unref();
    const release = () => {
      if (!held.delete(token)) return;
      clearInterval(timer);
      leave(name, token);
    };
    held.set(token, { renew, release });
    return release;
  };

  const acquire = async (name: string): Promise<Release> => {
    refuseWhenClosed();
    const token = randomUUID();
    const alarm = new Alarm();
    const line = alarms.get(name) ?? new Map<Alarm, string>();
    alarms.set(name, line.set(alarm, token));
    try {
      // The first attempt is sent before anything is awaited: calls join the line in order.
      while ((await run(ATTEMPT_LUA, lockKeys(name), [token, leaseMs])) !== 1) {
        await alarm.sleep(renewMs);
        refuseWhenClosed();
      }
    } catch (error) {
      // Closing left the line already, while the connection was still open.
      if (!closed) leave(name, token);
      throw error;
    } finally {
      line.delete(alarm);
      if (line.size === 0) alarms.delete(name);
    }
    return hold(name, token);
  };

  return {
    acquire,
    tryAcquire: async (name) => {
      const token = randomUUID();
      const taken = await run(TRY_LUA, lockKeys(name), [token, leaseMs]);
      return taken === 1 ? hold(name, token) : undefined;
    },
    nudge,
    renewAll: () => {
      held.forEach(({ renew }) => {
        renew();
      });
    },
    close: () => {
      closed = true;
      held.forEach(({ release }) => {
        release();
      });
      alarms.forEach((line, name) => {
        line.forEach((token, alarm) => {
          leave(name, token);
          alarm.wake();
        });
      });
    },
  };
}
