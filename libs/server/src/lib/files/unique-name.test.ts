import { describe, expect, it } from 'vitest';
import { claimFreeName } from './unique-name';

const takenExcept =
  (...taken: string[]) =>
  (candidate: string) =>
    Promise.resolve(!taken.includes(candidate));

describe('claimFreeName', () => {
  it.each([
    ['/a.txt', '/a(1).txt'],
    ['/d/archive.tar.gz', '/d/archive.tar(1).gz'],
    ['/.bashrc', '/(1).bashrc'],
    ['/dir', '/dir(1)'],
  ])('%s becomes %s', async (path, expected) => {
    expect(await claimFreeName(path, takenExcept())).toBe(expected);
  });

  it('counts up past names whose claim fails', async () => {
    const tried: string[] = [];
    const claim = (candidate: string) => {
      tried.push(candidate);
      return takenExcept('/a(1).txt', '/a(2).txt')(candidate);
    };
    expect(await claimFreeName('/a.txt', claim)).toBe('/a(3).txt');
    expect(tried).toEqual(['/a(1).txt', '/a(2).txt', '/a(3).txt']);
  });
});
