import { describe, expect, it } from 'vitest';
import { conflictPlace, keptBothName } from './upload-conflicts';

describe('keptBothName', () => {
  it('numbers the name before its extension, skipping numbers already taken', () => {
    expect(keptBothName('report.pdf', new Set(['report.pdf']))).toBe('report(1).pdf');
    expect(keptBothName('report.pdf', new Set(['report(1).pdf']))).toBe('report(2).pdf');
    expect(keptBothName('notes', new Set())).toBe('notes(1)');
    expect(keptBothName('.env', new Set())).toBe('.env(1)');
    expect(keptBothName('a.tar.gz', new Set())).toBe('a.tar(1).gz');
  });
});

describe('conflictPlace', () => {
  it('splits a server path into the folder and the name', () => {
    expect(conflictPlace({ name: '/docs/report.pdf' })).toEqual({
      folder: '/docs/',
      name: 'report.pdf',
    });
    expect(conflictPlace({ name: '/a.txt' })).toEqual({ folder: '/', name: 'a.txt' });
  });
});
