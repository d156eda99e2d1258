import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1000 * 1024, '0.977 MiB'],
    [1024, '1.00 KiB'],
    [1536, '1.50 KiB'],
    [10 * 1024 * 1024, '10.0 MiB'],
    [1024 * 1024 - 1, '1.00 MiB'],
    [5 * 1024 ** 4, '5.00 TiB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});
