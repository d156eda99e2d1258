import { describe, expect, it } from 'vitest';
import { firstFreeName } from './unique-name';

const free =
  (...taken: string[]) =>
  (candidate: string) =>
    Promise.resolve(taken.includes(candidate));

describe('firstFreeName', () => {
  it.each([
    ['/a.txt', '/a(1).txt'],
    ['/d/archive.tar.gz', '/d/archive.tar(1).gz'],
    ['/.bashrc', '/(1).bashrc'],
    ['/dir', '/dir(1)'],
  ])('%s becomes %s', async (path, expected) => {
    expect(await firstFreeName(path, free())).toBe(expected);
  });

  it('counts up past names already taken', async () => {
    expect(await firstFreeName('/a.txt', free('/a(1).txt', '/a(2).txt'))).toBe('/a(3).txt');
  });
});
