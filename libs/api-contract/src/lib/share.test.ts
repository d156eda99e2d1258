import { describe, expect, it } from 'vitest';
import {
  archiveAlgorithmSchema,
  publicShareSchema,
  SHARE_HASH_PATTERN,
  shareCreateRequestSchema,
  shareSchema,
} from './share';

describe('share shapes', () => {
  it('reads the share object and drops secrets it never carries', () => {
    const wire = {
      hash: 'aB3-x_9Q',
      path: '/docs/report.pdf',
      userID: 1,
      expire: 1767225600,
      hasPassword: true,
      password_hash: '$2a$10$x',
      token: 'y',
    };
    expect(shareSchema.parse(wire)).toEqual({
      hash: 'aB3-x_9Q',
      path: '/docs/report.pdf',
      userID: 1,
      expire: 1767225600,
      hasPassword: true,
    });
    expect(SHARE_HASH_PATTERN.test(wire.hash)).toBe(true);
  });

  it('wants strings in the create body, as upstream decodes it', () => {
    expect(shareCreateRequestSchema.safeParse({}).success).toBe(true);
    expect(shareCreateRequestSchema.safeParse({ expires: '24', unit: 'hours' }).success).toBe(true);
    expect(shareCreateRequestSchema.safeParse({ expires: 24 }).success).toBe(false);
  });

  it('reads a protected file share with its token', () => {
    const file = {
      path: '',
      name: 'a.txt',
      size: 3,
      extension: '.txt',
      modified: '2024-05-01T10:20:30Z',
      mode: 420,
      isDir: false,
      isSymlink: false,
      type: 'text',
      token: 't'.repeat(128),
    };
    expect(publicShareSchema.parse(file)).toEqual(file);
  });

  it('knows the nine archive formats', () => {
    expect(archiveAlgorithmSchema.options).toHaveLength(9);
    expect(archiveAlgorithmSchema.safeParse('tar.gz').success).toBe(false);
  });
});
