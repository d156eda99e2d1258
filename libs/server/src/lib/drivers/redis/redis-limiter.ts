import type { AttemptLimiter, RateLimitOptions } from '../../ports/coordination';
import { REDIS_NOW_LUA, type RunScript } from './redis-script';

/**
 * The clock: ARGV[1] when the caller gave one (tests move it), else Redis's own. An entry is
 * JSON `{ f: [failure times, ms], u: locked until, ms }`, the same record the in-process driver
 * keeps; 13-digit millisecond times survive cjson's 14 significant digits.
 */
const READ_ENTRY_LUA = `${REDIS_NOW_LUA}
local now = tonumber(ARGV[1]) or redis_now()
local raw = redis.call('GET', KEYS[1])
local entry = raw and cjson.decode(raw) or { f = {}, u = 0 }
`;

/** KEYS: the counter. ARGV: now or '', window ms, max attempts, lockout ms. */
const FAIL_LUA = `${READ_ENTRY_LUA}
local window, most, lockout = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local recent = {}
for _, at in ipairs(entry.f) do
  if at > now - window then recent[#recent + 1] = at end
end
recent[#recent + 1] = now
local locked = entry.u
if #recent >= most then
  locked = now + lockout
  recent = {}
end
-- The key lives as long as it has something to remember (failures in the window, a
-- lockout), then Redis forgets it.
local ttl = locked - now
if #recent > 0 then ttl = math.max(ttl, window) end
redis.call('SET', KEYS[1], cjson.encode({ f = recent, u = locked }), 'PX', math.max(ttl, 1))
return 1
`;

/** KEYS: the counter. ARGV: now or ''. Returns whole seconds still locked out. */
const RETRY_AFTER_LUA = `${READ_ENTRY_LUA}
local wait = entry.u - now
if wait <= 0 then return 0 end
return math.ceil(wait / 1000)
`;

/**
 * Attempt counts under `fb:limit:<name>:<key>`, shared by every node on the Redis: each call
 * is one script, so failures counted on three nodes at once add up. `now` overrides Redis's
 * clock (tests).
 */
export function redisLimiter(
  run: RunScript,
  name: string,
  rule: RateLimitOptions,
  now?: () => number,
): AttemptLimiter {
  const keyOf = (key: string) => [`fb:limit:${name}:${key}`];
  const clock = () => (now ? now() : '');
  return {
    retryAfter: async (key) => Number(await run(RETRY_AFTER_LUA, keyOf(key), [clock()])),
    fail: async (key) => {
      const { windowSeconds, maxAttempts, lockoutSeconds } = rule;
      await run(FAIL_LUA, keyOf(key), [
        clock(),
        windowSeconds * 1000,
        maxAttempts,
        lockoutSeconds * 1000,
      ]);
    },
    reset: async (key) => {
      await run('redis.call("DEL", KEYS[1]) return 1', keyOf(key), []);
    },
  };
}
