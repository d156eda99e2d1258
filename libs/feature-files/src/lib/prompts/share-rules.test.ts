import type { Share } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { sharePassword, sortShares } from './share-rules';

const share = (hash: string, expire: number): Share => ({
  hash,
  path: '/a.txt',
  userID: 1,
  expire,
  hasPassword: false,
});

describe('share prompt rules', () => {
  it('lists never-expiring links first, then by expiry', () => {
    const sorted = sortShares([share('c', 300), share('a', 0), share('d', 100), share('b', 0)]);
    expect(sorted.map((each) => each.hash)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('trims the password and sends none when blank', () => {
    expect(sharePassword('  secret ')).toBe('secret');
    expect(sharePassword('   ')).toBeUndefined();
  });
});
