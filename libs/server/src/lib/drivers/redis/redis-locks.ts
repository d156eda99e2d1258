import { randomUUID } from 'node:crypto';
import type { NamedLocks, Release } from '../../ports/coordination';
import { REDIS_NOW_LUA, type RunScript } from './redis-script';

/**
 * A lock name's keys: `fb:lock:<name>` holds the holder's token (with a lease as its expiry),
 * `fb:lock-queue:<name>` the waiters' tokens in arrival order, and `fb:lock-alive:<name>` each
 * waiter's deadline: a waiter that stops renewing its place (its process died) is passed over.
 */
function lockKeys(name: string): string[] {
  return [`fb:lock:${name}`, `fb:lock-queue:${name}`, `fb:lock-alive:${name}`];
}

/** The first waiter still alive, dropping dead ones from the head of the line. */
const LIVE_HEAD_LUA = `${REDIS_NOW_LUA}
local function live_head(now)
  while true do
    local head = redis.call('LINDEX', KEYS[2], 0)
    if not head then return false end
    local deadline = redis.call('ZSCORE', KEYS[3], head)
    if deadline and tonumber(deadline) > now then return head end
    redis.call('LPOP', KEYS[2])
    redis.call('ZREM', KEYS[3], head)
  end
end
`;

/**
 * ARGV: token, lease ms. Joins the line (or renews the place in it) and takes the lock when
 * it is free and this token is first. Returns 1 when this token holds the lock.
 */
const ATTEMPT_LUA = `${LIVE_HEAD_LUA}
local token, lease = ARGV[1], tonumber(ARGV[2])
local holder = redis.call('GET', KEYS[1])
if holder == token then return 1 end
local now = redis_now()
if not redis.call('ZSCORE', KEYS[3], token) then redis.call('RPUSH', KEYS[2], token) end
redis.call('ZADD', KEYS[3], now + lease, token)
local granted = 0
if not holder and live_head(now) == token then
  redis.call('LPOP', KEYS[2])
  redis.call('ZREM', KEYS[3], token)
  redis.call('SET', KEYS[1], token, 'PX', lease)
  granted = 1
end
-- A line nobody renews any more is forgotten.
redis.call('PEXPIRE', KEYS[2], 2 * lease)
redis.call('PEXPIRE', KEYS[3], 2 * lease)
return granted
`;

/** ARGV: token, lease ms. Takes the lock only when nobody holds it or waits for it. */
const TRY_LUA = `${LIVE_HEAD_LUA}
if redis.call('EXISTS', KEYS[1]) == 1 or live_head(redis_now()) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', tonumber(ARGV[2]))
return 1
`;

/**
 * ARGV: token, lease ms. Extends the holder's lease; takes the lock back when its key is gone
 * (Redis restarted without persistence, or this process stalled past the lease and nobody
 * took it). Returns 0 when someone else holds it now.
 */
const RENEW_LUA = `
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', tonumber(ARGV[2]))
return 1
`;

/** ARGV: token, channel, message. Gives up the lock or the place in line; tells the waiters. */
const LEAVE_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
redis.call('LREM', KEYS[2], 1, ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1
`;

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
  const alarms = new Map<string, Set<Alarm>>();
  const held = new Map<string, { renew: () => void; release: Release }>();
  let closed = false;
  const refuseWhenClosed = () => {
    if (closed) throw new Error('coordination closed');
  };

  const nudge = (name: string) =>
    alarms.get(name)?.forEach((alarm) => {
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
    const line = alarms.get(name) ?? new Set<Alarm>();
    alarms.set(name, line.add(alarm));
    try {
      // The first attempt is sent before anything is awaited: calls join the line in order.
      while ((await run(ATTEMPT_LUA, lockKeys(name), [token, leaseMs])) !== 1) {
        await alarm.sleep(renewMs);
        refuseWhenClosed();
      }
    } catch (error) {
      leave(name, token);
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
      alarms.forEach((line) => {
        line.forEach((alarm) => {
          alarm.wake();
        });
      });
    },
  };
}
