import { describe, expect, it } from 'vitest';
import { formatChunkSize, normaliseChunkSize, parseChunkSize } from './chunk-size';

const MiB = 1024 ** 2;

describe('parseChunkSize', () => {
  it('reads bytes and every unit in multiples of 1024, in any case', () => {
    expect(parseChunkSize('512')).toBe(512);
    expect(parseChunkSize('512b')).toBe(512);
    expect(parseChunkSize('2K')).toBe(2048);
    expect(parseChunkSize('2kb')).toBe(2048);
    expect(parseChunkSize('10MB')).toBe(10 * MiB);
    expect(parseChunkSize('10m')).toBe(10 * MiB);
    expect(parseChunkSize('1G')).toBe(1024 * MiB);
    expect(parseChunkSize('1gB')).toBe(1024 * MiB);
    expect(parseChunkSize('1T')).toBe(1024 ** 4);
    expect(parseChunkSize('1TB')).toBe(1024 ** 4);
  });

  it('accepts a decimal part', () => {
    expect(parseChunkSize('1.5MB')).toBe(1.5 * MiB);
    expect(parseChunkSize('0.5k')).toBe(512);
  });

  it('turns anything else into 1 MiB', () => {
    for (const text of ['', 'ten', '10 XB', '-5MB', '1.MB', '.5MB', '10MBs', '1e3']) {
      expect(parseChunkSize(text)).toBe(MiB);
    }
  });
});

describe('formatChunkSize', () => {
  it('divides by 1024 while it can', () => {
    expect(formatChunkSize(10 * MiB)).toBe('10MB');
    expect(formatChunkSize(512)).toBe('512B');
    expect(formatChunkSize(1536)).toBe('1.5KB');
    expect(formatChunkSize(1024 ** 5)).toBe('1024TB');
  });

  it('settles typed text on its value in units', () => {
    expect(normaliseChunkSize('10240k')).toBe('10MB');
    expect(normaliseChunkSize('nonsense')).toBe('1MB');
  });
});
