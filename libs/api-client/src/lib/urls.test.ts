import { archiveAlgorithmSchema } from '@file-browser/api-contract';
import { describe, expect, it } from 'vitest';
import { createClient } from './api-client';
import { encodeDestination, sortOrderOf, wireSorting } from './quirks';

const client = createClient({ baseURL: 'https://files.example/fb/' });

/** What the server reads out of `files=`: query-decoded once, then each element once more. */
function serverFiles(url: string): string[] {
  const files = new URL(url).searchParams.get('files') ?? '';
  return files.split(',').map((element) => decodeURIComponent(element));
}

describe('URL builders', () => {
  it('builds single-file downloads, inline or as attachments', () => {
    expect(client.rawURL('/a b/c#1.txt')).toBe('https://files.example/fb/api/raw/a%20b/c%231.txt');
    expect(client.rawURL('/x.pdf', { inline: true })).toBe(
      'https://files.example/fb/api/raw/x.pdf?inline=true',
    );
  });

  it('builds folder and selection archives in all nine formats', () => {
    expect(client.rawURL('/photos/', { algo: 'zip' })).toBe(
      'https://files.example/fb/api/raw/photos/?algo=zip',
    );
    for (const algo of archiveAlgorithmSchema.options) {
      const url = client.rawURL('/', { files: ['/dir/a b.txt', '/dir/c,d%.txt'], algo });
      expect(new URL(url).searchParams.get('algo')).toBe(algo);
      expect(serverFiles(url)).toEqual(['/dir/a b.txt', '/dir/c,d%.txt']);
    }
    expect(archiveAlgorithmSchema.options).toHaveLength(9);
  });

  it('builds previews with the modified-time key, subtitles and public downloads', () => {
    expect(client.previewURL('thumb', '/p/a.jpg', '2025-01-02T03:04:05.5Z')).toBe(
      'https://files.example/fb/api/preview/thumb/p/a.jpg?inline=true&key=1735787045500',
    );
    expect(client.subtitleURL('/v/movie.en.srt')).toBe(
      'https://files.example/fb/api/subtitle/v/movie.en.srt?inline=true',
    );
    expect(client.publicDownloadURL('aB3-x_9Q', '/sub/a.txt', { token: 't', inline: true })).toBe(
      'https://files.example/fb/api/public/dl/aB3-x_9Q/sub/a.txt?inline=true&token=t',
    );
    const selection = client.publicDownloadURL('aB3-x_9Q', '/', { files: ['/a'], algo: 'tarzst' });
    expect(selection).toBe(
      'https://files.example/fb/api/public/dl/aB3-x_9Q/?files=%2Fa&algo=tarzst',
    );
  });
});

describe('upstream quirks', () => {
  it('double-encodes destinations', () => {
    const value = encodeURIComponent(encodeDestination('/new dir/a+b%.txt'));
    const once = new URLSearchParams(`destination=${value}`).get('destination') ?? '';
    expect(decodeURIComponent(once.replace(/\+/g, ' '))).toBe('/new dir/a+b%.txt');
  });

  it('hides the inverted asc flag of name sorting', () => {
    expect(wireSorting('name', 'ascending')).toEqual({ by: 'name', asc: false });
    expect(wireSorting('size', 'ascending')).toEqual({ by: 'size', asc: true });
    expect(sortOrderOf({ by: 'name', asc: true })).toBe('descending');
    expect(sortOrderOf({ by: 'modified', asc: true })).toBe('ascending');
  });
});
