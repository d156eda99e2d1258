import { createClient } from '@file-browser/api-client';
import { describe, expect, it } from 'vitest';
import { absoluteURL, shareLinks } from './share-links';

const client = createClient({ baseURL: '/fb' });

describe('shareLinks', () => {
  it('adds the token of a password-protected share to every link', () => {
    const links = shareLinks(client, 'Ab3_xY9z', 'tok');
    expect(links.file('/a b.txt')).toBe('/fb/api/public/dl/Ab3_xY9z/a%20b.txt?token=tok');
    expect(links.file('/pics/cat #1.jpg', true)).toBe(
      '/fb/api/public/dl/Ab3_xY9z/pics/cat%20%231.jpg?inline=true&token=tok',
    );
    expect(links.folder('/pics/', 'targz')).toBe(
      '/fb/api/public/dl/Ab3_xY9z/pics/?algo=targz&token=tok',
    );
  });

  it('leaves the token out of an open share’s links', () => {
    const links = shareLinks(client, 'h', undefined);
    expect(links.file('/a.txt')).toBe('/fb/api/public/dl/h/a.txt');
    expect(links.folder('/', 'zip')).toBe('/fb/api/public/dl/h/?algo=zip');
  });

  it('asks the share root for a selection, each path encoded, then the list encoded again', () => {
    const links = shareLinks(client, 'h', 'tok');
    const url = links.selection(['/sub/a b.txt', '/sub/c'], 'tarzst');
    expect(url).toBe(
      `/fb/api/public/dl/h/?files=${encodeURIComponent('/sub/a%20b.txt,/sub/c')}&algo=tarzst&token=tok`,
    );
  });
});

describe('absoluteURL', () => {
  it('resolves an app-relative link against the page', () => {
    expect(absoluteURL('/fb/api/public/dl/h/a.txt', 'https://files.example/fb/share/h/')).toBe(
      'https://files.example/fb/api/public/dl/h/a.txt',
    );
    expect(absoluteURL('https://other.example/x', 'https://files.example/')).toBe(
      'https://other.example/x',
    );
  });
});
