import type { BigIntStats } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HeaderTypeCache } from './header-type-cache';

const NOW_MS = 1_700_000_000_000;
const LONG_AGO_NS = BigInt(NOW_MS - 60_000) * 1_000_000n;

function stats(fields: Partial<Record<'ino' | 'size' | 'mtimeNs' | 'ctimeNs', bigint>> = {}) {
  return {
    dev: 1n,
    ino: 10n,
    size: 100n,
    mtimeNs: LONG_AGO_NS,
    ctimeNs: LONG_AGO_NS,
    ...fields,
  } as BigIntStats;
}

describe('HeaderTypeCache', () => {
  it('remembers a verdict while the file is unchanged', () => {
    const cache = new HeaderTypeCache();
    cache.set('notes', stats(), 'text', NOW_MS);
    expect(cache.get('notes', stats())).toBe('text');
  });

  it('forgets it when the name, size, mtime or ctime differ', () => {
    const cache = new HeaderTypeCache();
    cache.set('notes', stats(), 'text', NOW_MS);
    expect(cache.get('renamed', stats())).toBeUndefined();
    expect(cache.get('notes', stats({ size: 101n }))).toBeUndefined();
    expect(cache.get('notes', stats({ mtimeNs: LONG_AGO_NS + 1n }))).toBeUndefined();
    expect(cache.get('notes', stats({ ctimeNs: LONG_AGO_NS + 1n }))).toBeUndefined();
    expect(cache.get('notes', stats({ ino: 11n }))).toBeUndefined();
  });

  it('does not remember files changed in the last two seconds', () => {
    const cache = new HeaderTypeCache();
    const fresh = stats({ ctimeNs: BigInt(NOW_MS - 500) * 1_000_000n });
    cache.set('notes', fresh, 'text', NOW_MS);
    expect(cache.get('notes', fresh)).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new HeaderTypeCache(2);
    cache.set('a', stats({ ino: 1n }), 'text', NOW_MS);
    cache.set('b', stats({ ino: 2n }), 'blob', NOW_MS);
    cache.set('c', stats({ ino: 3n }), 'text', NOW_MS);
    expect(cache.get('a', stats({ ino: 1n }))).toBeUndefined();
    expect(cache.get('b', stats({ ino: 2n }))).toBe('blob');
    expect(cache.get('c', stats({ ino: 3n }))).toBe('text');
  });
});
