import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PathResolver, canonicalPath, decodeUrlPath } from './paths';
import { localDisk } from '../drivers/local-disk/local-disk';
import { isInside } from '../core/path-checks';

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
    symlinkSync(join(base, 'outside/new.txt'), join(base, 'root/dangling-out'));
    symlinkSync(join(base, 'root/docs/missing.txt'), join(base, 'root/dangling-in'));
    resolver = await PathResolver.forRoot(localDisk(), join(base, 'root'));
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

  it('resolves paths to write through their nearest existing ancestor', async () => {
    expect(await resolver.writable('/docs/new/deeper/file.txt')).toBe(
      join(resolver.root, 'docs/new/deeper/file.txt'),
    );
    expect(await resolver.writable('/inside-link/b.txt')).toBe(join(resolver.root, 'docs/b.txt'));
    expect(await resolver.writable('/docs/a.txt')).toBe(join(resolver.root, 'docs/a.txt'));
  });

  it('never writes through a dangling link or out of scope (K13)', async () => {
    await expect(resolver.writable('/dangling-out')).rejects.toMatchObject({ status: 403 });
    await expect(resolver.writable('/dangling-in')).rejects.toMatchObject({ status: 403 });
    await expect(resolver.writable('/dangling-out/x')).rejects.toMatchObject({ status: 403 });
    await expect(resolver.writable('/escape/x.txt')).rejects.toMatchObject({ status: 403 });
    await expect(resolver.writable('/docs/a.txt/x')).rejects.toMatchObject({ status: 409 });
  });

  it('locates an entry itself, not its link target, for delete and move', async () => {
    expect(await resolver.entry('/inside-link')).toBe(join(resolver.root, 'inside-link'));
    expect(await resolver.entry('/dangling-in')).toBe(join(resolver.root, 'dangling-in'));
    await expect(resolver.entry('/escape')).rejects.toMatchObject({ status: 403 });
    await expect(resolver.entry('/escape/secret.txt')).rejects.toMatchObject({ status: 403 });
    await expect(resolver.entry('/nope')).rejects.toMatchObject({ status: 404 });
    expect(await resolver.writableEntry('/inside-link')).toBe(join(resolver.root, 'inside-link'));
    await expect(resolver.writableEntry('/')).rejects.toMatchObject({ status: 403 });
  });

  it('maps real locations back to scope paths', () => {
    expect(resolver.virtualOf(resolver.root)).toBe('/');
    expect(resolver.virtualOf(join(resolver.root, 'docs/a.txt'))).toBe('/docs/a.txt');
  });
});
