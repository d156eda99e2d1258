import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PathResolver, canonicalPath, decodeUrlPath, isInside } from './paths';

describe('canonicalPath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['docs', '/docs'],
    ['/docs/', '/docs/'],
    ['//docs//a.txt', '/docs/a.txt'],
    ['/a/../../etc/passwd', '/etc/passwd'],
    ['/a/./b/', '/a/b/'],
    ['/back\\slash', '/back\\slash'],
  ])('%j becomes %j', (raw, expected) => {
    expect(canonicalPath(raw)).toBe(expected);
  });
});

describe('decodeUrlPath', () => {
  it('decodes once and refuses malformed escapes and NUL', () => {
    expect(decodeUrlPath('/a%20b/%252F')).toBe('/a b/%2F');
    expect(() => decodeUrlPath('/%E0%A4%A')).toThrow(/malformed/);
    expect(() => decodeUrlPath('/a%00b')).toThrow(/NUL/);
  });
});

describe('isInside', () => {
  it('respects separator boundaries', () => {
    expect(isInside('/srv/data', '/srv/data')).toBe(true);
    expect(isInside('/srv/data', '/srv/data/x')).toBe(true);
    expect(isInside('/srv/data', '/srv/data-evil/x')).toBe(false);
    expect(isInside('/', '/anything')).toBe(true);
  });
});

describe('PathResolver', () => {
  let base: string;
  let resolver: PathResolver;
  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'fb-paths-'));
    mkdirSync(join(base, 'root/docs'), { recursive: true });
    mkdirSync(join(base, 'outside'));
    writeFileSync(join(base, 'outside/secret.txt'), 'secret');
    writeFileSync(join(base, 'root/docs/a.txt'), 'a');
    symlinkSync(join(base, 'outside'), join(base, 'root/escape'));
    symlinkSync(join(base, 'root/docs'), join(base, 'root/inside-link'));
    resolver = await PathResolver.forRoot(join(base, 'root'));
  });
  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  it('resolves paths inside the root, through in-scope links', async () => {
    expect(await resolver.existing('/docs/a.txt')).toBe(join(resolver.root, 'docs/a.txt'));
    expect(await resolver.existing('/inside-link/a.txt')).toBe(join(resolver.root, 'docs/a.txt'));
  });

  it('refuses links that lead outside, whether leaf or ancestor', async () => {
    await expect(resolver.existing('/escape')).rejects.toMatchObject({ status: 403 });
    await expect(resolver.existing('/escape/secret.txt')).rejects.toMatchObject({ status: 403 });
  });

  it('never climbs above the root lexically', async () => {
    await expect(resolver.existing('/../outside/secret.txt')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers 404 for missing paths', async () => {
    await expect(resolver.existing('/nope.txt')).rejects.toMatchObject({ status: 404 });
  });
});
