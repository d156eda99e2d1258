import { describe, expect, it } from 'vitest';
import { commonPrefix, safeEntryName } from './archive-entries';

describe('archive entry names (K31)', () => {
  it('turns backslashes into `_` so they never separate, and refuses unclean paths', () => {
    expect(safeEntryName('..\\..\\evil.sh')).toBe('.._.._evil.sh');
    expect(safeEntryName('dir/a\\b.txt')).toBe('dir/a_b.txt');
    expect(safeEntryName('../evil.sh')).toBeNull();
    expect(safeEntryName('a/./b')).toBeNull();
    expect(safeEntryName('/etc/passwd')).toBeNull();
    expect(safeEntryName('C:evil')).toBeNull();
    expect(safeEntryName('')).toBeNull();
  });

  it('finds the common folder by whole segments', () => {
    expect(commonPrefix(['/dir/a.txt', '/dir/b.txt'])).toBe('/dir');
    expect(commonPrefix(['/photos'])).toBe('/photos');
    expect(commonPrefix(['/ab/x', '/abc/y'])).toBe('/');
  });
});
