import { describe, expect, it } from 'vitest';
import { encodePath } from './encode-path';

describe('encodePath', () => {
  it('encodes each segment and keeps slashes, including a folder trailing slash', () => {
    expect(encodePath('/')).toBe('/');
    expect(encodePath('/docs/')).toBe('/docs/');
    expect(encodePath('/a b/c#d?.txt')).toBe('/a%20b/c%23d%3F.txt');
    expect(encodePath('/100%/été/')).toBe('/100%25/%C3%A9t%C3%A9/');
  });

  it('never produces double slashes', () => {
    expect(encodePath('//a//b/')).toBe('/a/b/');
    expect(encodePath('a/b')).toBe('/a/b');
  });
});
