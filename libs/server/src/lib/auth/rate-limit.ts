import { isIPv4 } from 'node:net';
import type { RateLimitOptions } from '../ports/coordination';

/** Defaults: 10 failures in 15 minutes lock that client and username out for 15 minutes. */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = {
  maxAttempts: 10,
  windowSeconds: 15 * 60,
  lockoutSeconds: 15 * 60,
};

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
