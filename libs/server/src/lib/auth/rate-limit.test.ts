import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit';

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
