import { describe, expect, it } from 'vitest';
import { matchesQuery, parseSearchQuery } from './query';

const matches = (query: string, name: string) => matchesQuery(parseSearchQuery(query), name);

describe('parseSearchQuery', () => {
  it('is case-insensitive by default and drops the case options', () => {
    expect(parseSearchQuery('Report case:insensitive')).toEqual({
      caseSensitive: false,
      types: [],
      terms: ['report'],
    });
    expect(parseSearchQuery('"Annual Report" case:sensitive')).toEqual({
      caseSensitive: true,
      types: [],
      terms: ['Annual Report'],
    });
  });

  it('takes every type filter out of the terms', () => {
    expect(parseSearchQuery('type:image holiday type:pdf')).toEqual({
      caseSensitive: false,
      types: ['image', 'pdf'],
      terms: ['holiday'],
    });
  });

  it('keeps upstream’s empty term for a double space', () => {
    expect(parseSearchQuery('a  b').terms).toEqual(['a', '', 'b']);
  });
});

describe('matchesQuery', () => {
  it('matches any term as a substring of the name', () => {
    expect(matches('report', 'Annual REPORT.pdf')).toBe(true);
    expect(matches('report case:sensitive', 'Annual REPORT.pdf')).toBe(false);
    expect(matches('tax report', 'taxes.txt')).toBe(true);
    expect(matches('"tax report"', 'taxes report.txt')).toBe(false);
  });

  it('filters by media category or exact extension, OR-ed', () => {
    expect(matches('type:image', 'a.JPG')).toBe(true);
    expect(matches('type:music', 'a.mp3')).toBe(true);
    expect(matches('type:audio', 'a.mp3')).toBe(true);
    expect(matches('type:video', 'a.mkv')).toBe(true);
    expect(matches('type:video', 'a.mp3')).toBe(false);
    expect(matches('type:pdf', 'a.pdf')).toBe(true);
    expect(matches('type:pdf', 'a.PDF')).toBe(false);
    expect(matches('type:pdf type:image', 'a.png')).toBe(true);
    expect(matches('type:image holiday', 'work.png')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matches('', 'anything')).toBe(true);
    expect(matches('  ', 'anything')).toBe(true);
  });
});
