import { describe, expect, it } from 'vitest';
import {
  checksumAlgorithmSchema,
  isListing,
  listingPageSchema,
  MAX_PAGE_LIMIT,
  patchActionSchema,
  recursiveEntrySchema,
  resourceSchema,
  usageSchema,
} from './resource';
import { listingQuerySchema } from './query';

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

describe('recursive listing, usage and PATCH shapes', () => {
  it('accepts upstream answers and refuses what the API never sends', () => {
    const entry = {
      path: '/t/a',
      name: 'a',
      size: 2,
      modified: '2025-01-02T03:04:05Z',
      isDir: false,
    };
    expect(recursiveEntrySchema.parse(entry)).toEqual(entry);
    expect(usageSchema.safeParse({ total: 10, used: -1 }).success).toBe(false);
    expect(checksumAlgorithmSchema.safeParse('crc32').success).toBe(false);
    expect(patchActionSchema.options).toEqual(['copy', 'rename']);
  });
});

describe('listingPageSchema', () => {
  const folder = { ...file, path: '/docs/', name: 'docs', isDir: true, type: '' };
  const page = {
    items: [file],
    numDirs: 0,
    numFiles: 12,
    sorting: { by: 'size', asc: true },
    ...folder,
    offset: 10,
    limit: 1,
    total: 12,
  };

  it('is a listing plus where the page lies', () => {
    expect(listingPageSchema.parse(page)).toEqual(page);
    expect(listingPageSchema.safeParse({ ...page, limit: 0 }).success).toBe(false);
    expect(listingPageSchema.safeParse({ ...page, total: undefined }).success).toBe(false);
    expect(MAX_PAGE_LIMIT).toBe(10_000);
  });
});

describe('listingQuerySchema', () => {
  it('takes digits for limit and offset and names the orders', () => {
    expect(
      listingQuerySchema.safeParse({ limit: '10', offset: '0', sort: 'name', order: 'desc' })
        .success,
    ).toBe(true);
    expect(listingQuerySchema.safeParse({ limit: '-1' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ sort: 'type' }).success).toBe(false);
    expect(listingQuerySchema.safeParse({ order: 'up' }).success).toBe(false);
  });
});
