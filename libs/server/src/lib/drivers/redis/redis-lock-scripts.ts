import { REDIS_NOW_LUA } from './redis-script';

// The Lua scripts of the named locks (redis-locks.ts); each runs atomically in Redis.

/**
 * A lock name's keys: `fb:lock:<name>` holds the holder's token (with a lease as its expiry),
 * `fb:lock-queue:<name>` the waiters' tokens in arrival order, and `fb:lock-alive:<name>` each
 * waiter's deadline: a waiter that stops renewing its place (its process died) is passed over.
 */
export function lockKeys(name: string): string[] {
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
export const ATTEMPT_LUA = `${LIVE_HEAD_LUA}
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
export const TRY_LUA = `${LIVE_HEAD_LUA}
if redis.call('EXISTS', KEYS[1]) == 1 or live_head(redis_now()) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', tonumber(ARGV[2]))
return 1
`;

/**
 * ARGV: token, lease ms. Extends the holder's lease; takes the lock back when its key is gone
 * (Redis restarted without persistence, or this process stalled past the lease and nobody
 * took it). Returns 0 when someone else holds it now.
 */
export const RENEW_LUA = `
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', tonumber(ARGV[2]))
return 1
`;

/** ARGV: token, channel, message. Gives up the lock or the place in line; tells the waiters. */
export const LEAVE_LUA = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
redis.call('LREM', KEYS[2], 1, ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('PUBLISH', ARGV[2], ARGV[3])
return 1
`;
