import { describe, expect, it } from 'vitest';
import { chooseCoding } from './accept-encoding';

describe('chooseCoding', () => {
  it('weighs q-values, * and identity as RFC 9110 §12.5.3 says', () => {
    expect(chooseCoding(undefined, ['br', 'gzip'])).toBe('identity');
    expect(chooseCoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', [])).toBe('identity');
    expect(chooseCoding('BR;Q=1', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('br;q=0.9, identity;q=1', ['br'])).toBe('identity');
    expect(chooseCoding('*;q=0', ['br', 'gzip'])).toBe('identity');
    expect(chooseCoding('br;q=abc, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br;q=2, gzip', ['br', 'gzip'])).toBe('gzip');
    // A listed coding wins over identity the client did not name, however low its q.
    expect(chooseCoding('gzip;q=0.001', ['br', 'gzip'])).toBe('gzip');
  });
});
