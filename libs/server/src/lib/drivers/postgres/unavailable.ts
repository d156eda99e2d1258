import { HttpError } from '../../core/http-error';

/** Socket errors of a connection to the engine that broke or never came up. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether `error` says PostgreSQL cannot be reached, rather than that a statement failed: a
 * socket error, a connection exception (SQLSTATE class 08), the engine shutting down or starting
 * (57P01–57P03), too many connections (53300), or pg's own words for a lost connection or a
 * pool that found none in time.
 */
function isUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || code.startsWith('08')) return true;
    if (['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
      message,
    )
  );
}

/**
 * A repository whose calls answer 503 while PostgreSQL is down (a restart, a failover), as the
 * Redis driver does: the routes say the service is unavailable, with no address, and the pool
 * reconnects on a later call. Any other error passes through unchanged.
 */
export function answeringUnavailable<T extends object>(repository: T): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(repository) as [string, unknown][]) {
    guarded[name] =
      typeof method === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
            } catch (error) {
              if (!isUnreachable(error)) throw error;
              const refusal = new HttpError(503, 'the database is unreachable');
              refusal.cause = error;
              throw refusal;
            }
          }
        : method;
  }
  return guarded as T;
}
