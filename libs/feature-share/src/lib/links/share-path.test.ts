import { describe, expect, it } from 'vitest';
import { parseSharePath, sharePagePath } from './share-path';

describe('parseSharePath', () => {
  it('takes the first segment as the hash', () => {
    expect(parseSharePath('/share/Ab3_xY9z')).toEqual({ hash: 'Ab3_xY9z', path: '/' });
    expect(parseSharePath('/share/Ab3_xY9z/')).toEqual({ hash: 'Ab3_xY9z', path: '/' });
  });

  it('keeps a folder’s trailing slash and a file’s lack of one', () => {
    expect(parseSharePath('/share/h/photos/2024/')).toEqual({ hash: 'h', path: '/photos/2024/' });
    expect(parseSharePath('/share/h/photos/cat.jpg')).toEqual({
      hash: 'h',
      path: '/photos/cat.jpg',
    });
  });

  it('decodes each segment', () => {
    expect(parseSharePath('/share/h/My%20Docs/a%23b%25c.txt')).toEqual({
      hash: 'h',
      path: '/My Docs/a#b%c.txt',
    });
    expect(parseSharePath('/share/h/%C3%A9t%C3%A9/%E6%97%A5%E8%AE%B0.md')).toEqual({
      hash: 'h',
      path: '/été/日记.md',
    });
  });

  it('leaves malformed escapes as they are', () => {
    expect(parseSharePath('/share/h/100%/x%zz')).toEqual({ hash: 'h', path: '/100%/x%zz' });
  });

  it('never produces double slashes', () => {
    expect(parseSharePath('/share/h//a//b/')).toEqual({ hash: 'h', path: '/a/b/' });
  });

  it('accepts the part after /share on its own', () => {
    expect(parseSharePath('h/docs/')).toEqual({ hash: 'h', path: '/docs/' });
  });

  it('returns null without a hash', () => {
    expect(parseSharePath('/share/')).toBeNull();
    expect(parseSharePath('/share')).toBeNull();
    expect(parseSharePath('')).toBeNull();
  });
});

describe('sharePagePath', () => {
  it('encodes each segment and keeps a folder’s trailing slash', () => {
    expect(sharePagePath('h', '/')).toBe('/share/h/');
    expect(sharePagePath('h', '/My Docs/a#b?c%d.txt')).toBe('/share/h/My%20Docs/a%23b%3Fc%25d.txt');
    expect(sharePagePath('h', '/été/')).toBe('/share/h/%C3%A9t%C3%A9/');
  });

  it('is undone by parseSharePath', () => {
    for (const path of ['/', '/a b/', '/x/100%/y#1.jpg']) {
      expect(parseSharePath(sharePagePath('Ab3_xY9z', path))).toEqual({ hash: 'Ab3_xY9z', path });
    }
  });
});
