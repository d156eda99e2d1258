import fc from 'fast-check';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../core/http-error';
import { PathResolver, canonicalPath, decodeUrlPath, joinInside } from './paths';
import { rawPath } from '../../testing/path-arbitraries';
import { localDisk } from '../drivers/local-disk/local-disk';

/*
 * Property-based tests of the one path resolver (security-requirements K01, K02, K10, K12,
 * K13, issue 17): whatever a client sends, decoding, canonicalising and resolving never lands
 * outside the scope. Runs are seeded by fast-check per run; a failure prints its seed and the
 * shrunk counterexample.
 */

/**
 * Containment judged independently of the code under test (which has its own `isInside`), so
 * a regression there cannot hide itself.
 */
function within(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(sep) ? parent : parent + sep);
}

/** What the routes do with a request path before the resolver sees it. */
function requestPath(raw: string): string | null {
  try {
    return canonicalPath(decodeUrlPath(raw));
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    return null;
  }
}

describe('canonical request paths (property)', () => {
  it('are absolute, free of `.`, `..` and empty segments, and stable', () => {
    fc.assert(
      fc.property(rawPath, (raw) => {
        const path = requestPath(raw);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        const inner = path.slice(1).replace(/\/$/, '');
        if (inner !== '') {
          for (const part of inner.split('/')) expect(['', '.', '..']).not.toContain(part);
        }
        expect(path).not.toContain('\0');
        expect(canonicalPath(path)).toBe(path);
      }),
      { numRuns: 3000 },
    );
  });

  it('decode exactly once: an encoded path comes back as sent, NUL and bad escapes are 400', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const once = encodeURIComponent(text);
        if (text.includes('\0')) {
          expect(() => decodeUrlPath(once)).toThrow(HttpError);
          return;
        }
        expect(decodeUrlPath(once)).toBe(text);
        // Double encoding stays single-decoded: `%252e%252e` is the name `%2e%2e`, not `..`.
        expect(decodeUrlPath(encodeURIComponent(once))).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuse overlong UTF-8 and truncated escapes rather than guessing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('%c0%ae', '%c0%af', '%e0%80%ae', '%f0%80%80%af', '%e0%a4%a', '%', '%g1'),
        fc.string({ maxLength: 5 }).map((text) => encodeURIComponent(text)),
        (bad, around) => {
          expect(() => decodeUrlPath(`/${around}/${bad}/${around}`)).toThrow(HttpError);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('join onto a root without ever leaving it lexically, on a separator boundary', () => {
    const root = join(sep, 'srv', 'data');
    fc.assert(
      fc.property(rawPath, (raw) => {
        const path = requestPath(raw);
        if (path === null) return;
        const joined = joinInside(root, path);
        expect(within(root, joined)).toBe(true);
        expect(within(join(sep, 'srv', 'data-evil'), joined)).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('PathResolver on a real symlink layout (property)', () => {
  let base: string;
  let root: string;
  let outside: string;
  let resolver: PathResolver;

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'fb-paths-prop-'));
    root = join(base, 'root');
    outside = join(base, 'outside');
    mkdirSync(join(root, 'docs/deeper'), { recursive: true });
    mkdirSync(outside);
    // A sibling whose name extends the root's: a boundary-less prefix check would admit it (K02).
    mkdirSync(join(base, 'root-evil'));
    writeFileSync(join(base, 'root-evil/secret.txt'), 'evil');
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    writeFileSync(join(root, 'docs/a.txt'), 'a');
    const links: [string, string][] = [
      ['escape', outside],
      ['docs/deeper/up', base],
      ['docs/evil', join(base, 'root-evil')],
      ['inside-link', join(root, 'docs')],
      ['dangling-out', join(outside, 'new.txt')],
      ['dangling-in', join(root, 'docs/missing.txt')],
      ['loop', join(root, 'loop')],
      ['self', root],
      ['ancestor', join(root, 'escape')],
      ['docs/ancestor', join(root, 'escape/secret.txt')],
      ['docs/up', '../..'],
    ];
    for (const [name, target] of links) symlinkSync(target, join(root, name));
    resolver = await PathResolver.forRoot(localDisk(), root);
  });

  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  /**
   * An HttpError (the refusal a client sees; a link loop is one too, as a link that leads
   * nowhere) or a path too long for the disk to resolve; nothing else.
   */
  function expectRefusal(error: unknown): void {
    if (error instanceof HttpError) {
      expect([400, 403, 404, 409]).toContain(error.status);
      return;
    }
    expect((error as NodeJS.ErrnoException).code).toBe('ENAMETOOLONG');
  }

  /** The real location of the deepest part of `location` that exists. */
  function realOfExistingPrefix(location: string): string {
    let at = location;
    for (;;) {
      try {
        lstatSync(at);
        return realpathSync(at);
      } catch {
        at = dirname(at);
      }
    }
  }

  /** Where a symlink at `location` really leads, or null (not a link, dangling, looping). */
  function realTarget(location: string): string | null {
    try {
      return lstatSync(location).isSymbolicLink() ? realpathSync(location) : null;
    } catch {
      return null;
    }
  }

  const resolvedPath = rawPath.map(requestPath).filter((path): path is string => path !== null);

  it('existing(): every answer is a real location inside the root', async () => {
    await fc.assert(
      fc.asyncProperty(resolvedPath, async (path) => {
        try {
          const real = await resolver.existing(path);
          expect(within(resolver.root, real)).toBe(true);
          expect(realpathSync(real)).toBe(real);
        } catch (error) {
          expectRefusal(error);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('writable(): never a location whose existing part lies outside, never a dangling link', async () => {
    await fc.assert(
      fc.asyncProperty(resolvedPath, async (path) => {
        try {
          const target = await resolver.writable(path);
          expect(within(resolver.root, target)).toBe(true);
          expect(within(resolver.root, realOfExistingPrefix(target))).toBe(true);
          // Writing at `target` may create it; its parent must resolve where it says it is.
          const existingTarget = (() => {
            try {
              return lstatSync(target);
            } catch {
              return null;
            }
          })();
          if (existingTarget?.isSymbolicLink() === true) {
            expect(within(resolver.root, realpathSync(target))).toBe(true);
          }
        } catch (error) {
          expectRefusal(error);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('entry(): the entry itself under a parent inside the root; a final link leads inside or nowhere', async () => {
    await fc.assert(
      fc.asyncProperty(resolvedPath, async (path) => {
        try {
          const location = await resolver.entry(path);
          expect(within(resolver.root, location)).toBe(true);
          if (location === resolver.root) return;
          expect(within(resolver.root, realOfExistingPrefix(dirname(location)))).toBe(true);
          const target = realTarget(location);
          if (target !== null) expect(within(resolver.root, target)).toBe(true);
        } catch (error) {
          expectRefusal(error);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('writableEntry(): a new entry named below a parent inside the root, never the root', async () => {
    await fc.assert(
      fc.asyncProperty(resolvedPath, async (path) => {
        try {
          const location = await resolver.writableEntry(path);
          expect(location).not.toBe(resolver.root);
          expect(within(resolver.root, location)).toBe(true);
          expect(within(resolver.root, realOfExistingPrefix(dirname(location)))).toBe(true);
        } catch (error) {
          expectRefusal(error);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('never reaches the outside folder or the look-alike sibling by any route', async () => {
    const forbidden = [realpathSync(outside), realpathSync(join(base, 'root-evil'))];
    await fc.assert(
      fc.asyncProperty(resolvedPath, async (path) => {
        const answers = await Promise.allSettled([
          resolver.existing(path),
          resolver.writable(path),
        ]);
        for (const answer of answers) {
          if (answer.status !== 'fulfilled') continue;
          for (const place of forbidden) {
            expect(within(place, realOfExistingPrefix(answer.value))).toBe(false);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
