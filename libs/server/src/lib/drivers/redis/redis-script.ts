import type { Redis } from 'ioredis';
import { HttpError } from '../../core/http-error';

/** Runs a Lua script atomically on Redis; a failure is the coordination being unavailable. */
export type RunScript = (
  lua: string,
  keys: readonly string[],
  args: readonly (string | number)[],
) => Promise<unknown>;

/**
 * Milliseconds on Redis's own clock, for scripts: one clock for every node, whatever theirs
 * say. (Redis 7 replicates a script's effects, so TIME may precede writes.)
 */
export const REDIS_NOW_LUA = `
local function redis_now()
  local time = redis.call('TIME')
  return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
`;

/**
 * What a route answers while Redis cannot be reached: 503 with a cause that names no address
 * (the client sees it); ioredis's own error stays attached for the server's log.
 */
function unavailable(error: unknown): HttpError {
  const refusal = new HttpError(503, 'the coordination service is unreachable');
  refusal.cause = error;
  return refusal;
}

/**
 * Scripts go as EVAL with their text, not EVALSHA: Redis caches them by hash all the same,
 * and there is no NOSCRIPT retry after a restart that could reorder a connection's commands
 * (the lock queue relies on one process's calls reaching Redis in the order they were made).
 * The call to `redis.eval` happens before the first await, so it is sent in call order.
 */
export function scriptRunner(redis: Redis): RunScript {
  return async (lua, keys, args) => {
    try {
      return await redis.eval(lua, keys.length, ...keys, ...args);
    } catch (error) {
      throw unavailable(error);
    }
  };
}
