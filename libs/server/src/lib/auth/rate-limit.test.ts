import { describe, expect, it } from 'vitest';
import { AttemptLimiter, clientKey } from './rate-limit';

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64 network (K63)', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});

describe('AttemptLimiter', () => {
  it('locks a key out after too many failures in the window, then lets it try again', () => {
    let now = 0;
    const limiter = new AttemptLimiter(
      { maxAttempts: 2, windowSeconds: 10, lockoutSeconds: 30 },
      () => now,
    );
    limiter.fail('a');
    now = 11_000;
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(30);
    expect(limiter.retryAfter('b')).toBe(0);
    now += 29_500;
    expect(limiter.retryAfter('a')).toBe(1);
    now += 500;
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.fail('a');
    limiter.reset('a');
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
