import { describe, expect, it } from 'vitest';
import { parseSearchLines, searchResultSchema } from './search';

describe('search results', () => {
  it('reads newline-delimited results and skips heartbeat blank lines', () => {
    const body = '{"dir":true,"path":"docs"}\n\n{"dir":false,"path":"docs/a b.txt"}\n';
    expect(parseSearchLines(body)).toEqual([
      { dir: true, path: 'docs' },
      { dir: false, path: 'docs/a b.txt' },
    ]);
  });

  it('refuses a line without the two keys', () => {
    expect(searchResultSchema.safeParse({ isDir: true, path: 'x' }).success).toBe(false);
  });
});
