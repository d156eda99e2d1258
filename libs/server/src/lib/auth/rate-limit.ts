import { isIPv4 } from 'node:net';

/** How many failed attempts a client may make before it is locked out for a while. */
export interface RateLimitOptions {
  /** Failures allowed per client and username within `windowSeconds`. */
  maxAttempts: number;
  windowSeconds: number;
  /** How long a client stays refused (429) once over the limit. */
  lockoutSeconds: number;
}

/** Defaults: 10 failures in 15 minutes lock that client and username out for 15 minutes. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  maxAttempts: 10,
  windowSeconds: 15 * 60,
  lockoutSeconds: 15 * 60,
};

interface Entry {
  failures: number[];
  lockedUntil: number;
}

/**
 * In-memory attempt counter (security-requirements K52, K63). Keys are built by the caller from
 * the socket peer, never from spoofable headers. A Redis-backed counter replaces it for
 * several nodes.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.entries.get(key);
    const wait = entry ? entry.lockedUntil - this.now() : 0;
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /** Records a failed (or, for signup, any) attempt; locks the key out once over the limit. */
  fail(key: string): void {
    const now = this.now();
    const windowStart = now - this.options.windowSeconds * 1000;
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((time) => time > windowStart);
    entry.failures.push(now);
    if (entry.failures.length >= this.options.maxAttempts) {
      entry.lockedUntil = now + this.options.lockoutSeconds * 1000;
      entry.failures = [];
    }
    this.entries.set(key, entry);
    this.forgetStale(windowStart);
  }

  /** Forgets a key after a successful attempt. */
  reset(key: string): void {
    this.entries.delete(key);
  }

  private forgetStale(windowStart: number): void {
    if (this.entries.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.entries) {
      const recent = entry.failures.some((time) => time > windowStart);
      if (!recent && entry.lockedUntil <= now) this.entries.delete(key);
    }
  }
}

/**
 * The client part of a rate-limit key: the IPv4 address, or the /64 network of an IPv6
 * address, since one IPv6 client usually owns a whole /64 (security-requirements K63).
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIPv4(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = address.includes('::') ? [...left, ...zeros, ...right] : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}
