import { describe, expect, it } from 'vitest';
import { canSubmitName, childPath, cleanName } from './prompt-rules';

describe('name prompt rules', () => {
  it('trims the typed name', () => {
    expect(cleanName('  report.txt \n')).toBe('report.txt');
  });

  it('ignores empty, dot and slash names', () => {
    for (const typed of ['', '   ', '.', '..', 'a/b']) expect(canSubmitName(typed)).toBe(false);
    expect(canSubmitName(' notes ')).toBe(true);
  });

  it('refuses a rename to the same name', () => {
    expect(canSubmitName('a.txt', 'a.txt')).toBe(false);
    expect(canSubmitName(' a.txt ', 'a.txt')).toBe(false);
    expect(canSubmitName('b.txt', 'a.txt')).toBe(true);
  });

  it('builds child paths, folders with a trailing slash', () => {
    expect(childPath('/docs/', 'new', true)).toBe('/docs/new/');
    expect(childPath('/', 'a.txt', false)).toBe('/a.txt');
  });
});
