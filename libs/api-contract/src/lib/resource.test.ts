import { describe, expect, it } from 'vitest';
import { isListing, resourceSchema } from './resource';

const file = {
  path: '/docs/a.txt',
  name: 'a.txt',
  size: 12,
  extension: '.txt',
  modified: '2025-01-02T03:04:05.5Z',
  mode: 420,
  isDir: false,
  isSymlink: false,
  type: 'text',
};

describe('resourceSchema', () => {
  it('accepts upstream directory listings and tells them from files', () => {
    const listing = resourceSchema.parse({
      items: [file],
      numDirs: 0,
      numFiles: 1,
      sorting: { by: 'name', asc: false },
      ...file,
      path: '/docs/',
      name: 'docs',
      extension: '',
      mode: 2147484141,
      isDir: true,
      type: '',
    });
    expect(isListing(listing)).toBe(true);
    expect(isListing(resourceSchema.parse(file))).toBe(false);
  });

  it('rejects a type the API never sends', () => {
    expect(resourceSchema.safeParse({ ...file, type: 'spreadsheet' }).success).toBe(false);
  });
});
